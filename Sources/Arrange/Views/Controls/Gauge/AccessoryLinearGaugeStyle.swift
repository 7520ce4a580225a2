/// A gauge style that displays bar with a marker that appears at a point along the bar to
/// indicate the gauge's current value.
///
/// The minimum value label, the bar and the maximum value label in an `HStack` 8 points apart
/// (the label and current value label are not drawn, as in a widget's accessory gauge): the bar is
/// a `systemFill` capsule 4 points tall across the width left, with a circle in the tint
/// `markerDiameter` (8) points across centred at `value` of its width (Docs/Differences.md,
/// "Styles").
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// The diameter of the marker, in points.
    static let markerDiameter: CGFloat = 8

    /// Creates an accessory linear gauge style.
    public init() {}

    /// The bar with its marker between the bound labels.
    public func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { environment in
            HStack(spacing: LinearCapacityGaugeStyle.boundSpacing) {
                configuration.minimumValueLabel.font(.caption)
                Capsule().fill(ControlColors.systemFill)
                    .frame(height: ProgressBarLayout.height)
                    .frame(maxWidth: .infinity)
                    .overlay {
                        GeometryReader { proxy in
                            Circle().fill(environment.controlTint)
                                .frame(width: Self.markerDiameter, height: Self.markerDiameter)
                                .position(x: proxy.size.width * CGFloat(configuration.value), y: proxy.size.height / 2)
                        }
                    }
                    .frame(height: Self.markerDiameter)
                configuration.maximumValueLabel.font(.caption)
            }
        }
    }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A gauge style that displays bar with a marker that appears at a point along the bar to
    /// indicate the gauge's current value.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}
