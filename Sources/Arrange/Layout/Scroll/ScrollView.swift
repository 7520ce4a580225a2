/// A scrollable view.
///
/// The content is proposed an unspecified length along the scroll axes (its ideal length) and the
/// scroll view's size across them; several views in the content are stacked in an implicit
/// `VStack`, as in SwiftUI. The scroll view takes the space it is proposed (its content's size on
/// an unspecified axis). The content starts at the top-leading edge, centred across the scroll
/// axis when narrower; `defaultScrollAnchor(_:)` scrolls it to another point.
public struct ScrollView<Content: View>: View {
    /// The scroll view's content.
    public var content: Content
    /// The scrollable axes of the scroll view.
    public var axes: Axis.Set
    /// Whether the scroll view shows its scroll indicators (no effect on layout).
    public var showsIndicators: Bool

    /// Creates a new instance that's scrollable in the direction of the given axis.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    /// A scroll view is primitive.
    public var body: Never { primitiveBody() }
}

extension ScrollView: PrimitiveView {
    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        var inner = context.child(0)
        inner.orientation = .vertical
        inner.isGridContent = false
        inner.scrollAxes.formUnion(axes)
        var children: [Int32] = []
        builder.resolve(content, context: inner, into: &children)
        if children.count != 1 {
            children = [builder.addLayout(VStackLayout(), children: children, context: inner)]
        }
        let layout = ScrollViewLayout(axes: axes, anchor: context.environment.defaultScrollAnchor)
        let node = builder.addLayout(layout, children: children, context: context)
        builder.graph.scrollViewAxes[node] = axes
        output.append(node)
    }
}

/// The layout behind `ScrollView`.
struct ScrollViewLayout: Layout, BuiltinLayout {
    let axes: Axis.Set
    /// The point of the content shown initially (`defaultScrollAnchor`); nil: the top-leading.
    let anchor: UnitPoint?

    static var isUnaryModifier: Bool { false }

    /// Nil along the scroll axes, the scroll view's proposal across them.
    func contentProposal(_ proposal: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: axes.contains(.horizontal) ? nil : proposal.width, height: axes.contains(.vertical) ? nil : proposal.height)
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        if let width = proposal.width, let height = proposal.height { return CGSize(width: width, height: height) }
        subviews.graph.recordContainerSize(proposal, of: subviews.container)
        let content = subviews.first?.sizeThatFits(contentProposal(proposal)) ?? .zero
        return CGSize(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let content = subviews.first else { return }
        subviews.graph.recordContainerSize(ProposedViewSize(bounds.size), of: subviews.container)
        let childProposal = contentProposal(ProposedViewSize(bounds.size))
        let size = content.sizeThatFits(childProposal)
        func origin(_ axis: Axis, scrolls: Bool) -> CGFloat {
            let overflow = size[axis] - bounds.size[axis]
            guard scrolls else { return bounds.origin[axis] - overflow / 2 } // centred across
            let fraction = anchor.map { axis == .horizontal ? $0.x : $0.y } ?? 0
            return bounds.origin[axis] - Swift.max(overflow, 0) * fraction
        }
        content.place(
            at: CGPoint(x: origin(.horizontal, scrolls: axes.contains(.horizontal)), y: origin(.vertical, scrolls: axes.contains(.vertical))),
            anchor: .topLeading,
            proposal: childProposal)
    }
}
