/// A view with a `matchedGeometryEffect`: each of its content's subviews is wrapped in a
/// ``MatchedGeometryLayout`` node recorded in the graph's matched groups.
struct MatchedGeometryView<Content: View>: View, PrimitiveView {
    let content: Content
    let layout: MatchedGeometryLayout

    var body: Never { primitiveBody() }

    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        var children: [Int32] = []
        builder.resolve(content, context: context, into: &children)
        for child in children {
            var inner = context
            inner.identity = builder.graph.nodes[Int(child)].identity
            let node = builder.addLayout(layout, children: [child], context: inner)
            builder.graph.matchedGeometry[node] = layout
            output.append(node)
        }
    }
}
