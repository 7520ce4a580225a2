/// A type that applies a custom appearance to all labels within a view.
///
/// ```swift
/// struct TrailingIcon: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack { configuration.title; configuration.icon }
///     }
/// }
/// Label("Favourites", systemImage: "star").labelStyle(TrailingIcon())
/// ```
///
/// Arrange's built-in styles are `.automatic` (``DefaultLabelStyle``), `.titleAndIcon`,
/// `.titleOnly` and `.iconOnly`. Set one with `labelStyle(_:)`: it reaches every `Label` inside.
@MainActor @preconcurrency
public protocol LabelStyle {
    /// A view that represents the body of a label.
    associatedtype Body: View

    /// Creates a view that represents the body of a label.
    ///
    /// - Parameter configuration: The properties of the label.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a label.
    typealias Configuration = LabelStyleConfiguration
}
