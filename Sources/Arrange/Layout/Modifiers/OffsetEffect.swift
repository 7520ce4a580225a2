/// The effect behind `.offset` (Docs/LayoutRules.md §2.7): it moves where the view is drawn without changing
/// its size or anything else's layout. The offset view's own frame stays where layout put it; its
/// content is translated.
struct OffsetEffect: UnaryModifierLayout, Equatable {
    let offset: CGSize

    static var forwardsPriority: Bool { true }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutSubview) -> (origin: CGPoint, proposal: ProposedViewSize) {
        (CGPoint(x: bounds.minX + offset.width, y: bounds.minY + offset.height), proposal)
    }

    func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
        subviews.first?.spacing ?? .plain
    }

    /// Alignment guides are layout values: the offset does not move them.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGFloat? {
        subviews.first?.explicitGuide(guide.key, proposal: proposal)
    }

    /// Alignment guides are layout values: the offset does not move them.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGFloat? {
        subviews.first?.explicitGuide(guide.key, proposal: proposal)
    }
}

extension View {
    /// Offsets this view by the horizontal and vertical amount specified in the offset parameter.
    public func offset(_ offset: CGSize) -> some View {
        layoutModifier(OffsetEffect(offset: offset))
    }

    /// Offsets this view by the specified horizontal and vertical distances.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        offset(CGSize(width: x, height: y))
    }
}
