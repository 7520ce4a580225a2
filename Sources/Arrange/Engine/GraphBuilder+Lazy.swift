extension GraphBuilder {
    /// Adds a lazy container: built during layout when `content` contains a `ForEach` and the
    /// container is inside a scroll view along `axis`; otherwise an ordinary container over all
    /// of its content.
    func addLazyContainer<L: Layout, Content: View>(_ layout: L, axis: Axis, content: Content, context: ResolveContext) -> Int32 {
        guard context.scrollAxes.contains(axis == .horizontal ? .horizontal : .vertical),
              let source = content as? LazySegmentSource, source.containsLazyElements else {
            return addContainer(layout, content: content, context: context)
        }
        var inner = context
        inner.orientation = layout.resolvedLayoutProperties.stackOrientation
        inner.isGridContent = false
        var segments: [LazySegment] = []
        source.appendLazySegments(to: &segments, builder: self, context: inner)
        let node = addLayout(layout, children: [], context: context)
        let content = LazyContent(segments: segments, groupAxis: axis, context: inner)
        // Not an empty container unless it has no elements: they just aren't built yet.
        if content.count > 0 { graph.nodes[Int(node)].priority = 0 }
        graph.lazyContent[node] = content
        return node
    }
}
