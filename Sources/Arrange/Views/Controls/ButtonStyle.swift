/// A type that applies standard interaction behavior and a custom appearance to all buttons
/// within a view hierarchy.
///
/// ```swift
/// struct Pill: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.padding(8).background(Capsule().fill(Color.yellow))
///     }
/// }
/// Button("Go") {}.buttonStyle(Pill())
/// ```
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View

    /// Creates a view that represents the body of a button.
    ///
    /// - Parameter configuration: The properties of the button.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a button.
    typealias Configuration = ButtonStyleConfiguration
}

/// The properties of a button, given to a button style.
public struct ButtonStyleConfiguration {
    /// A type-erased label of a button.
    public typealias Label = PrimitiveButtonStyleConfiguration.Label

    /// A view that describes the effect of pressing the button.
    public let label: ButtonStyleConfiguration.Label
    /// An optional semantic role describing the button's purpose (``ButtonRole``); nil for a
    /// button created without one.
    public let role: ButtonRole?
    /// Whether the user is currently pressing the button: always false in Arrange, which
    /// doesn't deliver touches yet.
    public let isPressed: Bool
}
