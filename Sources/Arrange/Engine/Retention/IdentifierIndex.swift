/// Explicit identifiers looked up by value (`LayoutGraph.nodesByID`, `LayoutGraph.sharedIDs`),
/// indexed from the graph's marks in order when first read.
struct IdentifierIndex {
    /// How many of the graph's `idMarks` are indexed.
    var marks = 0
    /// The last node marked with each identifier.
    var nodes: [AnyHashable: Int32] = [:]
    /// Identifiers marked on more than one node, with all their nodes in the order they were
    /// marked.
    var shared: [AnyHashable: [Int32]] = [:]
    /// Whether a lookup scanned the marks instead of indexing them (`LayoutGraph.nodes(withID:)`):
    /// the next one indexes them.
    var scannedOnce = false
    /// How many of the graph's `idMarks` are filed by node.
    var nodeMarks = 0
    /// The last identifier each node was given (`LayoutGraph.explicitID(of:)`).
    var byNode: [Int32: AnyHashable] = [:]
}
