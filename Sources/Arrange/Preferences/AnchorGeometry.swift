/// Where an ``Anchor``'s view is: its node in a graph, whose frame is known once the graph is laid
/// out. A ``ViewHost`` records the frame when its update's layout ends (`freeze()`), so that
/// anchors kept from an earlier update (an `onPreferenceChange` modifier's last value) still
/// resolve when that graph's storage has been reused.
final class AnchorGeometry {
    private weak var graph: LayoutGraph?
    private let node: Int32
    private var frozenFrame: CGRect?

    init(graph: LayoutGraph, node: Int32) {
        self.graph = graph
        self.node = node
    }

    /// The view's frame in global coordinates: zero before it is laid out.
    var globalFrame: CGRect {
        if let frozenFrame { return frozenFrame }
        guard let graph, Int(node) < graph.frames.count else { return .zero }
        let frame = graph.frames[Int(node)]
        return frame.isNull ? .zero : frame
    }

    /// Records the current frame, from then on the anchor's.
    func freeze() {
        frozenFrame = globalFrame
    }
}
