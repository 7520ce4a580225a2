/// A button style that applies standard border artwork based on the button's context: on iOS,
/// the label in the accent colour on a translucent accent-coloured background.
///
/// The label is padded, and the background's shape rounded, by the environment's control size
/// (`controlSize(_:)`; at `.regular`, 12 points on each side, 7 above and below, corner radius
/// 8; see `BorderedButtonMetrics`); `.small` and `.mini` labels are in the subheadline font. The
/// background is the environment's button border shape (`buttonBorderShape(_:)`, a rounded
/// rectangle by default) filled with the tint at 15 %.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// Creates a bordered button style.
    public init() {}

    /// The label in the tint (``View/tint(_:)``, by default the accent colour), padded, on a
    /// translucent background of the same colour.
    public func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { environment in
            let metrics = BorderedButtonMetrics(controlSize: environment.controlSize)
            configuration.label
                .environment(\.font, metrics.font ?? environment.font)
                .foregroundColor(configuration.tint(in: environment))
                .padding(metrics.insets)
                .background(environment.buttonBorderShape.shape(metrics: metrics).fill(configuration.tint(in: environment).opacity(0.15)))
        }
    }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// A button style that applies standard border artwork based on the button's context.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
