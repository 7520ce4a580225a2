extension LazyLayout where Self: Layout {
    /// The explicit value of a guide among the subviews, as any layout combines them; nil for
    /// content built during layout, whose unbuilt elements cannot answer.
    func lazyExplicitAlignment(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        guard !LazyElements(subviews).isLazy else { return nil }
        return combinedExplicitAlignment(key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}
