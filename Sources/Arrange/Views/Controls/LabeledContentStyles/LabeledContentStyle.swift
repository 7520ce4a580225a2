/// The appearance and behavior of a labeled content instance.
///
/// ```swift
/// struct Stacked: LabeledContentStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         VStack(alignment: .leading) {
///             configuration.label.font(.caption)
///             configuration.content
///         }
///     }
/// }
/// LabeledContent("Version", value: "1.2").labeledContentStyle(Stacked())
/// ```
///
/// Arrange's built-in style is `.automatic` (``AutomaticLabeledContentStyle``). Set one with
/// `labeledContentStyle(_:)`: it reaches every `LabeledContent` inside. Inside `makeBody`,
/// `LabeledContent(configuration)` draws with the style that was in effect outside this one.
@MainActor @preconcurrency
public protocol LabeledContentStyle {
    /// A view that represents the appearance and behavior of labeled content.
    associatedtype Body: View

    /// Creates a view that represents the body of labeled content.
    ///
    /// - Parameter configuration: The properties of the labeled content.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a labeled content instance.
    typealias Configuration = LabeledContentStyleConfiguration
}
