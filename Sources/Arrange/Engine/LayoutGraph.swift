/// The resolved view tree and the layout engine that runs over it.
///
/// Nodes live in contiguous storage addressed by index; a `LayoutSubview` is a small value (graph
/// and index). Sizes are memoised per node and exact proposal for the whole pass, so nested stacks
/// never re-measure exponentially.
final class LayoutGraph {
    var nodes: [Node] = []
    /// The children of every node, each node's contiguous from `firstChild`.
    var childList: [Int32] = []
    /// What leaves draw.
    var leafPayloads: [LeafContent] = []
    /// Layout values and other traits, shared by a node and the modifiers that wrap it.
    var traitTable: [[ObjectIdentifier: Any]] = []
    /// Explicit `.id(_:)` values.
    var explicitIDs: [Int32: AnyHashable] = [:]
    var nodesByID: [AnyHashable: Int32] = [:]

    /// The root node.
    var root: Int32 = -1

    // Layout pass state.
    var memo = SizeMemo(nodeCount: 0)
    /// Spacing preferences of containers, computed once per pass.
    var spacingMemo: [ViewSpacing?] = []
    /// Global frames after placement, indexed by node.
    var frames: [CGRect] = []
    /// The proposals each node was placed with.
    var placedProposals: [ProposedViewSize] = []
    var placementBuffer: [PlacementRecord] = []
    var placementFrames: [(container: Int32, base: Int)] = []
    var diagnostics: [LayoutDiagnostic] = []
    var statistics = LayoutStatistics()

    /// Prepares the per-pass storage once the tree is complete.
    func prepareForLayout() {
        memo = SizeMemo(nodeCount: nodes.count)
        spacingMemo = Array(repeating: nil, count: nodes.count)
        frames = Array(repeating: .zero, count: nodes.count)
        placedProposals = Array(repeating: .unspecified, count: nodes.count)
        statistics = LayoutStatistics()
        statistics.nodeCount = nodes.count
    }

    /// The children of `node`.
    func children(of node: Int32) -> ArraySlice<Int32> {
        let record = nodes[Int(node)]
        return childList[Int(record.firstChild)..<Int(record.firstChild + record.childCount)]
    }

    /// A short name for the node's view.
    func name(of node: Int32) -> String {
        switch nodes[Int(node)].kind {
        case .leaf(let payload): return leafPayloads[Int(payload)].name
        case .spacer: return "Spacer"
        case .divider: return "Divider"
        case .layout(let storage): return storage.typeName
        }
    }

    /// The node's path from the root, as names.
    func path(of node: Int32) -> String {
        var names: [String] = []
        var current = node
        while current >= 0 {
            names.append(name(of: current))
            current = nodes[Int(current)].parent
        }
        return names.reversed().joined(separator: " > ")
    }

    /// Records a repair.
    func report(_ message: String, at node: Int32) {
        diagnostics.append(LayoutDiagnostic(message: message, source: name(of: node), path: path(of: node)))
    }
}
