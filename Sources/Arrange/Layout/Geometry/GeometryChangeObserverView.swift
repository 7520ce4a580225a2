/// A view whose geometry a ``ViewHost`` watches (`onGeometryChange(for:of:action:)`): after each
/// update's layout, `transform` runs on each of the content's views' geometry and the action runs
/// when the result differs from the one of the previous update, and once with the first value.
/// It adds no node: the observed views lay out as they would without it.
struct GeometryChangeObserverView<Content: View, Value: Equatable>: View, PrimitiveView {
    let content: Content
    let transform: (GeometryProxy) -> Value
    let action: (Value, Value) -> Void

    var body: Never { primitiveBody() }

    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        let start = output.count
        builder.resolve(content, context: context, into: &output)
        guard builder.graph.runtime != nil else { return }
        let tag = ResolveContext.salt(of: Self.self)
        let transform = transform, action = action
        for node in output[start...] {
            let identity = ResolveContext.mix(builder.graph.nodes[Int(node)].identity, tag)
            // The observers of `onPreferenceChange` run at the same point, after layout.
            builder.graph.preferences.observers.append(PreferenceObserver { graph, runtime in
                let frame = graph.frames[Int(node)]
                guard !frame.isNull else { return } // not placed: nothing to measure
                let value = transform(GeometryProxy(graph: graph, node: node, frame: frame))
                runtime.observe(value, at: identity, initial: true, action: action)
            })
        }
    }
}
