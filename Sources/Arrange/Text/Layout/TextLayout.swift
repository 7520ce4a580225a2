/// The layout behind `Text`: a leaf whose size, baselines and spacing come from its typeset lines.
///
/// Written against the public `Layout` protocol like every container; it has no subviews.
struct TextLayout: Layout, BuiltinLayout, SetsAlignmentGuide {
    /// A text reports its baselines, which are vertical guides, and no horizontal guide.
    static var ownGuides: NodeFlags { .mayHaveVerticalGuides }

    static var isUnaryModifier: Bool { false }

    let model: TextModel

    /// `Text "Hello"` in the snapshot's tree (the first 40 characters).
    var displayName: String? {
        let string = model.inputs.map(\.string).joined()
        let shown = string.count > 40 ? String(string.prefix(40)) + "…" : string
        return "Text \(shown.debugDescription)"
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        model.layout(for: proposal).size
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {}

    /// Text reports its first and last baselines (Docs/LayoutRules.md §7); other guides take their defaults.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGFloat? {
        if guide == .firstTextBaseline { return bounds.minY + model.layout(for: proposal).firstBaseline }
        if guide == .lastTextBaseline { return bounds.minY + model.layout(for: proposal).lastBaseline }
        return nil
    }

    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGFloat? {
        nil
    }

    func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
        model.spacing
    }
}
