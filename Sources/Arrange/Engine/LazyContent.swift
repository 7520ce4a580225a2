/// The content of a lazy container, built element by element during layout.
///
/// A `LazyVStack` (or `LazyHStack`, `LazyVGrid`, `LazyHGrid`) inside a scroll view along its axis,
/// whose content contains a `ForEach`, does not resolve its `ForEach` elements up front: it
/// records how many there are and how to make element `i`, and builds only the elements its layout
/// asks for (those it measures to estimate its length and those that intersect the scroll view's
/// viewport). Other views of the content (a header, a footer) are resolved up front, one element
/// per view, and join the container when its layout first asks for them.
struct LazyContent {
    /// The elements in order: runs of views resolved up front and `ForEach` runs built on demand.
    let segments: [LazySegment]
    /// The index of each segment's first element.
    private let starts: [Int]
    /// The number of elements.
    let count: Int
    /// The stack that groups an element made of several views into one subview.
    let groupAxis: Axis
    /// The context the container's content is resolved in (for those groups).
    let context: ResolveContext
    /// The elements built so far: element index → (node, subview slot).
    var built: [Int: (node: Int32, slot: Int32)] = [:]
    /// How many child slots the container's block in the child list has (built ones and room).
    var capacity = 0

    init(segments: [LazySegment], groupAxis: Axis, context: ResolveContext) {
        self.segments = segments
        self.groupAxis = groupAxis
        self.context = context
        var starts: [Int] = []
        var total = 0
        for segment in segments {
            starts.append(total)
            total += segment.count
        }
        self.starts = starts
        self.count = total
    }

    /// The segment holding element `index`, and the element's index within it.
    func locate(_ index: Int) -> (segment: LazySegment, offset: Int) {
        var low = 0, high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return (segments[low], index - starts[low])
    }
}

/// A run of a lazy container's elements.
enum LazySegment {
    /// Views resolved up front (not yet children of the container), one element each.
    case views([Int32])
    /// The elements of a `ForEach`, resolved on demand: `count` of them, element `i` made by
    /// `resolve(i, builder, output)` in the `ForEach`'s context.
    case elements(count: Int, resolve: (Int, GraphBuilder, inout [Int32]) -> Void)

    /// The number of elements in the run.
    var count: Int {
        switch self {
        case .views(let nodes): return nodes.count
        case .elements(let count, _): return count
        }
    }
}

/// Content that a lazy container can split into segments: a `ForEach`, or a `TupleView` or
/// `Group` containing one.
protocol LazySegmentSource {
    /// Whether the content contains a `ForEach` to build lazily (checked before anything is
    /// resolved, so content without one is resolved the ordinary way).
    var containsLazyElements: Bool { get }
    /// Appends the content's segments, resolving views other than `ForEach` now.
    func appendLazySegments(to segments: inout [LazySegment], builder: GraphBuilder, context: ResolveContext)
}

/// A layout that can build its content during layout (the lazy stacks and grids), whether used
/// through its view or called directly with a view builder.
protocol LazyLayout {
    /// The axis the container grows along, which an enclosing scroll view must scroll along for
    /// the content to be built lazily.
    var growthAxis: Axis { get }
}
