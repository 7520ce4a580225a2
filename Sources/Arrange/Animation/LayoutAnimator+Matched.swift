extension LayoutAnimator {
    /// The views of `matchedGeometryEffect` groups that an update replaces: for each view of
    /// `new` in a group (the outermost matched node of its identity) that is not in `old`, the
    /// node of `old` in the same group whose view is not in `new`, if there is one (the source
    /// among several).
    ///
    /// - Complexity: O(k) in the matched views of both graphs; nothing when neither has any.
    static func matchedDepartures(from old: LayoutGraph, to new: LayoutGraph, oldByID: [UInt64: Int32], newByID: [UInt64: Int32]) -> [UInt64: Int32] {
        guard !old.matchedGeometry.isEmpty, !new.matchedGeometry.isEmpty else { return [:] }
        var departed: [AnyHashable: Int32] = [:]
        for (node, entry) in old.matchedGeometry.sorted(by: { $0.key < $1.key }) where !old.frames[Int(node)].isNull {
            guard newByID[old.nodes[Int(node)].identity] == nil else { continue }
            if departed[entry.key] == nil || entry.isSource { departed[entry.key] = node }
        }
        guard !departed.isEmpty else { return [:] }
        var result: [UInt64: Int32] = [:]
        for (node, entry) in new.matchedGeometry where !new.frames[Int(node)].isNull {
            let id = new.nodes[Int(node)].identity
            guard oldByID[id] == nil, let from = departed[entry.key] else { continue }
            result[id] = from
        }
        return result
    }

    /// The transform that takes a removed view drawn at `from` to `to`, `progress` of the way
    /// (0 at the start, 1 at the end): the frame in between is the linear mix of the two.
    static func matchedTransform(from: CGRect, to: CGRect, progress: Double) -> CGAffineTransform? {
        guard from.width > 0, from.height > 0 else { return nil }
        let t = CGFloat(progress)
        let x = from.minX + (to.minX - from.minX) * t, y = from.minY + (to.minY - from.minY) * t
        let width = from.width + (to.width - from.width) * t, height = from.height + (to.height - from.height) * t
        let transform = CGAffineTransform(translationX: -from.minX, y: -from.minY)
            .concatenating(CGAffineTransform(scaleX: width / from.width, y: height / from.height))
            .concatenating(CGAffineTransform(translationX: x, y: y))
        let values = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
        return values.allSatisfy(\.isFinite) ? transform : nil
    }
}
