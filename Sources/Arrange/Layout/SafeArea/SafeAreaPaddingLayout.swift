/// The layout behind `safeAreaPadding` (Docs/LayoutRules.md §13).
///
/// Sized and placed as `padding` is (Docs/LayoutRules.md §2.4): the child is proposed the proposal
/// less the insets and sits inside them. The insets are added to the child's safe area, so a view
/// in it that ignores the safe area extends into them (and on into the safe area around when it
/// reaches its boundary).
struct SafeAreaPaddingLayout: UnaryModifierLayout, Equatable {
    /// The insets added to the safe area, each at least 0.
    let insets: EdgeInsets

    static var forwardsPriority: Bool { false }

    private var padding: PaddingLayout { PaddingLayout(insets: insets) }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        var cache: Void = ()
        return padding.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutSubview) -> (origin: CGPoint, proposal: ProposedViewSize) {
        padding.childPlacement(in: bounds, proposal: proposal, child: child)
    }

    /// Records the child's safe area, then places the child as `padding` does.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let child = subviews.first else { return }
        child.graph.recordSafeAreaLayer(for: child.node, container: child.container, bounds: bounds, insets: insets)
        let placement = childPlacement(in: bounds, proposal: proposal, child: child)
        child.place(at: placement.origin, anchor: .topLeading, proposal: placement.proposal)
    }

    /// The child's spacing preferences: the padding is in the safe area, not a plain edge.
    func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
        var cache: Void = ()
        return padding.spacing(subviews: subviews, cache: &cache)
    }
}

extension SafeAreaPaddingLayout: ValidatedLayoutInput {
    /// What is wrong with the insets: a negative or non-finite one.
    var inputProblem: String? {
        let values = [("top", insets.top), ("leading", insets.leading), ("bottom", insets.bottom), ("trailing", insets.trailing)]
        let bad = values.filter { !$0.1.isFinite || $0.1 < 0 }
        guard !bad.isEmpty else { return nil }
        return "safeAreaPadding: " + bad.map { "\($0.0) inset \($0.1)" }.joined(separator: ", ") + " used as 0"
    }

    /// The layout with negative and non-finite insets made 0.
    var sanitized: SafeAreaPaddingLayout {
        func usable(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }
        return SafeAreaPaddingLayout(insets: EdgeInsets(top: usable(insets.top), leading: usable(insets.leading), bottom: usable(insets.bottom), trailing: usable(insets.trailing)))
    }
}
