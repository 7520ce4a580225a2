/// A group in a lazy container is transparent: its content's `ForEach`s are built lazily.
extension Group: LazySegmentSource {
    var containsLazyElements: Bool {
        (content as? LazySegmentSource)?.containsLazyElements ?? false
    }

    func appendLazySegments(to segments: inout [LazySegment], builder: GraphBuilder, context: ResolveContext) {
        (content as? LazySegmentSource)?.appendLazySegments(to: &segments, builder: builder, context: context.child(0))
    }
}
