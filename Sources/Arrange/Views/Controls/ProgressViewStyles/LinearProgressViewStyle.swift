/// A progress view that visually indicates its progress using a horizontal bar.
///
/// The bar takes the width proposed to it (10 points when none is proposed, as shapes do) and is
/// 4 points tall: a capsule track in iOS's `systemFill` gray (120 120 128 at 20 %) with the tint
/// (``View/tint(_:)``), by default the accent colour (0 122 255), filling `fractionCompleted` of it
/// from the leading edge; an indeterminate progress view shows the empty track. A label stands
/// above the bar and a current value label, in the caption font and the secondary style, below
/// it, in a `VStack` aligned leading with 4 points between rows (Docs/Differences.md, "Styles:
/// progress, group box, labeled content, button roles").
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// The space between the label, the bar and the current value label, in points (the
    /// linear capacity gauge's, ``LinearCapacityGaugeStyle``).
    static let rowSpacing: CGFloat = 4

    /// Creates a linear progress view style.
    public init() {}

    /// The label, the bar, and the current value label.
    public func makeBody(configuration: Configuration) -> some View {
        let fraction = CGFloat(configuration.fractionCompleted ?? 0)
        return EnvironmentReader { environment in
            VStack(alignment: .leading, spacing: Self.rowSpacing) {
                if let label = configuration.label {
                    label
                }
                ProgressBarLayout(fraction: fraction) {
                    Capsule().fill(ControlColors.systemFill)
                    if fraction > 0 {
                        Capsule().fill(environment.controlTint)
                    }
                }
                if let current = configuration.currentValueLabel {
                    current.font(.caption).foregroundStyle(.secondary)
                }
            }
        }
    }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A progress view that visually indicates its progress using a horizontal bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
