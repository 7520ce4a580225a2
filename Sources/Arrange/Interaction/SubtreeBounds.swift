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
    private var rects: [CGRect]

    init(_ graph: LayoutGraph) {
        let count = graph.nodes.count
        var rects = [CGRect](repeating: .null, count: count)
        let frames = graph.frames
        graph.nodes.withUnsafeBufferPointer { nodes in
            rects.withUnsafeMutableBufferPointer { rects in
                for index in 0..<Swift.min(count, frames.count) {
                    let frame = frames[index]
                    guard !frame.isNull else { continue }
                    rects[index] = rects[index].union(frame)
                    var parent = Int(nodes[index].parent)
                    while parent >= 0, parent < count, !Self.covers(rects[parent], frame) {
                        rects[parent] = rects[parent].union(frame)
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
        let rect = rects[Int(node)]
        return !rect.isNull && point.x >= rect.minX && point.x <= rect.maxX && point.y >= rect.minY && point.y <= rect.maxY
    }

    private static func covers(_ outer: CGRect, _ inner: CGRect) -> Bool {
        !outer.isNull && outer.minX <= inner.minX && outer.minY <= inner.minY && outer.maxX >= inner.maxX && outer.maxY >= inner.maxY
    }
}
