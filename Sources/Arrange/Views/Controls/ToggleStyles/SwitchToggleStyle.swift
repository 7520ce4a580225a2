/// A toggle style that displays a leading label and a trailing switch, across the width proposed
/// to it.
///
/// The switch is `switchWidth` × `switchHeight` (51 × 31) points, the size of a `UISwitch`
/// (measured; the source is in Docs/Differences.md, "Styles"): a
/// capsule, green (52 199 89, or the tint set with ``View/tint(_:)``) when on and iOS's
/// `secondarySystemFill` gray (120 120 128 at 16 %) when off, with a white knob
/// `knobDiameter` (27) points across, 2 points in from the trailing end when on and the leading
/// end when off. Label and switch sit in an `HStack` with a `Spacer` between them, so the toggle
/// is as wide as proposed, and as tall as the taller of the label and the switch.
///
/// In a ``ViewHost``, a tap on the switch flips the binding (as a tap on a `UISwitch` does; the
/// label is not a target), as do Space and Return when the toggle has keyboard focus.
public struct SwitchToggleStyle: ToggleStyle {
    /// The width of the switch, in points.
    static var switchWidth: CGFloat { 51 }
    /// The height of the switch, in points.
    static var switchHeight: CGFloat { 31 }
    /// The diameter of the switch's knob, in points.
    static var knobDiameter: CGFloat { 27 }

    /// Creates a switch toggle style.
    public init() {}

    /// The label, then the switch at the trailing edge.
    public func makeBody(configuration: Configuration) -> some View {
        let binding = configuration.$isOn
        let on = binding.wrappedValue
        let flip = { binding.wrappedValue.toggle() }
        return EnvironmentReader { environment in
            HStack {
                configuration.label
                Spacer()
                InteractionView(content: Self.switchView(on: on, tint: environment.tintColor),
                                interaction: Interaction(onTap: { _ in flip() }, onActivate: flip, isFocusable: true))
            }
        }
    }

    /// The capsule and its knob.
    private static func switchView(on: Bool, tint: Color?) -> some View {
        Capsule()
            .fill(on ? tint ?? ControlColors.switchOn : ControlColors.secondarySystemFill)
            .frame(width: switchWidth, height: switchHeight)
            .overlay(alignment: on ? .trailing : .leading) {
                Circle().fill(Color.white)
                    .frame(width: knobDiameter, height: knobDiameter)
                    .padding((switchHeight - knobDiameter) / 2)
            }
    }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// A toggle style that displays a leading label and a trailing switch.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
