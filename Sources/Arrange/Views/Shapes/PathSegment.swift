/// One drawn piece of a path, from its start point: a line (its control points unused), or a
/// cubic curve (quadratic curves are raised to cubics).
struct PathSegment {
    var start: CGPoint
    var control1: CGPoint
    var control2: CGPoint
    var end: CGPoint
    var isLine: Bool
    /// The segment starts a subpath (it follows a move).
    var startsSubpath: Bool
    /// The segment is the line that closes its subpath.
    var isClosing: Bool

    /// The point at parameter `t` in 0...1.
    func point(at t: CGFloat) -> CGPoint {
        if isLine { return CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t) }
        let s = 1 - t
        let a = s * s * s, b = 3 * s * s * t, c = 3 * s * t * t, d = t * t * t
        return CGPoint(x: a * start.x + b * control1.x + c * control2.x + d * end.x,
                       y: a * start.y + b * control1.y + c * control2.y + d * end.y)
    }

    /// The points at `steps` + 1 evenly spaced parameters: the segment as a polyline.
    func flattened(steps: Int = 32) -> [CGPoint] {
        if isLine { return [start, end] }
        return (0...steps).map { point(at: CGFloat($0) / CGFloat(steps)) }
    }

    /// The part of the segment between parameters `t0` and `t1` (de Casteljau subdivision).
    func slice(from t0: CGFloat, to t1: CGFloat) -> PathSegment {
        if isLine {
            return PathSegment(start: point(at: t0), control1: point(at: t0), control2: point(at: t1), end: point(at: t1),
                               isLine: true, startsSubpath: false, isClosing: false)
        }
        let tail = t0 > 0 ? split(at: t0).1 : self
        let length = t1 < 1 ? (t1 - t0) / (1 - t0) : 1
        var piece = length < 1 && t0 < 1 ? tail.split(at: length).0 : tail
        piece.startsSubpath = false
        piece.isClosing = false
        return piece
    }

    private func split(at t: CGFloat) -> (PathSegment, PathSegment) {
        func mix(_ p: CGPoint, _ q: CGPoint) -> CGPoint { CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t) }
        let ab = mix(start, control1), bc = mix(control1, control2), cd = mix(control2, end)
        let abc = mix(ab, bc), bcd = mix(bc, cd), middle = mix(abc, bcd)
        return (PathSegment(start: start, control1: ab, control2: abc, end: middle, isLine: false, startsSubpath: false, isClosing: false),
                PathSegment(start: middle, control1: bcd, control2: cd, end: end, isLine: false, startsSubpath: false, isClosing: false))
    }
}
