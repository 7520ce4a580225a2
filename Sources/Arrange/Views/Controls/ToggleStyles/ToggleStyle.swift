/// The appearance and behavior of a toggle.
///
/// ```swift
/// struct CheckboxStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack {
///             RoundedRectangle(cornerRadius: 4)
///                 .fill(configuration.isOn ? Color.blue : Color.gray)
///                 .frame(width: 20, height: 20)
///                 .onTapGesture { configuration.isOn.toggle() }
///             configuration.label
///         }
///     }
/// }
/// Toggle("Remember me", isOn: $remember).toggleStyle(CheckboxStyle())
/// ```
///
/// Arrange's built-in styles are `.automatic` (``DefaultToggleStyle``, a switch on iOS),
/// `.switch` and `.button`. Set one with `toggleStyle(_:)`: it reaches every `Toggle` inside.
@MainActor @preconcurrency
public protocol ToggleStyle {
    /// A view that represents the appearance and interaction of a toggle.
    associatedtype Body: View

    /// Creates a view that represents the body of a toggle.
    ///
    /// - Parameter configuration: The properties of the toggle, including a label and a binding
    ///   to the toggle's state.
    @ViewBuilder func makeBody(configuration: Self.Configuration) -> Self.Body

    /// The properties of a toggle instance.
    typealias Configuration = ToggleStyleConfiguration
}
