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
