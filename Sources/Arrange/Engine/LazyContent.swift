/// The content of a lazy container, built element by element during layout.
///
/// A `LazyVStack` (or `LazyHStack`, `LazyVGrid`, `LazyHGrid`) inside a scroll view along its axis,
/// whose content is a `ForEach`, does not resolve its elements up front: it records how many there
/// are and how to make element `i`, and builds only the elements its layout asks for (those it
/// measures to estimate its length and those that intersect the scroll view's viewport).
struct LazyContent {
    /// The context the container's content is resolved in.
    let context: ResolveContext
    /// The number of elements.
    let count: Int
    /// The stack that groups an element made of several views into one subview.
    let groupAxis: Axis
    /// Resolves element `i` into nodes.
    let resolve: (Int, GraphBuilder, ResolveContext, inout [Int32]) -> Void
    /// The elements built so far: element index → (node, subview slot).
    var built: [Int: (node: Int32, slot: Int32)] = [:]
    /// How many child slots the container's block in the child list has (built ones and room).
    var capacity = 0
}

/// Content that a lazy container can build one element at a time: a `ForEach`.
protocol LazyElementSource {
    /// The number of elements.
    var lazyElementCount: Int { get }
    /// Resolves element `index` (0-based) into nodes, with the identity the eager path gives it.
    func resolveLazyElement(_ index: Int, in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32])
}

extension ForEach: LazyElementSource {
    var lazyElementCount: Int { data.count }

    func resolveLazyElement(_ index: Int, in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        let element = data[data.index(data.startIndex, offsetBy: index)]
        builder.resolve(content(element), context: context.child(id(element).hashValue), into: &output)
    }
}

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
