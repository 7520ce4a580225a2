import Foundation

/// What resolving one view with a `body` produced in a host's graph, kept until the next update
/// so that the view can be kept instead of resolved again (`RetainedViews`, Docs/Engine.md,
/// "Retained views").
///
/// Resolving a view appends its nodes contiguously (children before parents), its child lists,
/// trait rows, runtime events, identifier marks and interaction writes, each to the end of its
/// list; the record holds those ranges. The views resolved inside it follow it in the record list
/// (preorder), up to `subtreeEnd`.
struct ViewRecord {
    /// The view's structural identity (that of its state).
    var identity: UInt64
    /// The record of the nearest view with a `body` around it, or −1.
    var parent: Int32
    /// One past the last record of the views inside it.
    var subtreeEnd: Int32
    /// The view's value, to compare with its next one; nil in a record carried into the next
    /// update (`carried`).
    var value: AnyViewValue?
    /// The nodes resolving the view appended.
    var nodes: Range<Int32>
    /// Its entries in the graph's child list.
    var children: Range<Int32>
    /// Its rows in the graph's trait table.
    var traits: Range<Int32>
    /// Its events in the runtime's event list (`RuntimeEvent`).
    var events: Range<Int32>
    /// Its explicit identifiers (`LayoutGraph.idMarks`).
    var idMarks: Range<Int32>
    /// Its interaction writes (`InteractionTable.writes`).
    var interactionWrites: Range<Int32>
    /// Its custom layout nodes (`LayoutGraph.customLayoutNodes`).
    var customLayouts: Range<Int32>
    /// The nodes the view resolved to (what it added to its container's subviews), and their
    /// values when the view was resolved: the container may change them afterwards (an identifier,
    /// a trait), and does so again when it is resolved again.
    var outputs: [Int32]
    var outputNodes: [Node]
    /// The environment values the view and those inside it read that it inherited, one per key.
    var reads: [EnvironmentReadLog.Read]
    /// The rest of the context the view was resolved in.
    var layoutDirection: LayoutDirection
    var displayScale: CGFloat
    var orientation: Axis?
    var isGridContent: Bool
    var scrollAxes: Axis.Set
    /// Whether the view can be kept: resolving it left nothing in the graph that a copy would miss
    /// (content resolved during layout, preferences, scroll views, safe-area changes,
    /// diagnostics...: `LayoutGraph.retentionSignature`).
    var isRetainable: Bool

    /// What a record carried into the next update leaves in the last update's list: no value, so
    /// never kept again (`RetainedViews.carry`).
    static var carried: ViewRecord {
        ViewRecord(identity: 0, parent: -1, subtreeEnd: 0, value: nil, nodes: 0..<0, children: 0..<0, traits: 0..<0,
                   events: 0..<0, idMarks: 0..<0, interactionWrites: 0..<0, customLayouts: 0..<0,
                   outputs: [], outputNodes: [], reads: [], layoutDirection: .leftToRight, displayScale: 1,
                   orientation: nil, isGridContent: false, scrollAxes: [], isRetainable: false)
    }
}
