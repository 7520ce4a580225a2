/// A proxy that represents one subview of a layout.
///
/// Use it inside a `Layout`'s methods to measure the subview (``sizeThatFits(_:)``,
/// ``dimensions(in:)``), to read its traits (``priority``, ``spacing``, layout values), and to place
/// it (``place(at:anchor:proposal:)``). A proxy is valid only during the layout call that handed it
/// out, as in SwiftUI.
public struct LayoutSubview: Equatable {
    /// The graph, unretained: the proxy is valid only during the layout call that handed it out,
    /// while the graph is alive. A trivial value, so copying a proxy costs no reference counting.
    let graphReference: Unmanaged<LayoutGraph>
    /// The subview's node.
    let node: Int32
    /// The subview's index among its container's subviews.
    let slot: Int32
    /// The container's node.
    let container: Int32

    init(graph: LayoutGraph, node: Int32, slot: Int32, container: Int32) {
        self.init(graphReference: Unmanaged.passUnretained(graph), node: node, slot: slot, container: container)
    }

    init(graphReference: Unmanaged<LayoutGraph>, node: Int32, slot: Int32, container: Int32) {
        self.graphReference = graphReference
        self.node = node
        self.slot = slot
        self.container = container
    }

    /// The graph the subview belongs to.
    var graph: LayoutGraph { graphReference.takeUnretainedValue() }

    /// Runs `body` with the graph borrowed, without retaining it.
    @inline(__always)
    func withGraph<Result>(_ body: (LayoutGraph) -> Result) -> Result {
        graphReference._withUnsafeGuaranteedRef(body)
    }

    /// Asks the subview for its size.
    ///
    /// Sizes are memoised per exact proposal, so calling this repeatedly with the same proposal is
    /// cheap.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        withGraph { graph in
            graph.subviewQueries &+= 1
            return graph.size(of: node, proposal: graph.sanitized(proposal, from: container))
        }
    }

    /// Asks the subview for its dimensions and alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        withGraph { graph in
            graph.subviewQueries &+= 1
            let proposal = graph.sanitized(proposal, from: container)
            return ViewDimensions(size: graph.size(of: node, proposal: proposal), source: GuideSource(graph: graph, node: node, proposal: proposal))
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
        withGraph { $0.recordPlacement(of: self, at: position, anchor: anchor, proposal: proposal) }
    }

    /// Whether the subview has the same size for every proposal (`NodeFlags.proposalInvariant`).
    var isProposalInvariant: Bool {
        withGraph { $0.nodes[Int(node)].flags.contains(.proposalInvariant) }
    }

    /// Whether the subview's spacing preferences are known to be plain without computing them
    /// (`LayoutGraph.hasPlainSpacing`).
    var hasPlainSpacing: Bool {
        withGraph { $0.hasPlainSpacing(node) }
    }

    /// The layout priority of the subview (0 by default; a `Spacer`'s is −∞).
    public var priority: Double {
        withGraph { $0.nodes[Int(node)].priority }
    }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing {
        withGraph { $0.spacing(of: node) }
    }

    /// Gets the value for the subview that's associated with the specified key, or the key's
    /// default value when the subview doesn't set one.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        withGraph { $0.layoutValue(of: node, key) }
    }

    /// Two proxies are equal when they stand for the same subview.
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.graphReference.toOpaque() == rhs.graphReference.toOpaque() && lhs.node == rhs.node
    }
}
