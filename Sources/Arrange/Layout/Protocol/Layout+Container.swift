/// A layout applied to content: what calling a layout with a view builder produces.
struct LayoutContainerView<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content

    var body: Never { primitiveBody() }

    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        if builder.layoutFacts.layout(L.self).isLazy, let lazy = layout as? LazyLayout {
            output.append(builder.addLazyContainer(layout, axis: lazy.growthAxis, content: content, context: context))
        } else {
            output.append(builder.addContainer(layout, content: content, context: context))
        }
    }
}

extension Layout {
    /// Combines the specified views into a single composite view using the layout algorithms of
    /// this layout container.
    ///
    /// ```swift
    /// MyEqualWidthHStack {
    ///     Color.red.frame(width: 40, height: 20)
    ///     Color.blue.frame(width: 80, height: 20)
    /// }
    /// ```
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutContainerView(layout: self, content: content())
    }
}

extension GraphBuilder {
    /// Resolves `content` as the subviews of a container laid out by `layout`.
    func addContainer<L: Layout, Content: View>(_ layout: L, content: Content, context: ResolveContext) -> Int32 {
        // The answers that depend on the type alone come from its facts, without a dynamic cast.
        let facts = layoutFacts.layout(L.self)
        var inner = context
        inner.orientation = facts.hasInstanceProperties ? layout.resolvedLayoutProperties.stackOrientation : L.layoutProperties.stackOrientation
        inner.isGridContent = facts.mayBeGrid && layout.isGrid
        // The children go into a list kept from an earlier container (`childLists`), so that a
        // container allocates no array of its own.
        var children = childLists.popLast() ?? []
        resolve(content, context: inner, into: &children)
        let node = addLayout(layout, children: children, context: context)
        children.removeAll(keepingCapacity: true)
        childLists.append(children)
        return node
    }
}
