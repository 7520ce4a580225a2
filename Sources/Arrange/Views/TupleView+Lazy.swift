/// A tuple of views in a lazy container: its `ForEach`s are built lazily, its other views up
/// front, each with the identity the eager path gives it.
extension TupleView: LazySegmentSource {
    var containsLazyElements: Bool {
        elements.contains { ($0 as? LazySegmentSource)?.containsLazyElements ?? false }
    }

    func appendLazySegments(to segments: inout [LazySegment], builder: GraphBuilder, context: ResolveContext) {
        for (index, view) in elements.enumerated() {
            let child = context.child(index)
            if let source = view as? LazySegmentSource, source.containsLazyElements {
                source.appendLazySegments(to: &segments, builder: builder, context: child)
            } else {
                var nodes: [Int32] = []
                builder.resolveAny(view, context: child, into: &nodes)
                if !nodes.isEmpty { segments.append(.views(nodes)) }
            }
        }
    }
}
