/// A button style that applies standard border prominent artwork based on the button's
/// context: on iOS, a white label on an accent-coloured background, sized and shaped as
/// ``BorderedButtonStyle`` (by the environment's control size and button border shape).
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// Creates a bordered prominent button style.
    public init() {}

    /// The white label, padded, on a background in the tint (``View/tint(_:)``, by default the
    /// accent colour).
    public func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { environment in
            let metrics = BorderedButtonMetrics(controlSize: environment.controlSize)
            configuration.label
                .environment(\.font, metrics.font ?? environment.font)
                .foregroundColor(.white)
                .padding(metrics.insets)
                .background(environment.buttonBorderShape.shape(metrics: metrics).fill(configuration.tint(in: environment)))
        }
    }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// A button style that applies standard border prominent artwork based on the button's
    /// context.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
