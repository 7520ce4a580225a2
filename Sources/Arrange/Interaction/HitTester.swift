/// Finds the view under a point, topmost first: the reverse of the order views are drawn in
/// (`DisplayListBuilder`: later siblings above earlier ones, `overlay` above and `background`
/// below the view, higher `zIndex` above).
///
/// What receives a hit is drawn content: a colour, shape (inside its outline), image, text or
/// divider; not a spacer, a clear colour, or the empty space of a stack, as in SwiftUI, where a
/// view's hit-testing area is its content unless `contentShape(_:)` sets one. Hidden views, views
/// with `opacity(0)`, views outside a clip shape or scroll view, and views under
/// `allowsHitTesting(false)` receive nothing. Rotation and scale effects are not taken into
/// account.
///
/// A subtree none of whose frames contains the point is not searched (`SubtreeBounds`): a hit
/// costs the depth of the tree and the children along the way, not the number of views.
struct HitTester {
    let graph: LayoutGraph
    /// The union of the frames in each node's subtree.
    private let bounds: SubtreeBounds

    /// A tester for the frames `graph` has now.
    init(graph: LayoutGraph) {
        self.graph = graph
        self.bounds = SubtreeBounds(graph)
    }

    /// The topmost node under `point` that receives hits, or nil.
    func hit(at point: CGPoint) -> Int32? {
        guard graph.root >= 0, point.x.isFinite, point.y.isFinite, bounds.mayContain(point, in: graph.root) else { return nil }
        graph.stackThreshold = StackGuard.currentThreshold
        return hit(graph.root, point)
    }

    /// The interactions that a hit on `node` reaches, innermost view first: the node's own, then
    /// its ancestors'.
    func interactions(from node: Int32) -> [(node: Int32, interaction: Interaction)] {
        var found: [(Int32, Interaction)] = []
        var current = node
        while current >= 0 {
            for interaction in graph.interactions.handlers(of: current) { found.append((current, interaction)) }
            current = graph.nodes[Int(current)].parent
        }
        return found
    }

    private func hit(_ node: Int32, _ point: CGPoint) -> Int32? {
        if StackGuard.stackPointer() < graph.stackThreshold {
            return StackGuard.onNewSegment(of: graph) { hit(node, point) }
        }
        let record = graph.nodes[Int(node)]
        let frame = graph.frames[Int(node)]
        guard !record.flags.contains(.hidden), !frame.isNull,
              !graph.interactions.hitTestingDisabled.contains(node) else { return nil }
        let shape = graph.interactions.contentShapes[node]
        if shape != nil, !ShapeHitTest.contains(shape, in: frame, point: point) { return nil }
        // Only the children whose subtrees reach the point; their order among themselves is
        // their drawing order (ordering by `zIndex` is stable).
        var children = graph.children(of: node).filter { bounds.mayContain(point, in: $0) }
        if case .layout(let reference) = record.kind {
            let storage = reference.object
            if let overlay = storage as? LayoutStorage<OverlayLayout>, graph.nodes[Int(node)].childCount == 2 {
                let all = graph.children(of: node)
                if overlay.layout.isMask {
                    // A mask draws no content of its own and takes no hits.
                    children.removeAll { $0 == all[all.endIndex - 1] }
                } else if overlay.layout.isBackground {
                    children.reverse()
                }
            }
            if graph.scrollViewAxes[node] != nil, !frame.contains(point) { return nil }
            if let effect = storage as? LayoutStorage<RenderEffectLayout> {
                switch effect.layout.effect {
                case .opacity(let value) where !(value > 0):
                    return nil
                case .clip(let clip, _) where !ShapeHitTest.contains(clip, in: frame, point: point):
                    return nil
                default:
                    break
                }
            }
        }
        DisplayListBuilder(graph: graph).orderByZIndex(&children)
        for child in children.reversed() {
            if let found = hit(child, point) { return found }
        }
        if shape != nil { return node }
        return receivesHits(node, record.kind, frame: frame, point: point) ? node : nil
    }

    /// Whether the node's own drawing covers `point`.
    private func receivesHits(_ node: Int32, _ kind: NodeKind, frame: CGRect, point: CGPoint) -> Bool {
        switch kind {
        case .leaf(let payload):
            let content = graph.leafPayloads[Int(payload)]
            if content.isEmpty { return false }
            if content.bitmap == nil, content.stroke == nil, case .color(let color)? = content.fill,
               DisplayList.RGBA(color).opacity == 0 {
                return false
            }
            return ShapeHitTest.contains(content.shape, in: frame, point: point)
        case .divider:
            return frame.contains(point)
        case .spacer:
            return false
        case .layout(let reference):
            let storage = reference.object
            return storage is LayoutStorage<TextLayout> && frame.contains(point)
        }
    }
}
