/// A type that applies standard interaction behavior to all progress views within a view
/// hierarchy.
///
/// ```swift
/// struct DarkBlueShadowProgressViewStyle: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         ProgressView(configuration)
///             .shadow(color: Color(red: 0, green: 0, blue: 0.6), radius: 4, x: 0, y: 0)
///     }
/// }
/// ProgressView(value: 0.25).progressViewStyle(DarkBlueShadowProgressViewStyle())
/// ```
///
/// Arrange's built-in styles are `.automatic` (``DefaultProgressViewStyle``), `.linear`
/// (``LinearProgressViewStyle``) and `.circular` (``CircularProgressViewStyle``). Set one with
/// `progressViewStyle(_:)`: it reaches every `ProgressView` inside. Inside `makeBody`,
/// `ProgressView(configuration)` draws with the style that was in effect outside this one.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// A view representing the body of a progress view.
    associatedtype Body: View

    /// Creates a view representing the body of a progress view.
    ///
    /// - Parameter configuration: The properties of the progress view being created.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// A type alias for the properties of a progress view instance.
    typealias Configuration = ProgressViewStyleConfiguration
}
