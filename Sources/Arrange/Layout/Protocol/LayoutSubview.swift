/// A proxy that represents one subview of a layout.
///
/// Use it inside a `Layout`'s methods to measure the subview (``sizeThatFits(_:)``,
/// ``dimensions(in:)``), to read its traits (``priority``, ``spacing``, layout values), and to place
/// it (``place(at:anchor:proposal:)``).
///
/// A layout may keep proxies in its cache, as SwiftUI's own stacks do: after an update that left
/// the layout's subviews as they were, a kept proxy stands for the subview at the same position,
/// and ``Layout/updateCache(_:subviews:)-9bkbv`` is called when they changed. Using a proxy outside
/// the calls of the layout it was handed to, after its pass ended, stops the program with a
/// message that says so (Docs/Engine.md, "Proxies").
public struct LayoutSubview: Equatable {
    /// The graph, unretained: alive while a call into it runs. A trivial value, so copying a proxy
    /// costs no reference counting.
    let graphReference: Unmanaged<LayoutGraph>
    /// The generation of the graph for a proxy handed to a custom layout, checked before the
    /// graph is read (`live`); 0 for the proxies of Arrange's own layouts, which never keep them
    /// past their call.
    let generation: UInt64
    /// The subview's node.
    let node: Int32
    /// The subview's index among its container's subviews.
    let slot: Int32
    /// The container's node.
    let container: Int32
    /// The lineage of the cache of the custom layout the proxy was handed to (with `generation`).
    let lineage: UInt32

    init(graph: LayoutGraph, node: Int32, slot: Int32, container: Int32) {
        self.init(graphReference: Unmanaged.passUnretained(graph), node: node, slot: slot, container: container)
    }

    init(graphReference: Unmanaged<LayoutGraph>, node: Int32, slot: Int32, container: Int32, generation: UInt64 = 0, lineage: UInt32 = 0) {
        self.graphReference = graphReference
        self.node = node
        self.slot = slot
        self.container = container
        self.generation = generation
        self.lineage = lineage
    }

    /// The graph the subview belongs to.
    var graph: LayoutGraph { graphReference.takeUnretainedValue() }

    /// Runs `body` with the graph borrowed, without retaining it.
    @inline(__always)
    func withGraph<Result>(_ body: (LayoutGraph) -> Result) -> Result {
        graphReference._withUnsafeGuaranteedRef(body)
    }

    /// The proxy to read the subview through: this one while its graph is in use, else the one it
    /// stands for now (`LayoutCallStack`). Stops with a message for a proxy that stands for none.
    @inline(__always)
    var live: LayoutSubview {
        generation == 0 ? self : checkedLive()
    }

    /// `live` for a proxy handed to user code: out of line, so that the hot path of Arrange's own
    /// layouts stays small.
    @inline(never)
    private func checkedLive() -> LayoutSubview {
        LayoutCallStack.current.live(self)
    }

    /// This proxy, checked before use (`live`) as one handed to user code: what the dimensions
    /// an alignment guide's closure receives come from, as the closure may keep them.
    var handedToUserCode: LayoutSubview {
        generation != 0 ? self : LayoutSubview(graphReference: graphReference, node: node, slot: slot, container: container, generation: withGraph { $0.generation }, lineage: 0)
    }

    /// Asks the subview for its size.
    ///
    /// Sizes are memoised per exact proposal, so calling this repeatedly with the same proposal is
    /// cheap.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let subview = live
        return subview.withGraph { graph in
            graph.subviewQueries &+= 1
            return graph.size(of: subview.node, proposal: graph.sanitized(proposal, from: subview.container))
        }
    }

    /// Asks the subview for its dimensions and alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let subview = live
        return subview.withGraph { graph in
            graph.subviewQueries &+= 1
            let proposal = graph.sanitized(proposal, from: subview.container)
            let size = graph.size(of: subview.node, proposal: proposal)
            // A view without explicit guides has only the defaults, which its size gives: such
            // dimensions are a plain value, valid for ever.
            guard graph.nodes[Int(subview.node)].flags.contains(.mayHaveGuides) else {
                return ViewDimensions(size: size, source: nil)
            }
            return ViewDimensions(size: size, source: GuideSource(subview: subview, proposal: proposal))
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
        subview.withGraph { $0.recordPlacement(of: subview, at: position, anchor: anchor, proposal: proposal) }
    }

    /// Whether the subview has the same size for every proposal (`NodeFlags.proposalInvariant`).
    var isProposalInvariant: Bool {
        let subview = live
        return subview.withGraph { $0.nodes[Int(subview.node)].flags.contains(.proposalInvariant) }
    }

    /// Whether the subview's spacing preferences are known to be plain without computing them
    /// (`LayoutGraph.hasPlainSpacing`).
    var hasPlainSpacing: Bool {
        let subview = live
        return subview.withGraph { $0.hasPlainSpacing(subview.node) }
    }

    /// The layout priority of the subview (0 by default; a `Spacer`'s is −∞).
    public var priority: Double {
        let subview = live
        return subview.withGraph { $0.nodes[Int(subview.node)].priority }
    }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing {
        let subview = live
        return subview.withGraph { $0.spacing(of: subview.node) }
    }

    /// Gets the value for the subview that's associated with the specified key, or the key's
    /// default value when the subview doesn't set one.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        let subview = live
        return subview.withGraph { $0.layoutValue(of: subview.node, key) }
    }

    /// Two proxies are equal when they stand for the same subview.
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.graphReference.toOpaque() == rhs.graphReference.toOpaque() && lhs.node == rhs.node
    }
}
