import Foundation

/// A progress view that uses a circular gauge to indicate the partial completion of an activity:
/// on iOS, a spinning activity indicator whether or not the progress is determinate.
///
/// The indicator is 20 points square: eight spokes 2 points wide and 5 long, their outer ends
/// half a point inside the square, every 45° from the top clockwise, in the tint
/// (``View/tint(_:)``), else iOS's `systemGray` (142 142 147), the top spoke opaque and each next
/// one clockwise an eighth less so (a still frame of the spinning indicator). A label stands
/// below it, centred 8 points away, in the secondary style (Docs/Differences.md, "Styles:
/// progress, group box, labeled content, button roles"). The current value label is not shown,
/// as iOS's circular progress view does not show it.
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// The side of the indicator, in points.
    static let side: CGFloat = 20
    /// The number of spokes.
    static let spokeCount = 8
    /// The space between the indicator and the label, in points.
    static let labelSpacing: CGFloat = 8

    /// Creates a circular progress view style.
    public init() {}

    /// The indicator, and the label below it.
    public func makeBody(configuration: Configuration) -> some View {
        EnvironmentReader { environment in
            let color = environment.tintColor ?? Color.gray
            VStack(spacing: Self.labelSpacing) {
                ZStack {
                    ForEach(0..<Self.spokeCount, id: \.self) { index in
                        ActivityIndicatorSpoke(index: index, count: Self.spokeCount)
                            .fill(color.opacity(1 - Double(index) / Double(Self.spokeCount)))
                    }
                }
                .frame(width: Self.side, height: Self.side)
                if let label = configuration.label {
                    label.foregroundStyle(.secondary)
                }
            }
        }
    }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A progress view that uses a circular gauge to indicate the partial completion of an
    /// activity.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// One spoke of an activity indicator: a capsule 2 points wide (a tenth of the side) and 5 long (a
/// quarter of the side), its outer end half a point (a fortieth of the side) inside the frame,
/// turned `index` of `count` turns clockwise from the top about the frame's centre.
struct ActivityIndicatorSpoke: Shape {
    let index: Int
    let count: Int

    nonisolated func path(in rect: CGRect) -> Path {
        let side = Swift.min(rect.width, rect.height)
        let width = side / 10, length = side / 4, inset = side / 40
        let spoke = CGRect(x: rect.midX - width / 2, y: rect.midY - side / 2 + inset, width: width, height: length)
        let angle = 2 * Double.pi * Double(index) / Double(Swift.max(count, 1))
        let turn = CGAffineTransform(translationX: rect.midX, y: rect.midY)
            .rotated(by: CGFloat(angle))
            .translatedBy(x: -rect.midX, y: -rect.midY)
        return Capsule().path(in: spoke).applying(turn)
    }
}
