/// The layout behind `visualEffect(_:)`: it passes its single child through unchanged, as
/// ``RenderEffectLayout`` does, and carries the closure that the display-list builder calls with
/// the view's geometry once it is laid out. Visual effects never change layout.
struct VisualEffectLayout: UnaryModifierLayout {
    /// The effect's steps for the view's geometry.
    let effect: @Sendable (GeometryProxy) -> [VisualEffectStep]

    static var forwardsPriority: Bool { true }

    var displayName: String? { "VisualEffect" }

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
