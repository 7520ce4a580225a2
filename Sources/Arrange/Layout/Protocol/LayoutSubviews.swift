/// An opaque collection of proxies for the subviews of a layout container.
///
/// A random-access collection indexed by `Int`; slicing it gives another `LayoutSubviews` that
/// keeps the original indices. A layout may keep it in its cache, as it may keep a
/// ``LayoutSubview`` (Docs/Engine.md, "Proxies"). `Sendable` for the reason `LayoutSubview` is.
public struct LayoutSubviews: Equatable, RandomAccessCollection, @unchecked Sendable {
    /// A type that indexes the subviews.
    public typealias Index = Int
    /// A slice of the subviews is itself a subview collection.
    public typealias SubSequence = LayoutSubviews
    /// The element type: a subview proxy.
    public typealias Element = LayoutSubview
    /// The indices of the collection.
    public typealias Indices = Range<Int>

    /// The graph's address, or the tagged generation of a collection handed to user code
    /// (`LayoutSubview.reference`).
    let reference: UInt
    /// The container's node, in the graph of `reference`.
    let storedContainer: Int32
    /// Where the container's children start in the child list of the graph of `reference`.
    let storedBase: Int32
    /// The lineage of the cache of the custom layout the collection was handed to, or 0.
    let lineage: UInt32
    /// The bounds of the collection.
    private let lowerBound: Int32, upperBound: Int32

    /// The index of the first subview.
    public var startIndex: Int { Int(lowerBound) }
    /// An index that's one higher than the last subview.
    public var endIndex: Int { Int(upperBound) }

    @inline(__always)
    init(graph: LayoutGraph, container: Int32) {
        // Fields read in place: copying the node would retain its layout storage.
        self.init(reference: UInt(bitPattern: Unmanaged.passUnretained(graph).toOpaque()), container: container, base: graph.nodes[Int(container)].firstChild,
                  bounds: 0..<Int(graph.nodes[Int(container)].childCount), lineage: 0)
    }

    init(reference: UInt, container: Int32, base: Int32, bounds: Range<Int>, lineage: UInt32) {
        self.reference = reference
        self.storedContainer = container
        self.storedBase = base
        self.lowerBound = Int32(bounds.lowerBound)
        self.upperBound = Int32(bounds.upperBound)
        self.lineage = lineage
    }

    /// Whether the collection was handed to user code, and is checked before use (`live`).
    @inline(__always)
    var isChecked: Bool { reference & 1 != 0 }

    /// The generation of a checked collection's graph.
    var checkedGeneration: UInt64 { UInt64(reference >> 1) }

    /// The same subviews, checked before use as proxies handed to a custom layout whose cache has
    /// `lineage` (`LayoutCallStack`).
    func handedToCustomLayout(lineage: UInt32) -> LayoutSubviews {
        LayoutSubviews(reference: LayoutSubview.tag(withGraph { $0.generation }), container: storedContainer, base: storedBase, bounds: startIndex..<endIndex, lineage: lineage)
    }

    /// The collection to read the subviews through, with the graph's address: this one for
    /// Arrange's own; for a checked one, the subviews it stands for now (`LayoutSubview.live`).
    @inline(__always)
    var live: LayoutSubviews {
        isChecked ? checkedLive().live : self
    }

    /// The same subviews as Arrange's own layouts read them: `live`, with the graph's address in a
    /// form the optimizer knows is unchecked (its low bit cleared), so that the checks of every
    /// proxy taken from it fold away in the loops of the stacks. Only for code that hands none of
    /// these proxies to user code.
    @inline(__always)
    var unchecked: LayoutSubviews {
        let live = self.live
        return LayoutSubviews(reference: live.reference & ~1, container: live.storedContainer, base: live.storedBase, bounds: live.startIndex..<live.endIndex, lineage: 0)
    }

    /// `live` for a checked collection, with the generation of the graph it reads: out of line.
    @inline(never)
    func checkedLive() -> (live: LayoutSubviews, generation: UInt64) {
        LayoutCallStack.current.live(self)
    }

