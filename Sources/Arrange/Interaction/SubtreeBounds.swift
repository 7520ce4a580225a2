import Foundation

/// The union of the frames of each node's subtree in a laid-out graph: a point outside it hits
/// nothing in the subtree, so hit testing skips it (`HitTester`).
///
/// Built in two passes over the nodes reachable from the root: one down the child lists that
/// lists every node after its parent, and one back up that list, which adds each node's frame to
/// its bounds and its bounds to its parent's. Each node is visited twice. Storage order is no
/// substitute: children precede their parents except the content a lazy container or a
/// `GeometryReader` builds during layout (`LayoutGraph.nodes`), and carrying each frame up the
/// parent chain in storage order, as this type once did, cost the depth of the tree per node
/// (100,000 nested paddings: 5 × 10⁹ steps).
///
/// - Complexity: O(n) for n nodes.
struct SubtreeBounds {
    /// Each node's bounds as minimum x, minimum y, maximum x, maximum y; an empty subtree (or a
    /// node not reachable from the root) has a minimum above its maximum.
    private var rects: [SIMD4<Double>]

    init(_ graph: LayoutGraph) {
        let count = graph.nodes.count
        let empty = SIMD4<Double>(.infinity, .infinity, -.infinity, -.infinity)
        var rects = [SIMD4<Double>](repeating: empty, count: count)
        let root = Int(graph.root)
        guard root >= 0, root < count else {
            self.rects = rects
            return
        }
        let frames = graph.frames
        let childList = graph.childList
        // Every reachable node after its parent: breadth first down the child lists.
        var order = [Int32]()
        order.reserveCapacity(count)
        order.append(Int32(root))
        graph.nodes.withUnsafeBufferPointer { nodes in
            childList.withUnsafeBufferPointer { childList in
                var next = 0
                // A tree lists each node once; the bound only keeps a damaged graph finite.
                while next < order.count, order.count <= count {
                    let node = nodes[Int(order[next])]
                    next += 1
                    let first = Int(node.firstChild)
                    for slot in first..<first + Int(node.childCount) {
                        let child = childList[slot]
                        if child >= 0, Int(child) < count { order.append(child) }
                    }
                }
            }
            rects.withUnsafeMutableBufferPointer { rects in
                // Back up the list: a node's children are done before the node.
                for node in order.reversed() {
                    let index = Int(node)
                    var rect = rects[index]
                    if index < frames.count, !frames[index].isNull {
                        let frame = frames[index]
                        // Corners written out: `CGRect.union` standardises and checks for null and
                        // infinite rectangles on every call.
                        rect = Self.union(rect, SIMD4(Double(frame.minX), Double(frame.minY), Double(frame.maxX), Double(frame.maxY)))
                        rects[index] = rect
                    }
                    // The root's parent is −1.
                    let parent = Int(nodes[index].parent)
                    if parent >= 0, parent < count {
                        rects[parent] = Self.union(rects[parent], rect)
                    }
                }
            }
        }
        self.rects = rects
    }

    /// Whether `node`'s subtree has a frame that may contain `point` (edges included).
    func mayContain(_ point: CGPoint, in node: Int32) -> Bool {
        guard Int(node) < rects.count else { return true }
        let rect = rects[Int(node)], x = Double(point.x), y = Double(point.y)
        return x >= rect[0] && y >= rect[1] && x <= rect[2] && y <= rect[3]
    }

    @inline(__always)
    private static func union(_ a: SIMD4<Double>, _ b: SIMD4<Double>) -> SIMD4<Double> {
        SIMD4(Swift.min(a[0], b[0]), Swift.min(a[1], b[1]), Swift.max(a[2], b[2]), Swift.max(a[3], b[3]))
    }
}
