/// A conditional in a lazy container: the chosen branch's `ForEach`s are built lazily.
extension _ConditionalContent: LazySegmentSource {
    private var chosen: (view: any View, branch: Int) {
        switch storage {
        case .trueContent(let view): return (view, 0)
        case .falseContent(let view): return (view, 1)
        }
    }

    var containsLazyElements: Bool {
        (chosen.view as? LazySegmentSource)?.containsLazyElements ?? false
    }

    func appendLazySegments(to segments: inout [LazySegment], builder: GraphBuilder, context: ResolveContext) {
        let (view, branch) = chosen
        (view as? LazySegmentSource)?.appendLazySegments(to: &segments, builder: builder, context: context.branch(branch))
    }
}

/// An optional view in a lazy container: when present, its `ForEach`s are built lazily.
extension Optional: LazySegmentSource where Wrapped: View {
    var containsLazyElements: Bool {
        guard let view = self else { return false }
        return (view as? LazySegmentSource)?.containsLazyElements ?? false
    }

    func appendLazySegments(to segments: inout [LazySegment], builder: GraphBuilder, context: ResolveContext) {
        guard let view = self else { return }
        (view as? LazySegmentSource)?.appendLazySegments(to: &segments, builder: builder, context: context.branch(0))
    }
}
