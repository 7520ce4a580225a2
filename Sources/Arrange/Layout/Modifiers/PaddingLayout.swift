/// The layout behind `.padding` (Docs/LayoutRules.md §2.4).
///
/// The child is proposed the proposal reduced by the insets (clamped at 0; nil stays nil); the
/// padded view is the child's size plus the insets (clamped at 0), with the child at the leading
/// and top insets.
@usableFromInline
struct PaddingLayout: UnaryModifierLayout, Equatable {
    let insets: EdgeInsets

    /// Pads the child by `insets`.
    @usableFromInline init(insets: EdgeInsets) {
        self.insets = insets
    }

    static var forwardsPriority: Bool { false }
    /// The padded size and the child's position follow from the child's size.
    static var preservesProposalInvariance: Bool { true }

    @usableFromInline func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return CGSize(
            width: Swift.max(child.width + insets.leading + insets.trailing, 0),
            height: Swift.max(child.height + insets.top + insets.bottom, 0))
    }

    func childProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: proposal.width.map { Swift.max($0 - insets.leading - insets.trailing, 0) },
            height: proposal.height.map { Swift.max($0 - insets.top - insets.bottom, 0) })
    }

    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutSubview) -> (origin: CGPoint, proposal: ProposedViewSize) {
        (CGPoint(x: bounds.minX + insets.leading, y: bounds.minY + insets.top), childProposal(proposal))
    }

    /// Padded edges get a plain view's spacing preferences.
    @usableFromInline func spacing(subviews: Subviews, cache: inout Void) -> ViewSpacing {
        var edges: Edge.Set = []
        if insets.top != 0 { edges.insert(.top) }
        if insets.leading != 0 { edges.insert(.leading) }
        if insets.bottom != 0 { edges.insert(.bottom) }
        if insets.trailing != 0 { edges.insert(.trailing) }
        return (subviews.first?.spacing ?? .plain).resettingToPlain(edges)
    }
}

extension View {
    /// Adds an equal padding amount to specific edges of this view.
    ///
    /// - Parameters:
    ///   - edges: The set of edges to pad for this view. The default is `.all`.
    ///   - length: An amount, given in points, to pad this view on the specified edges. If nil,
    ///     the default padding: 16 points (Docs/LayoutRules.md §2.4).
    @inlinable public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let amount = length ?? 16
        return layoutModifier(PaddingLayout(insets: EdgeInsets(
            top: edges.contains(.top) ? amount : 0,
            leading: edges.contains(.leading) ? amount : 0,
            bottom: edges.contains(.bottom) ? amount : 0,
            trailing: edges.contains(.trailing) ? amount : 0)))
    }

    /// Adds a specific padding amount to each edge of this view.
    @inlinable public func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    /// Adds different padding amounts to each edge of this view.
    @inlinable public func padding(_ insets: EdgeInsets) -> some View {
        layoutModifier(PaddingLayout(insets: insets))
    }
}

extension PaddingLayout {
    // The type is `@usableFromInline` so that a client's `padding` resolves to it at compile
    // time (Docs/Engine.md, "Modifier types clients can see"); the witnesses of `Layout`'s
    // requirements are therefore declared here, forwarding to `UnaryModifierLayout`'s.

    /// Places the single child where `childPlacement(in:proposal:child:)` says.
    @usableFromInline func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        placeChild(in: bounds, proposal: proposal, subviews: subviews)
    }

    /// Forwards the child's explicit value of `guide`, shifted by where the child is placed.
    @usableFromInline func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGFloat? {
        forwardedGuide(guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }

    /// Forwards the child's explicit value of `guide`, shifted by where the child is placed.
    @usableFromInline func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGFloat? {
        forwardedGuide(guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }
}
