/// A type that specifies the appearance and interaction of all group boxes within a view
/// hierarchy.
///
/// ```swift
/// struct Card: GroupBoxStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading, spacing: 8) {
///             configuration.label.font(.headline)
///             configuration.content
///         }
///         .padding()
///         .background(Color.blue.opacity(0.1))
///     }
/// }
/// GroupBox("Account") { Text("Signed in") }.groupBoxStyle(Card())
/// ```
///
/// Arrange's built-in style is `.automatic` (``DefaultGroupBoxStyle``). Set one with
/// `groupBoxStyle(_:)`: it reaches every `GroupBox` inside. Inside `makeBody`,
/// `GroupBox(configuration)` draws with the style that was in effect outside this one.
@MainActor @preconcurrency
public protocol GroupBoxStyle {
    /// A view that represents the body of a group box.
    associatedtype Body: View

    /// Creates a view representing the body of a group box.
    ///
    /// - Parameter configuration: The properties of the group box instance being created.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a group box instance.
    typealias Configuration = GroupBoxStyleConfiguration
}
