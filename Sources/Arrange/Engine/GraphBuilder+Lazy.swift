extension GraphBuilder {
    /// Adds a lazy container: lazily built when `content` is a `ForEach` inside a scroll view along
    /// `axis`; otherwise an ordinary container over all of its content.
    func addLazyContainer<L: Layout, Content: View>(_ layout: L, axis: Axis, content: Content, context: ResolveContext) -> Int32 {
        guard context.scrollAxes.contains(axis == .horizontal ? .horizontal : .vertical),
              let source = content as? LazyElementSource else {
            return addContainer(layout, content: content, context: context)
        }
        var inner = context
        inner.orientation = layout.resolvedLayoutProperties.stackOrientation
        inner.isGridContent = false
        let node = addLayout(layout, children: [], context: context)
        // Not an empty container: its elements just aren't built yet.
        graph.nodes[Int(node)].priority = 0
        graph.lazyContent[node] = LazyContent(context: inner, count: source.lazyElementCount, groupAxis: axis) { index, builder, context, output in
            source.resolveLazyElement(index, in: builder, context: context, into: &output)
        }
        return node
    }
}
