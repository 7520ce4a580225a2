import Foundation

/// A gauge style that displays an open ring with a marker that appears at a point along the ring
/// to indicate the gauge's current value.
///
/// A ring `diameter` (50) points across and `lineWidth` (6) thick, open at the bottom over a
/// quarter turn, in `systemFill`, with a tint-coloured circle of the ring's thickness at `value` of
/// the way round from its start at the lower left; the current value label in the caption font
/// at its centre, else the label (Docs/Differences.md, "Styles").
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// The outer diameter of the ring, in points.
    static let diameter: CGFloat = 50
    /// The thickness of the ring, in points.
    static let lineWidth: CGFloat = 6
    /// The fraction of a turn the ring covers.
    static let sweep = 0.75

    /// Creates an accessory circular gauge style.
    public init() {}

    /// The open ring, its marker, and the value at the centre.
    public func makeBody(configuration: Configuration) -> some View {
        let radius = (Self.diameter - Self.lineWidth) / 2
        // The ring starts a quarter turn plus half the gap past the top, going clockwise (y down).
        let angle = (90 + (1 - Self.sweep) * 180 + configuration.value * Self.sweep * 360) * .pi / 180
        let marker = CGPoint(x: Self.diameter / 2 + radius * cos(angle), y: Self.diameter / 2 + radius * sin(angle))
        return EnvironmentReader { environment in
            ZStack {
                Circle()
                    .trim(from: 0, to: Self.sweep)
                    .stroke(ControlColors.systemFill, style: StrokeStyle(lineWidth: Self.lineWidth, lineCap: .round))
                    .rotationEffect(.degrees(90 + (1 - Self.sweep) * 180))
                    .padding(Self.lineWidth / 2)
                Circle().fill(environment.controlTint)
                    .frame(width: Self.lineWidth, height: Self.lineWidth)
                    .position(marker)
                if let current = configuration.currentValueLabel {
                    current.font(.caption)
                } else {
                    configuration.label.font(.caption)
                }
            }
            .frame(width: Self.diameter, height: Self.diameter)
        }
    }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// A gauge style that displays an open ring with a marker that appears at a point along the
    /// ring to indicate the gauge's current value.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
