extension Button {
    /// Creates a button with a specified role that displays a custom label.
    ///
    /// ```swift
    /// Button(role: .destructive, action: delete) { Label("Delete", systemImage: "trash") }
    /// ```
    ///
    /// - Parameters:
    ///   - role: An optional semantic role describing the button; nil for none.
    ///   - action: The action to perform when the user triggers the button.
    ///   - label: A view that describes the purpose of the button's action.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(action: action, label: label)
        self.role = role
    }

    /// Creates a button with a specified role that generates its label from a string.
    ///
    /// ```swift
    /// Button("Delete", role: .destructive) { delete() }
    /// ```
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of the button's action.
    ///   - role: An optional semantic role describing the button; nil for none.
    ///   - action: The action to perform when the user triggers the button.
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) where Label == Text {
        self.init(title, action: action)
        self.role = role
    }
}

extension PrimitiveButtonStyleConfiguration {
    /// The colour a built-in style tints this button with: red for a destructive button (iOS
    /// draws destructive buttons in `systemRed`), else the environment's tint.
    func tint(in environment: EnvironmentValues) -> Color {
        role == .destructive ? Color.red : environment.controlTint
    }
}
