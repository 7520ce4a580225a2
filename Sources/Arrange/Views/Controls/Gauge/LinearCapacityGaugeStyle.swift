/// A gauge style that displays a bar that fills from leading to trailing edges as the gauge's
/// current value increases.
///
/// In a `VStack` aligned leading with 4 points between rows: the label; then the bar, the
/// minimum value label before it and the maximum value label after it, 8 points apart; then the
/// current value label. The bar is a linear progress view's (4 points tall, a `systemFill`
/// capsule filled with the tint over `value` of its width) and takes the width left by the bound
/// labels. The value labels are in the caption font. (Docs/Differences.md, "Styles".)
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// The space between the rows, in points.
    static let rowSpacing: CGFloat = 4
    /// The space between the bar and the bound labels, in points.
    static let boundSpacing: CGFloat = 8

    /// Creates a linear capacity gauge style.
    public init() {}

    /// The label, the bar between the bound labels, and the current value label.
    public func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { environment in
            VStack(alignment: .leading, spacing: Self.rowSpacing) {
                configuration.label
                HStack(spacing: Self.boundSpacing) {
                    configuration.minimumValueLabel.font(.caption)
                    ProgressBarLayout(fraction: CGFloat(configuration.value)) {
                        Capsule().fill(ControlColors.systemFill)
                        if configuration.value > 0 {
                            Capsule().fill(environment.controlTint)
                        }
                    }
                    configuration.maximumValueLabel.font(.caption)
                }
                configuration.currentValueLabel.font(.caption)
            }
        }
    }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A gauge style that displays a bar that fills from leading to trailing edges as the
    /// gauge's current value increases.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
