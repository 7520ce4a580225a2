/// What a layout pass did: how many views it measured and how often the size memo answered, as
/// Yoga reports its measure calls and cache hits.
public struct LayoutStatistics: Equatable, Sendable {
    /// The number of views in the tree.
    public var nodeCount = 0
    /// How many times a layout's `sizeThatFits` ran (memo misses). Colours, shapes, spacers and
    /// dividers answer by arithmetic on the proposal and are not counted, nor are flexible frames
    /// directly around a colour or shape (`.frame(minWidth:maxWidth:…)` on a `Color`), whose size
    /// is the same arithmetic clamped by the frame's constraints.
    public var measureCalls = 0
    /// How many size requests the memo answered.
    public var cacheHits = 0
    /// How many views the pass placed by running their container's placement. A full layout places
    /// every view; a relayout by ``LayoutHost`` moves the frames of unchanged subtrees placed
    /// as before without placing their views again, and does not count them.
    public var viewsPlaced = 0
    /// How many `ForEach` elements lazy containers (`LazyVStack`, `LazyVGrid`, …) built during
    /// layout: the elements they measured to estimate their length and those that intersect the
    /// viewport.
    public var lazyElementsBuilt = 0
    /// How many views' `body` (and view modifiers' `body(content:)`) were evaluated to build the
    /// tree, the content that lazy containers and `GeometryReader`s built during layout included.
    /// An update of a ``ViewHost`` evaluates only the bodies whose inputs changed and those around
    /// them; the views it kept are counted in ``viewsKept`` (Docs/Engine.md, "Retained views").
    public var bodiesEvaluated = 0
    /// How many nodes resolving made: views of Arrange's own, each modifier that lays out, and
    /// the content built during layout.
    public var nodesResolved = 0
    /// In a ``ViewHost``'s update: how many views with a `body` were kept from the last update
    /// because none of their inputs changed (their bodies not evaluated, their nodes copied).
    public var viewsKept = 0
    /// In a ``ViewHost``'s update: how many nodes were copied from the last update for the kept
    /// views (not counted in ``nodesResolved``).
    public var nodesKept = 0
    /// Nanoseconds spent resolving views into nodes.
    public var resolveNanoseconds: UInt64 = 0
    /// Nanoseconds spent in layout (sizing and placement), excluding resolution.
    public var layoutNanoseconds: UInt64 = 0
    /// Nanoseconds the call that resolved and laid out the tree spent outside those two steps:
    /// setting the pass up (a full layout's per-view storage, the subtree stamps a `LayoutHost`
    /// keeps), handing caches over and winding it down. Resolving and laying out run on the
    /// caller's thread, so no thread hop is among them.
    public var outsidePassNanoseconds: UInt64 = 0
    /// How many times a recursion over a tree too deep for the caller's stack continued on a
    /// stack segment of the same thread (Docs/Engine.md, "Threads and stacks"); 0 for most trees.
    public var stackSegmentsUsed = 0
}
