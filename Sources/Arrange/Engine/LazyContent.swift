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

/// A layout that can build its content during layout (the lazy stacks and grids), whether used
/// through its view or called directly with a view builder.
protocol LazyLayout {
    /// The axis the container grows along, which an enclosing scroll view must scroll along for
    /// the content to be built lazily.
    var growthAxis: Axis { get }
}
