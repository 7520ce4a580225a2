/// The layout behind `.alignmentGuide(_:computeValue:)`: the view is unchanged, but reports an
/// explicit value for one guide, computed from its dimensions (Docs/LayoutRules.md §2.9). Other guides are
/// forwarded from the child.
///
/// `@unchecked Sendable`: the closure is the user's, formed where the view was built (usually the
/// main actor), and is only called by a layout pass, which runs on the thread that asked for it
/// (Docs/Engine.md, "Threads and stacks").
struct AlignmentGuideLayout: UnaryModifierLayout, SetsAlignmentGuide, @unchecked Sendable {
    let key: AlignmentKey
    let computeValue: (ViewDimensions) -> CGFloat

    static var forwardsPriority: Bool { true }
    /// Either axis for the type; a node gets the axis of its own `key` (`GraphBuilder.addLayout`).
    static var ownGuides: NodeFlags { .mayHaveGuides }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutSubview) -> (origin: CGPoint, proposal: ProposedViewSize) {
        (bounds.origin, proposal)
    }

    func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
        subviews.first?.spacing ?? .plain
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGFloat? {
        value(for: guide.key, proposal: proposal, subviews: subviews, bounds: bounds)
    }

    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGFloat? {
        value(for: guide.key, proposal: proposal, subviews: subviews, bounds: bounds)
    }

    private func value(for requested: AlignmentKey, proposal: ProposedViewSize, subviews: Subviews, bounds: CGRect) -> CGFloat? {
        guard let child = subviews.first else { return nil }
        guard requested == key else { return child.explicitGuide(requested, proposal: proposal) }
        // The closure is the user's and may keep the dimensions: their guides are checked.
        return computeValue(child.handedToUserCode.dimensions(in: proposal))
    }
}

extension View {
    /// Sets the view's horizontal alignment guide to the value that `computeValue` returns.
    ///
    /// The closure receives the view's dimensions; reading a guide there gives the value the view
    /// already sets, or the guide's default.
    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        layoutModifier(AlignmentGuideLayout(key: g.key, computeValue: computeValue))
    }

    /// Sets the view's vertical alignment guide to the value that `computeValue` returns.
    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View {
        layoutModifier(AlignmentGuideLayout(key: g.key, computeValue: computeValue))
    }
}
