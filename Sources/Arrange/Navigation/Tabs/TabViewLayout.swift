/// Lays out the tabs of a `TabView`: each is proposed the whole area above the tab bar and
/// centred in it, as a tab's view fills its `UITabBarController` page; only the selected one is
/// shown (`TabView+Resolve`). The container takes the whole proposal.
struct TabViewLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(bounds.size))
        }
    }
}
