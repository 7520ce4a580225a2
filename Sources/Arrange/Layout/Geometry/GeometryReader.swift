/// A container view that defines its content as a function of its own size and coordinate space.
///
/// The reader takes the space it is proposed (zero on an unspecified axis, Docs/LayoutRules.md §1); its content
/// is proposed the reader's size and placed at its top-leading corner. The content is built during
/// layout, once the reader's frame is known.
///
/// ```swift
/// GeometryReader { proxy in
///     Color.red.frame(width: proxy.size.width / 2)
/// }
/// ```
public struct GeometryReader<Content: View>: View {
    /// The content, built from the reader's geometry.
    public var content: (GeometryProxy) -> Content

    /// Creates a geometry reader.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    /// A geometry reader is primitive.
    public var body: Never { primitiveBody() }
}

extension GeometryReader: PrimitiveView {
    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        let node = builder.addLayout(GeometryReaderLayout(), children: [], context: context)
        // A reader is not an empty container: its content just isn't built yet.
        builder.graph.nodes[Int(node)].priority = 0
        var inner = context
        inner.orientation = nil
        inner.isGridContent = false
        let content = self.content
        builder.graph.deferredContent[node] = DeferredContent(context: inner) { content($0) }
        output.append(node)
    }
}

/// The layout behind `GeometryReader`: the proposed size (zero where unspecified, Docs/LayoutRules.md §1), with
/// every subview proposed that size and placed at the top-leading corner.
struct GeometryReaderLayout: Layout, BuiltinLayout {
    static var isUnaryModifier: Bool { false }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        for subview in subviews {
            subview.place(at: bounds.origin, anchor: .topLeading, proposal: ProposedViewSize(bounds.size))
        }
    }
}
