/// A proxy that represents one subview of a layout.
///
/// Use it inside a `Layout`'s methods to measure the subview (``sizeThatFits(_:)``,
/// ``dimensions(in:)``), to read its traits (``priority``, ``spacing``, layout values), and to place
/// it (``place(at:anchor:proposal:)``).
///
/// A layout may keep proxies in its cache, as SwiftUI's own stacks do: after an update that left
/// the layout's subviews as they were, a kept proxy stands for the subview at the same position,
/// and ``Layout/updateCache(_:subviews:)`` is called when they changed. Using a proxy outside
/// the calls of the layout it was handed to, after its pass ended, stops the program with a
/// message that says so (Docs/Engine.md, "Proxies").
///
/// `Sendable`, as a value: a proxy handed to your layout holds no address, only the generation of
/// its graph, and one used on a thread where its pass is not running stops the program with a
/// message instead of reading memory.
public struct LayoutSubview: Equatable, @unchecked Sendable {
    /// The graph's address, unretained, for a proxy of Arrange's own layouts, which never keep
    /// them past their call. For a proxy handed to user code, the generation of its graph shifted
    /// left with the low bit set (`isChecked`): such a proxy never holds the address of a graph
    /// that may be gone, and finds its graph on the current thread's `LayoutCallStack`. A plain
    /// value of 24 bytes: copying a proxy costs no reference counting.
    let reference: UInt
    /// The subview's node, in the graph of `reference`.
    let storedNode: Int32
    /// The subview's index among its container's subviews.
    let storedSlot: Int32
    /// The container's node, in the graph of `reference`.
    let storedContainer: Int32
    /// The lineage of the cache of the custom layout the proxy was handed to, or 0.
    let lineage: UInt32

    init(graph: LayoutGraph, node: Int32, slot: Int32, container: Int32) {
        self.init(graphReference: Unmanaged.passUnretained(graph), node: node, slot: slot, container: container)
    }

    init(graphReference: Unmanaged<LayoutGraph>, node: Int32, slot: Int32, container: Int32) {
        self.init(reference: UInt(bitPattern: graphReference.toOpaque()), node: node, slot: slot, container: container, lineage: 0)
    }

    /// A proxy handed to user code, of the graph of `generation`.
    init(checkedGeneration generation: UInt64, node: Int32, slot: Int32, container: Int32, lineage: UInt32) {
        self.init(reference: Self.tag(generation), node: node, slot: slot, container: container, lineage: lineage)
    }

    private init(reference: UInt, node: Int32, slot: Int32, container: Int32, lineage: UInt32) {
        self.reference = reference
        self.storedNode = node
        self.storedSlot = slot
        self.storedContainer = container
        self.lineage = lineage
    }

    /// The `reference` of a proxy handed to user code, of the graph of `generation`.
    static func tag(_ generation: UInt64) -> UInt { UInt(truncatingIfNeeded: generation) << 1 | 1 }

    /// Whether the proxy was handed to user code, and is checked before use (`live`).
    @inline(__always)
    var isChecked: Bool { reference & 1 != 0 }

    /// The generation of a checked proxy's graph.
    var checkedGeneration: UInt64 { UInt64(reference >> 1) }

    /// The proxy to read the subview through, with the graph's address: this one for Arrange's own
    /// proxies; for a checked one, the subview it stands for now (`LayoutCallStack`), which stops
    /// with a message for a proxy that stands for none.
    @inline(__always)
    var live: LayoutSubview {
        isChecked ? checkedLive().live : self
    }

    /// `live` for a checked proxy, with the generation of the graph it reads: out of line, so that
    /// the hot path of Arrange's own layouts stays small.
    @inline(never)
    func checkedLive() -> (live: LayoutSubview, generation: UInt64) {
        LayoutCallStack.current.live(self, describedAs: .subview)
    }

    /// `checkedLive()` for the dimensions a proxy gave, which name themselves in a message.
    @inline(never)
    func checkedLiveForDimensions() -> (live: LayoutSubview, generation: UInt64) {
        LayoutCallStack.current.live(self, describedAs: .dimensions)
    }

    /// The subview's node, in the graph it is read from.
    var node: Int32 { live.storedNode }
    /// The subview's index among its container's subviews.
    var slot: Int32 { isChecked ? live.storedSlot : storedSlot }
    /// The container's node, in the graph the subview is read from.
    var container: Int32 { live.storedContainer }

    /// The graph the subview is read from, unretained.
    var graphReference: Unmanaged<LayoutGraph> {
        Unmanaged.fromOpaque(UnsafeRawPointer(bitPattern: live.reference)!)
    }

