/// The layout behind `.fixedSize` (Docs/LayoutRules.md §2.3): the child is proposed nil on the fixed axes and
/// the incoming proposal on the others, and the result is the child's answer, even when it exceeds
/// the proposal. It keeps the child's layout priority.
struct FixedSizeLayout: UnaryModifierLayout, Equatable {
    let horizontal: Bool
    let vertical: Bool

    static var forwardsPriority: Bool { true }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutSubview) -> (origin: CGPoint, proposal: ProposedViewSize) {
        (bounds.origin, childProposal(proposal))
    }

    func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
        subviews.first?.spacing ?? .plain
    }
}

extension View {
    /// Fixes this view at its ideal size in the specified dimensions.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        layoutModifier(FixedSizeLayout(horizontal: horizontal, vertical: vertical))
    }

    /// Fixes this view at its ideal size in both dimensions.
    public func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }
}
