/// A control that toggles between on and off states: on iOS by default, a label leading and a
/// switch trailing, across the width proposed to it.
///
/// ```swift
/// Toggle("Airplane Mode", isOn: .constant(true))
/// ```
///
/// The switch is `switchWidth` × `switchHeight` (51 × 31) points: a capsule, green
/// (52 199 89, or the tint set with ``View/tint(_:)``) when on and iOS's `secondarySystemFill` gray (120 120 128 at 16 %) when off, with a
/// white knob `knobDiameter` (27) points across, 2 points in from the trailing end when on and
/// the leading end when off. Label and switch sit in an `HStack` with a `Spacer` between them, so
/// the toggle is as wide as proposed, and as tall as the taller of the label and the switch.
///
/// In a ``ViewHost``, a tap on the switch flips the binding (as a tap on a `UISwitch` does; the
/// label is not a target), as do Space and Return when the toggle has keyboard focus.
public struct Toggle<Label: View>: View {
    /// The width of the switch, in points.
    static var switchWidth: CGFloat { 51 }
    /// The height of the switch, in points.
    static var switchHeight: CGFloat { 31 }
    /// The diameter of the switch's knob, in points.
    static var knobDiameter: CGFloat { 27 }

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

    /// The label, then the switch at the trailing edge.
    public var body: some View {
        let binding = isOn
        let on = binding.wrappedValue
        let flip = { binding.wrappedValue.toggle() }
        return EnvironmentReader { environment in
            HStack {
                label
                Spacer()
                InteractionView(content: switchView(on: on, tint: environment.tintColor),
                                interaction: Interaction(onTap: { _ in flip() }, onActivate: flip, isFocusable: true))
            }
        }
    }

    /// The capsule and its knob.
    private func switchView(on: Bool, tint: Color?) -> some View {
        Capsule()
            .fill(on ? tint ?? ControlColors.switchOn : ControlColors.secondarySystemFill)
            .frame(width: Self.switchWidth, height: Self.switchHeight)
            .overlay(alignment: on ? .trailing : .leading) {
                Circle().fill(Color.white)
                    .frame(width: Self.knobDiameter, height: Self.knobDiameter)
                    .padding((Self.switchHeight - Self.knobDiameter) / 2)
            }
    }
}
