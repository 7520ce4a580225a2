/// The layout behind `safeAreaInset(edge:alignment:spacing:content:)` (Docs/LayoutRules.md §13).
///
/// Subview 0 is the modified view, subview 1 the inset content. Along the edge's axis the inset
/// content is proposed nil (its ideal length) and the container's proposal across; the modified
/// view is proposed the proposal less the inset's length and the spacing (at least 0). The
/// container is as long as both and the spacing along the axis and as wide as the wider across.
/// The inset content sits at the edge, aligned across by the alignment guide against the
/// container's bounds; the modified view is proposed the rest and centred in it, and its safe area loses the inset's
/// length and the spacing at that edge, so views in it that ignore the safe area extend under the
/// inset content. The spacing is the given one, or the distance between the two views' spacing
/// preferences (Docs/LayoutRules.md §3) when nil (Docs/Differences.md, "Safe area").
struct SafeAreaInsetLayout: Layout, BuiltinLayout, Equatable {
    /// The edge the inset content sits at.
    let edge: Edge
    /// The guide across the edge's axis that aligns the inset content.
    let alignment: AlignmentKey
    /// The distance between the inset content and the modified view, nil for the default.
    let spacing: CGFloat?

    static var isUnaryModifier: Bool { true }

    private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

    /// The inset content's size and the length the modified view loses along the axis.
    private func inset(_ proposal: ProposedViewSize, _ subviews: Subviews) -> (size: CGSize, band: CGFloat) {
        guard subviews.count > 1 else { return (.zero, 0) }
        let across: Axis = axis == .vertical ? .horizontal : .vertical
        let size = subviews[1].sizeThatFits(ProposedViewSize(axis, major: nil, minor: proposal[across]))
        return (size, Swift.max(size[axis] + gap(subviews), 0))
    }

    /// The spacing: the given one, or the distance between the two views' preferences.
    private func gap(_ subviews: Subviews) -> CGFloat {
        if let spacing { return spacing.isFinite ? spacing : 0 }
        let content = subviews[0].spacing, inset = subviews[1].spacing
        return edge == .top || edge == .leading ? inset.distance(to: content, along: axis) : content.distance(to: inset, along: axis)
    }

    private func contentProposal(_ proposal: ProposedViewSize, band: CGFloat) -> ProposedViewSize {
        var reduced = proposal
        if let length = proposal[axis] { reduced = ProposedViewSize(axis, major: Swift.max(length - band, 0), minor: proposal[axis == .vertical ? .horizontal : .vertical]) }
        return reduced
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        guard let content = subviews.first else { return .zero }
        let (insetSize, band) = inset(proposal, subviews)
        let contentSize = content.sizeThatFits(contentProposal(proposal, band: band))
        let across: Axis = axis == .vertical ? .horizontal : .vertical
        return CGSize(axis, major: contentSize[axis] + band, minor: Swift.max(contentSize[across], insetSize[across]))
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let content = subviews.first else { return }
        let size = ProposedViewSize(bounds.size)
        let (insetSize, band) = inset(size, subviews)
        var insets = EdgeInsets()
        switch edge {
        case .top: insets.top = band
        case .leading: insets.leading = band
        case .bottom: insets.bottom = band
        case .trailing: insets.trailing = band
        }
        let contentFrame = bounds.insetClamped(by: insets)
        content.graph.recordSafeAreaLayer(for: content.node, container: content.container, bounds: bounds, insets: insets)
        content.place(at: CGPoint(x: contentFrame.midX, y: contentFrame.midY), anchor: .center, proposal: ProposedViewSize(contentFrame.size))
        guard subviews.count > 1 else { return }
        let insetView = subviews[1]
        let across: Axis = axis == .vertical ? .horizontal : .vertical
        let insetProposal = ProposedViewSize(axis, major: nil, minor: bounds.size[across])
        let dimensions = insetView.dimensions(in: insetProposal)
        let offset = alignment.defaultValue(in: ViewDimensions(size: bounds.size, source: nil)) - dimensions[alignment]
        let origin: CGPoint
        switch edge {
        case .top: origin = CGPoint(x: bounds.minX + offset, y: bounds.minY)
        case .bottom: origin = CGPoint(x: bounds.minX + offset, y: bounds.maxY - insetSize.height)
        case .leading: origin = CGPoint(x: bounds.minX, y: bounds.minY + offset)
        case .trailing: origin = CGPoint(x: bounds.maxX - insetSize.width, y: bounds.minY + offset)
        }
        insetView.place(at: origin, anchor: .topLeading, proposal: insetProposal)
    }
}
