/// Lays out the levels of a `NavigationStack` (its root and each pushed view, bars included):
/// every level gets the whole area the stack is proposed, one over the other; the levels under
/// the top one are hidden (`NavigationStack+Levels`). The stack takes the whole proposal, as a
/// `UINavigationController`'s view fills the space it is given.
struct NavigationStackLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: bounds.origin, proposal: ProposedViewSize(bounds.size))
        }
    }
}