    /// The graph the subview is read from.
    var graph: LayoutGraph { graphReference.takeUnretainedValue() }

    /// Runs `body` with the graph borrowed, without retaining it.
    @inline(__always)
    func withGraph<Result>(_ body: (LayoutGraph) -> Result) -> Result {
        graphReference._withUnsafeGuaranteedRef(body)
    }

    /// Runs `body` with the graph of an unchecked proxy (`live`'s result) borrowed.
    @inline(__always)
    func withStoredGraph<Result>(_ body: (LayoutGraph) -> Result) -> Result {
        Unmanaged<LayoutGraph>.fromOpaque(UnsafeRawPointer(bitPattern: reference)!)._withUnsafeGuaranteedRef(body)
    }

    /// This proxy, checked before use as one handed to user code: what the dimensions an
    /// alignment guide's closure receives come from, as the closure may keep them.
    var handedToUserCode: LayoutSubview {
        isChecked ? self : LayoutSubview(checkedGeneration: withGraph { $0.generation }, node: storedNode, slot: storedSlot, container: storedContainer, lineage: 0)
    }

    /// Asks the subview for its size.
    ///
    /// Sizes are memoised per exact proposal, so calling this repeatedly with the same proposal is
    /// cheap.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let subview = live
        return subview.withStoredGraph { graph in
            graph.subviewQueries &+= 1
            return graph.size(of: subview.storedNode, proposal: graph.sanitized(proposal, from: subview.storedContainer))
        }
    }

    /// Asks the subview for its dimensions and alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        // The dimensions keep a checked proxy when this one is: they may be kept too.
        let (subview, kept): (LayoutSubview, LayoutSubview)
        if isChecked {
            let (live, generation) = checkedLive()
            (subview, kept) = (live, LayoutSubview(checkedGeneration: generation, node: live.storedNode, slot: live.storedSlot, container: live.storedContainer, lineage: lineage))
        } else {
            (subview, kept) = (self, self)
        }
        return subview.withStoredGraph { graph in
            graph.subviewQueries &+= 1
            let proposal = graph.sanitized(proposal, from: subview.storedContainer)
            let size = graph.size(of: subview.storedNode, proposal: proposal)
            // A view without explicit guides has only the defaults, which its size gives: such
            // dimensions are a plain value, valid for ever.
            guard !graph.nodes[Int(subview.storedNode)].flags.isDisjoint(with: .mayHaveGuides) else {
                return ViewDimensions(size: size, source: nil)
            }
            return ViewDimensions(size: size, source: GuideSource(subview: kept, proposal: proposal))
        }
    }

    /// Assigns a position and proposed size to the subview.
    ///
    /// Call this once per subview from `placeSubviews(in:proposal:subviews:cache:)`; a later call
    /// overrides an earlier one. The subview is sized with `dimensions(in: proposal)` and placed so
    /// that its `anchor` lies at `position`, in the coordinate space of the container's `bounds`.
    /// A subview that is never placed is centred in its container with the container's proposal.
    ///
    /// - Parameters:
    ///   - position: The place where the anchor of the subview should appear.
    ///   - anchor: The unit point on the subview that appears at `position`.
    ///   - proposal: The proposed size for the subview.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let subview = live
        subview.withStoredGraph { $0.recordPlacement(of: subview, at: position, anchor: anchor, proposal: proposal) }
    }

    /// Whether the subview has the same size for every proposal (`NodeFlags.proposalInvariant`).
    var isProposalInvariant: Bool {
        let subview = live
        return subview.withStoredGraph { $0.nodes[Int(subview.storedNode)].flags.contains(.proposalInvariant) }
    }

    /// Whether the subview's spacing preferences are known to be plain without computing them
    /// (`LayoutGraph.hasPlainSpacing`).
    var hasPlainSpacing: Bool {
        let subview = live
        return subview.withStoredGraph { $0.hasPlainSpacing(subview.storedNode) }
    }

    /// The layout priority of the subview (0 by default; a `Spacer`'s is −∞).
    public var priority: Double {
        let subview = live
        return subview.withStoredGraph { $0.nodes[Int(subview.storedNode)].priority }
    }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing {
        let subview = live
        return subview.withStoredGraph { $0.spacing(of: subview.storedNode) }
    }

    /// Gets the value for the subview that's associated with the specified key, or the key's
    /// default value when the subview doesn't set one.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        let subview = live
        return subview.withStoredGraph { $0.layoutValue(of: subview.storedNode, key) }
    }

    /// Two proxies are equal when they stand for the same subview.
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.reference == rhs.reference && lhs.storedNode == rhs.storedNode
    }
}
