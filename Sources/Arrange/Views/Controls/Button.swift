/// A control that initiates an action.
///
/// ```swift
/// Button("Sign In") { signIn() }
/// Button(action: share) { Label { Text("Share") } icon: { Color.blue.frame(width: 16, height: 16) } }
///     .buttonStyle(.borderedProminent)
/// ```
///
/// A button is drawn by the button style in its environment (`buttonStyle(_:)`), `.automatic`
/// when none is set, which on iOS is `.borderless`: the label in the accent colour, no
/// background, the size of the label. In a ``ViewHost``, a tap on the drawn label (or on the
/// style's background) runs the action, as do Space and Return when the button has keyboard focus;
/// a disabled button (`disabled(true)`) does neither.
public struct Button<Label: View>: View {
    /// The view that describes the button's purpose.
    let label: Label
    /// What the button does when triggered.
    let action: () -> Void
    /// The button's purpose, given to its style (Button+Role.swift).
    var role: ButtonRole? = nil

    /// Creates a button that displays a custom label.
    ///
    /// - Parameters:
    ///   - action: The action to perform when the user triggers the button.
    ///   - label: A view that describes the purpose of the button's action.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.action = action
    }

    /// Creates a button that generates its label from a string.
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of the button's action.
    ///   - action: The action to perform when the user triggers the button.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) where Label == Text {
        self.label = Text(title)
        self.action = action
    }

    /// The label as the environment's button style draws it.
    public var body: some View {
        let action = action, role = role
        return InteractionView(content: EnvironmentReader { environment in
            environment.buttonStyle.makeBody(PrimitiveButtonStyleConfiguration(label: .init(AnyView(label)), role: role, action: action))
        }, interaction: Interaction(onTap: { _ in action() }, onActivate: action, isFocusable: true))
    }
}
