/// Lays out the buttons of an alert or confirmation dialog, with a hairline above each row (the
/// layout's background, in the separator colour, shows through the gaps):
///
/// - two buttons side by side, the `.cancel` one on the leading side, as iOS places them, when
///   each title fits in half the width;
/// - otherwise one button per row, the `.cancel` ones last.
///
/// A confirmation dialog stacks its buttons (`vertical`), its Cancel button apart.
struct AlertActionsLayout: Layout {
    /// The width of the hairlines.
    let separator: CGFloat
    /// Whether two buttons are stacked too.
    let vertical: Bool
    /// Whether a hairline goes above the first row.
    let topSeparator: Bool

    /// Whether the buttons go side by side in a row `width` wide, and their order.
    private func arrangement(_ subviews: Subviews, width: CGFloat) -> (sideBySide: Bool, order: [Int]) {
        let roles = subviews.map { $0[PresentationButtonRoleKey.self] }
        let slot = (width - separator) / 2
        if !vertical, subviews.count == 2, subviews.allSatisfy({ $0.sizeThatFits(.unspecified).width <= slot }) {
            return (true, roles[1] == .cancel && roles[0] != .cancel ? [1, 0] : [0, 1])
        }
        let order = roles.indices.filter { roles[$0] != .cancel } + roles.indices.filter { roles[$0] == .cancel }
        return (false, order)
    }

    private func rowHeights(_ subviews: Subviews, width: CGFloat) -> (sideBySide: Bool, order: [Int], heights: [CGFloat], slot: CGFloat) {
        let (sideBySide, order) = arrangement(subviews, width: width)
        let slot = sideBySide ? max(0, (width - separator) / 2) : width
        let heights = order.map { subviews[$0].sizeThatFits(ProposedViewSize(width: slot, height: nil)).height }
        return (sideBySide, order, heights, slot)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let width = proposal.width ?? AlertMetrics.width
        guard !subviews.isEmpty else { return CGSize(width: width, height: 0) }
        let rows = rowHeights(subviews, width: width)
        let top = topSeparator ? separator : 0
        if rows.sideBySide { return CGSize(width: width, height: top + (rows.heights.max() ?? 0)) }
        let gaps = separator * CGFloat(rows.heights.count - 1)
        return CGSize(width: width, height: top + gaps + rows.heights.reduce(0, +))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard !subviews.isEmpty else { return }
        let rows = rowHeights(subviews, width: bounds.width)
        var y = bounds.minY + (topSeparator ? separator : 0)
        if rows.sideBySide {
            let height = rows.heights.max() ?? 0
            for (position, index) in rows.order.enumerated() {
                let x = bounds.minX + CGFloat(position) * (rows.slot + separator)
                subviews[index].place(at: CGPoint(x: x, y: y), proposal: ProposedViewSize(width: rows.slot, height: height))
            }
            return
        }
        for (position, index) in rows.order.enumerated() {
            subviews[index].place(at: CGPoint(x: bounds.minX, y: y), proposal: ProposedViewSize(width: bounds.width, height: rows.heights[position]))
            y += rows.heights[position] + separator
        }
    }
}