    /// The container's node, in the graph the subviews are read from.
    var container: Int32 { live.storedContainer }
    /// Where the container's children start in the child list of the graph they are read from.
    var base: Int32 { live.storedBase }

    /// The graph the subviews are read from, unretained.
    var graphReference: Unmanaged<LayoutGraph> {
        Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: live.reference)!)
    }

    /// The graph the subviews are read from.
    var graph: LayoutGraph { graphReference.takeUnretainedValue() }

    /// Runs `body` with the graph borrowed, without retaining it.
    @inline(__always)
    func withGraph<Result>(_ body: (LayoutGraph) -> Result) -> Result {
        graphReference._withUnsafeGuaranteedRef(body)
    }

    /// The layout direction inherited by the container view.
    ///
    /// You rarely need it: in a right-to-left environment Arrange flips the x position of each view
    /// within its parent, so layouts written for left-to-right produce the mirrored result.
    public var layoutDirection: LayoutDirection {
        let subviews = live
        return subviews.withGraph { $0.nodes[Int(subviews.storedContainer)].flags.contains(.rightToLeft) } ? .rightToLeft : .leftToRight
    }

    /// Gets the subview proxy at a specified index.
    @inline(__always)
    public subscript(index: Int) -> LayoutSubview {
        if isChecked { return checkedElement(at: index) }
        if index < startIndex || index >= endIndex { outOfRange(index) }
        let node = Unmanaged<LayoutGraph>.fromOpaque(UnsafeRawPointer(bitPattern: reference)!)._withUnsafeGuaranteedRef { $0.childList[Int(storedBase) + index] }
        return LayoutSubview(graphReference: Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: reference)!), node: node, slot: Int32(index), container: storedContainer)
    }

    /// The subscript of a checked collection: a checked proxy of the subview at `index` now.
    @inline(never)
    private func checkedElement(at index: Int) -> LayoutSubview {
        let (live, generation) = checkedLive()
        if index < startIndex || index >= endIndex { outOfRange(index) }
        let node = live.withGraph { $0.childList[Int(live.storedBase) + index] }
        return LayoutSubview(checkedGeneration: generation, node: node, slot: Int32(index), container: live.storedContainer, lineage: lineage)
    }

    @inline(never)
    private func outOfRange(_ index: Int) -> Never {
        preconditionFailure("LayoutSubviews index \(index) is out of range \(startIndex)..<\(endIndex) (the subviews of \(graph.identityPath(of: container)))")
    }

    /// Gets the subview proxies in the specified range.
    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        precondition(bounds.lowerBound >= startIndex && bounds.upperBound <= endIndex, "LayoutSubviews range \(bounds) is out of range \(startIndex)..<\(endIndex) (the subviews of \(graph.identityPath(of: container)))")
        return LayoutSubviews(reference: reference, container: storedContainer, base: storedBase, bounds: bounds, lineage: lineage)
    }

    /// Two collections are equal when they hold the same subviews.
    public static func == (lhs: LayoutSubviews, rhs: LayoutSubviews) -> Bool {
        lhs.reference == rhs.reference && lhs.storedContainer == rhs.storedContainer && lhs.startIndex == rhs.startIndex && lhs.endIndex == rhs.endIndex
    }

    /// Whether any subview may report explicit alignment guides (a fast path for the common case
    /// of none).
    var mayHaveExplicitGuides: Bool {
        let subviews = live
        return subviews.withGraph { !$0.nodes[Int(subviews.storedContainer)].flags.isDisjoint(with: .childrenMayHaveGuides) }
    }

    /// Whether any subview may report explicit alignment guides of the alignments along `axis`
    /// (an `AlignmentKey.axis`): a stack of texts has vertical guides (baselines) but no
    /// horizontal one.
    func mayHaveExplicitGuides(on axis: Axis) -> Bool {
        let subviews = live
        return subviews.withGraph { $0.nodes[Int(subviews.storedContainer)].flags.contains(.childrenMayHaveGuides(on: axis)) }
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
