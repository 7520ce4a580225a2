/// The layout behind drawing modifiers (`opacity`, `clipShape`, `rotationEffect`, `shadow`,
/// `zIndex`, …): it passes its single child through unchanged (same proposal, same size, same
/// spacing, guides and priority) and carries a ``RenderEffect`` that the display-list builder
/// applies to the child's drawing. These modifiers never change layout, as in SwiftUI.
struct RenderEffectLayout: UnaryModifierLayout, ValidatedLayoutInput {
    let effect: RenderEffect

    static var forwardsPriority: Bool { true }

    var displayName: String? { effect.name }

    var inputProblem: String? { effect.problem }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutSubview) -> (origin: CGPoint, proposal: ProposedViewSize) {
        (bounds.origin, proposal)
    }

    func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
        subviews.first?.spacing ?? .plain
    }
}
