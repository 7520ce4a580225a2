/// The node a host places when views present something: the root view where the host would put
/// it, and over it each presented layer, proposed the whole hosting area and placed at its origin
/// (Docs/Differences.md, "Presentation").
///
/// Its size is the root view's, so the root keeps its frame, and the snapshot's size is the
/// root's, whether something is presented or not.
struct PresentationHostLayout: Layout {
    /// The hosting area, in the host's coordinates; nil for a snapshot proposed a size, whose
    /// layers cover the root view's frame.
    let area: CGRect?
    /// The hosting area's safe-area insets.
    let insets: EdgeInsets

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        guard let root = subviews.first else { return }
        root.place(at: bounds.origin, anchor: .topLeading, proposal: proposal)
        let area = area ?? bounds
        for layer in subviews.dropFirst() {
            layer.place(at: area.origin, anchor: .topLeading, proposal: ProposedViewSize(area.size))
        }
    }
}
