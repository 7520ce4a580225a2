/// A control that toggles between on and off states, drawn by the toggle style in its
/// environment (`toggleStyle(_:)`): on iOS by default, a label leading and a switch trailing,
/// across the width proposed to it (``SwitchToggleStyle``).
///
/// ```swift
/// Toggle("Airplane Mode", isOn: .constant(true))
/// Toggle("Bold", isOn: $isBold).toggleStyle(.button)
/// ```
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    /// Creates a toggle that displays a custom label.
    ///
    /// - Parameters:
    ///   - isOn: A binding to a property that indicates whether the toggle is on or off.
    ///   - label: A view that describes the purpose of the toggle.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    /// Creates a toggle that generates its label from a string.
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of the toggle.
    ///   - isOn: A binding to a property that indicates whether the toggle is on or off.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) where Label == Text {
        self.isOn = isOn
        self.label = Text(title)
    }

    /// The label and the state as the environment's toggle style draws them.
    public var body: some View {
        let configuration = ToggleStyleConfiguration(label: .init(content: AnyView(label)), isOn: isOn)
        return EnvironmentReader { environment in
            environment.toggleStyle.makeBody(configuration)
        }
        .accessibilityRole(.toggle(isOn: isOn.wrappedValue))
    }
}
