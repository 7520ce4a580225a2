/// The layout behind `.position` (Docs/LayoutRules.md §2.6): it takes the proposed size (the child's size on an
/// unspecified axis), proposes that size to the child and centres the child on `position`.
struct PositionLayout: UnaryModifierLayout, Equatable {
    let position: CGPoint

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        let child = subviews.first?.sizeThatFits(proposal) ?? .zero
        return CGSize(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutSubview) -> (origin: CGPoint, proposal: ProposedViewSize) {
        let childProposal = ProposedViewSize(bounds.size)
        let size = child.sizeThatFits(childProposal)
        return (CGPoint(x: bounds.minX + position.x - size.width / 2, y: bounds.minY + position.y - size.height / 2), childProposal)
    }

    /// A positioned view has a plain view's spacing preferences on every edge.
    func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing { .plain }
}

extension View {
    /// Positions the center of this view at the specified point in its parent's coordinate space.
    public func position(_ position: CGPoint) -> some View {
        layoutModifier(PositionLayout(position: position))
    }

    /// Positions the center of this view at the specified coordinates in its parent's coordinate
    /// space (0 for an omitted coordinate).
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        position(CGPoint(x: x, y: y))
    }
}
