/// A single-child layout modifier (frame, padding, fixedSize, …) written as a `Layout`.
///
/// It says where its child goes; placement and the forwarding of the child's explicit alignment
/// guides, shifted by that placement, follow from it (Docs/LayoutRules.md §7: unary modifiers forward every
/// guide, built-in ones included).
protocol UnaryModifierLayout: Layout, BuiltinLayout where Cache == Void {
    /// The child's origin (in the coordinate space of `bounds`) and the proposal it is placed with.
    func childPlacement(in bounds: CGRect, proposal: ProposedViewSize, child: LayoutSubview) -> (origin: CGPoint, proposal: ProposedViewSize)
}

extension UnaryModifierLayout {
    /// `Layout`'s placement: ``placeChild(in:proposal:subviews:)``.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        placeChild(in: bounds, proposal: proposal, subviews: subviews)
    }

    /// Places the single child where ``childPlacement(in:proposal:child:)`` says.
    func placeChild(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews) {
        guard let child = subviews.first else { return }
        let placement = childPlacement(in: bounds, proposal: proposal, child: child)
        child.place(at: placement.origin, anchor: .topLeading, proposal: placement.proposal)
    }

    /// Forwards the child's explicit value of `guide`, shifted by where the child is placed.
    func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGFloat? {
        forwardedGuide(guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }

    /// Forwards the child's explicit value of `guide`, shifted by where the child is placed.
    func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGFloat? {
        forwardedGuide(guide.key, in: bounds, proposal: proposal, subviews: subviews)
    }

    func forwardedGuide(_ key: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews) -> CGFloat? {
        guard let child = subviews.first, subviews.mayHaveExplicitGuides(on: key.axis) else { return nil }
        let placement = childPlacement(in: bounds, proposal: proposal, child: child)
        guard let value = child.explicitGuide(key, proposal: placement.proposal) else { return nil }
        return value + placement.origin[key.axis] - bounds.origin[key.axis]
    }
}

extension LayoutSubview {
    /// The subview's explicit value of `key` when measured with `proposal`.
    func explicitGuide(_ key: AlignmentKey, proposal: ProposedViewSize) -> CGFloat? {
        let proposal = graph.sanitized(proposal, from: container)
        return graph.explicitGuide(of: node, key, proposal: proposal, size: graph.size(of: node, proposal: proposal))
    }

    /// Whether the subview is a `Spacer`.
    var isSpacer: Bool {
        if case .spacer = graph.nodes[Int(node)].kind { return true }
        return false
    }
}

/// A single-child layout modifier applied to content. Applied to a group, it wraps each of the
/// group's subviews, as SwiftUI's modifiers do.
@usableFromInline
struct ModifiedLayoutView<Content: View, L: Layout>: View, PrimitiveView {
    let content: Content
    let layout: L

    /// The view `layout` wraps.
    @usableFromInline init(content: Content, layout: L) {
        self.content = content
        self.layout = layout
    }

    @usableFromInline var body: Never { primitiveBody() }

    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        // Each node of the content gets the modifier's node in its place.
        let start = output.count
        builder.resolve(content, context: context, into: &output)
        guard output.count > start else { return }
        // The commonest modifiers through code specialised for their layout type.
        if L.self == FrameLayout.self {
            builder.wrapEach(from: start, of: &output, in: unsafeBitCast(layout, to: FrameLayout.self), context: context)
        } else if L.self == FlexFrameLayout.self {
            builder.wrapEach(from: start, of: &output, in: unsafeBitCast(layout, to: FlexFrameLayout.self), context: context)
        } else if L.self == PaddingLayout.self {
            builder.wrapEach(from: start, of: &output, in: unsafeBitCast(layout, to: PaddingLayout.self), context: context)
        } else {
            builder.wrapEach(from: start, of: &output, in: layout, context: context)
        }
    }
}

/// A modifier whose arguments can be invalid (negative or non-finite sizes); the problem is
/// reported in the snapshot's diagnostics.
protocol ValidatedLayoutInput {
    var inputProblem: String? { get }
}

extension View {
    /// Wraps the view (each of its subviews, for a group) in a single-child layout.
    @usableFromInline func layoutModifier<L: Layout>(_ layout: L) -> ModifiedLayoutView<Self, L> {
        ModifiedLayoutView(content: self, layout: layout)
    }
}
