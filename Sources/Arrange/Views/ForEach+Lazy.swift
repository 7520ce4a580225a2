/// A `ForEach` is the content lazy containers build one element at a time.
extension ForEach: LazySegmentSource {
    var containsLazyElements: Bool { true }

    func appendLazySegments(to segments: inout [LazySegment], builder: GraphBuilder, context: ResolveContext) {
        if let resolveElements {
            // Subviews and sections exist once their view is resolved: built up front.
            var nodes: [Int32] = []
            resolveElements(builder, context, &nodes)
            if !nodes.isEmpty { segments.append(.views(nodes)) }
            return
        }
        segments.append(.elements(count: data.count) { index, builder, output in
            let element = data[data.index(data.startIndex, offsetBy: index)]
            // The identity the eager path gives the element (see `resolve(in:context:into:)`).
            builder.resolve(content(element), context: context.child(Self.identityComponent(of: id(element))), into: &output)
        })
    }
}
