/// A `ForEach` is the content lazy containers build one element at a time.
extension ForEach: LazySegmentSource {
    var containsLazyElements: Bool { true }

    func appendLazySegments(to segments: inout [LazySegment], builder: GraphBuilder, context: ResolveContext) {
        segments.append(.elements(count: data.count) { index, builder, output in
            let element = data[data.index(data.startIndex, offsetBy: index)]
            // The identity the eager path gives the element (see `resolve(in:context:into:)`).
            builder.resolve(content(element), context: context.child(id(element).hashValue), into: &output)
        })
    }
}
