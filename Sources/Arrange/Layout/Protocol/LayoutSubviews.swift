/// An opaque collection of proxies for the subviews of a layout container.
///
/// A random-access collection indexed by `Int`; slicing it gives another `LayoutSubviews` that
/// keeps the original indices. A layout may keep it in its cache, as it may keep a
/// ``LayoutSubview`` (Docs/Engine.md, "Proxies").
public struct LayoutSubviews: Equatable, RandomAccessCollection {
    /// A type that indexes the subviews.
    public typealias Index = Int
    /// A slice of the subviews is itself a subview collection.
    public typealias SubSequence = LayoutSubviews
    /// The element type: a subview proxy.
    public typealias Element = LayoutSubview
    /// The indices of the collection.
    public typealias Indices = Range<Int>

    /// The graph, unretained (see `LayoutSubview.graphReference`).
    let graphReference: Unmanaged<LayoutGraph>
    /// The container's node.
    let container: Int32
    /// Where the container's children start in the graph's child list.
    let base: Int32
    /// The graph's generation when handed to a custom layout, else 0 (`LayoutSubview.generation`).
    let generation: UInt64
    /// The lineage of the custom layout's cache (`LayoutSubview.lineage`).
    let lineage: UInt32

    /// The index of the first subview.
    public let startIndex: Int
    /// An index that's one higher than the last subview.
    public let endIndex: Int

    /// The graph the subviews belong to.
    var graph: LayoutGraph { graphReference.takeUnretainedValue() }

    /// Runs `body` with the graph borrowed, without retaining it.
    @inline(__always)
    func withGraph<Result>(_ body: (LayoutGraph) -> Result) -> Result {
        graphReference._withUnsafeGuaranteedRef(body)
    }

    @inline(__always)
    init(graph: LayoutGraph, container: Int32) {
        self.graphReference = Unmanaged.passUnretained(graph)
        self.container = container
        // Fields read in place: copying the node would retain its layout storage.
        self.base = graph.nodes[Int(container)].firstChild
        self.startIndex = 0
        self.endIndex = Int(graph.nodes[Int(container)].childCount)
        self.generation = 0
        self.lineage = 0
    }

    init(graphReference: Unmanaged<LayoutGraph>, container: Int32, base: Int32, bounds: Range<Int>, generation: UInt64, lineage: UInt32) {
        self.graphReference = graphReference
        self.container = container
        self.base = base
        self.startIndex = bounds.lowerBound
        self.endIndex = bounds.upperBound
        self.generation = generation
        self.lineage = lineage
    }

    /// The same subviews, checked before use as proxies handed to a custom layout whose cache has
    /// `lineage` (`LayoutCallStack`).
    func handedToCustomLayout(lineage: UInt32) -> LayoutSubviews {
        LayoutSubviews(graphReference: graphReference, container: container, base: base, bounds: startIndex..<endIndex, generation: withGraph { $0.generation }, lineage: lineage)
    }

    /// The collection to read the subviews through: this one while its graph is in use, else the
    /// one it stands for now (`LayoutSubview.live`).
    @inline(__always)
    var live: LayoutSubviews {
        generation == 0 ? self : checkedLive()
    }

    /// `live` for subviews handed to user code: out of line (see `LayoutSubview.checkedLive`).
    @inline(never)
    private func checkedLive() -> LayoutSubviews {
        LayoutCallStack.current.live(self)
    }

    /// The layout direction inherited by the container view.
    ///
    /// You rarely need it: in a right-to-left environment Arrange flips the x position of each view
    /// within its parent, so layouts written for left-to-right produce the mirrored result.
    public var layoutDirection: LayoutDirection {
        let subviews = live
        return subviews.withGraph { $0.nodes[Int(subviews.container)].flags.contains(.rightToLeft) } ? .rightToLeft : .leftToRight
    }

    /// Gets the subview proxy at a specified index.
    @inline(__always)
    public subscript(index: Int) -> LayoutSubview {
        guard generation == 0 else { return checkedLive().element(at: index) }
        return element(at: index)
    }

    /// The proxy at `index`, read from this collection's graph as it is.
    @inline(__always)
    private func element(at index: Int) -> LayoutSubview {
        if index < startIndex || index >= endIndex { outOfRange(index) }
        let node = withGraph { $0.childList[Int(base) + index] }
        return LayoutSubview(graphReference: graphReference, node: node, slot: Int32(index), container: container, generation: generation, lineage: lineage)
    }

    @inline(never)
    private func outOfRange(_ index: Int) -> Never {
        preconditionFailure("LayoutSubviews index \(index) is out of range \(startIndex)..<\(endIndex) (the subviews of \(graph.identityPath(of: container)))")
    }

    /// Gets the subview proxies in the specified range.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        precondition(bounds.lowerBound >= startIndex && bounds.upperBound <= endIndex, "LayoutSubviews range \(bounds) is out of range \(startIndex)..<\(endIndex) (the subviews of \(live.graph.identityPath(of: live.container)))")
        return LayoutSubviews(graphReference: graphReference, container: container, base: base, bounds: bounds, generation: generation, lineage: lineage)
    }

    /// Two collections are equal when they hold the same subviews.
    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.graphReference.toOpaque() == rhs.graphReference.toOpaque() && lhs.container == rhs.container && lhs.startIndex == rhs.startIndex && lhs.endIndex == rhs.endIndex
    }

    /// Whether any subview may report explicit alignment guides (a fast path for the common case
    /// of none).
    var mayHaveExplicitGuides: Bool {
        let subviews = live
        return subviews.withGraph { $0.nodes[Int(subviews.container)].flags.contains(.childrenMayHaveGuides) }
    }

    /// The union of all subviews' spacing preferences on `edges`, or `.zero` when empty.
    func unionOfSpacing(edges: Edge.Set) -> ViewSpacing {
        guard !isEmpty else { return .zero }
        var union = ViewSpacing()
        for subview in self {
            union.formUnion(subview.spacing, edges: edges)
        }
        return union
    }
}
