/// A view that shows the progress toward completion of a task: on iOS by default, a linear bar.
///
/// ```swift
/// ProgressView(value: 0.25)                 // a quarter of the track filled
/// ProgressView(value: 3, total: 12)
/// ```
///
/// The bar takes the width proposed to it (10 points when none is proposed, as shapes do) and
/// is 4 points tall: a capsule track in iOS's `systemFill` gray (120 120 128 at 20 %) with the
/// tint (``View/tint(_:)``), by default the accent colour (0 122 255), filling `value / total` of it from the leading edge. The fraction is
/// clamped to 0...1; a nil or NaN value, or a total that is zero, negative or not finite, shows an
/// empty track.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    /// The fraction of the track that is filled, 0 to 1.
    let fractionCompleted: Double

    /// Creates a progress view showing `value` out of `total`.
    ///
    /// - Parameters:
    ///   - value: The completed amount, from 0 to `total`; nil shows an empty track (SwiftUI
    ///     shows an indeterminate indicator).
    ///   - total: The full amount; 1 by default.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) where Label == EmptyView, CurrentValueLabel == EmptyView {
        fractionCompleted = Self.fraction(value.map(Double.init), of: Double(total))
    }

    /// `value / total` clamped to 0...1, 0 when it can't be computed.
    static func fraction(_ value: Double?, of total: Double) -> Double {
        guard let value, value.isFinite, total.isFinite, total > 0 else { return 0 }
        return Swift.min(Swift.max(value / total, 0), 1)
    }

    /// The track with the filled part over it.
    public var body: some View {
        EnvironmentReader { environment in
            ProgressBarLayout(fraction: CGFloat(fractionCompleted)) {
                Capsule().fill(ControlColors.systemFill)
                if fractionCompleted > 0 {
                    Capsule().fill(environment.controlTint)
                }
            }
        }
    }
}

/// Lays out a progress bar: the track (subview 0) over the whole width, the fill (subview 1, absent
/// when nothing is filled) over `fraction` of it.
struct ProgressBarLayout: Layout {
    /// The height of the bar, in points (iOS's linear progress view).
    static let height: CGFloat = 4

    var fraction: CGFloat

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: proposal.replacingUnspecifiedDimensions().width, height: Self.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        guard subviews.count > 1 else { return }
        subviews[1].place(at: bounds.origin, proposal: ProposedViewSize(width: bounds.width * fraction, height: bounds.height))
    }
}
