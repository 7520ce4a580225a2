/// Lays out a presented sheet over the hosting area: the dimming over the whole area, the sheet's
/// panel along the bottom edge at the height of its detent, and the content in the panel above
/// the bottom safe-area inset (`PresentationDetent`, `SheetMetrics`).
///
/// Subviews: the dimming, the panel, the content.
struct SheetLayout: Layout {
    /// The detents the content allows.
    let detents: [PresentationDetent]
    /// The detent selected by a `presentationDetents(_:selection:)` binding, if any.
    let selection: PresentationDetent?
    /// The hosting area's safe-area insets.
    let insets: EdgeInsets

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    /// The sheet's height in an area of `height`: the selected detent's, else the smallest
    /// detent's (as `UISheetPresentationController` starts at its smallest detent).
    func sheetHeight(in height: CGFloat) -> CGFloat {
        let large = max(0, height - insets.top - SheetMetrics.topGap)
        let heights = detents.map { $0.sheetHeight(areaHeight: height, large: large, bottomInset: insets.bottom) }
        if let selection, let index = detents.firstIndex(of: selection) { return heights[index] }
        return heights.min() ?? large
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard subviews.count == 3 else {
            for subview in subviews { subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size)) }
            return
        }
        let height = sheetHeight(in: bounds.height)
        subviews[0].place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        let top = CGPoint(x: bounds.minX, y: bounds.maxY - height)
        subviews[1].place(at: top, proposal: ProposedViewSize(width: bounds.width, height: height))
        subviews[2].place(at: top, proposal: ProposedViewSize(width: bounds.width, height: max(0, height - insets.bottom)))
    }
}
