/// A toggle style that displays as a button with its label as the title: the label in the tint,
/// padded as a bordered button of the environment's control size, with the bordered button's
/// translucent tinted background (``BorderedButtonStyle``) when on and none when off, so the
/// toggle keeps its size as it changes.
///
/// In a ``ViewHost``, a tap anywhere on the button flips the binding, as do Space and Return when
/// it has keyboard focus.
public struct ButtonToggleStyle: ToggleStyle {
    /// Creates a button toggle style.
    public init() {}

    /// The label as a button, with a background when on.
    public func makeBody(configuration: Configuration) -> some View {
        let binding = configuration.$isOn
        let on = binding.wrappedValue
        let flip = { binding.wrappedValue.toggle() }
        return InteractionView(content: EnvironmentReader { environment in
            let metrics = BorderedButtonMetrics(controlSize: environment.controlSize)
            configuration.label
                .environment(\.font, metrics.font ?? environment.font)
                .foregroundColor(environment.controlTint)
                .padding(metrics.insets)
                .background(environment.buttonBorderShape.shape(metrics: metrics)
                    .fill(on ? environment.controlTint.opacity(0.15) : Color.clear))
        }, interaction: Interaction(onTap: { _ in flip() }, onActivate: flip, isFocusable: true))
    }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// A toggle style that displays as a button with its label as the title.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}
