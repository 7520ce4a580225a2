import Foundation

/// The union of the frames of each node's subtree in a laid-out graph: a point outside it hits
/// nothing in the subtree, so hit testing skips it (`HitTester`).
///
/// Built in one pass over the nodes, in any order: each frame is added to its node's bounds and
/// carried up the parent chain until an ancestor's bounds already contain it. Every parent's
/// bounds then contain its children's, so each holds the union of its subtree's frames.
///
/// - Complexity: O(n) for n nodes when frames lie within their parents' (the usual case); a
///   frame outside its ancestors' climbs until one contains it.
struct SubtreeBounds {
    /// Each node's bounds as minimum x, minimum y, maximum x, maximum y; an empty subtree has a
    /// minimum above its maximum.
    private var rects: [SIMD4<Double>]

    init(_ graph: LayoutGraph) {
        let count = graph.nodes.count
        let empty = SIMD4<Double>(.infinity, .infinity, -.infinity, -.infinity)
        var rects = [SIMD4<Double>](repeating: empty, count: count)
        let frames = graph.frames
        graph.nodes.withUnsafeBufferPointer { nodes in
            rects.withUnsafeMutableBufferPointer { rects in
                for index in 0..<Swift.min(count, frames.count) {
                    let frame = frames[index]
                    guard !frame.isNull else { continue }
                    // Corners written out: `CGRect.union` standardises and checks for null and
                    // infinite rectangles on every call.
                    let corners = SIMD4<Double>(Double(frame.minX), Double(frame.minY), Double(frame.maxX), Double(frame.maxY))
                    rects[index] = Self.union(rects[index], corners)
                    var parent = Int(nodes[index].parent)
                    while parent >= 0, parent < count, !Self.covers(rects[parent], corners) {
                        rects[parent] = Self.union(rects[parent], corners)
                        parent = Int(nodes[parent].parent)
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

    @inline(__always)
    private static func covers(_ outer: SIMD4<Double>, _ inner: SIMD4<Double>) -> Bool {
        outer[0] <= inner[0] && outer[1] <= inner[1] && outer[2] >= inner[2] && outer[3] >= inner[3]
    }
}
