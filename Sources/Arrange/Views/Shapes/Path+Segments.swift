extension Path {
    /// The point a new segment would start from: the end of the last element, or the start of
    /// the last subpath after it was closed; nil for an empty path.
    var currentPoint: CGPoint? {
        var current: CGPoint?, start: CGPoint?
        for element in elements {
            switch element {
            case .move(let to): current = to; start = to
            case .line(let to), .quadCurve(let to, _), .curve(let to, _, _): current = to
            case .closeSubpath: current = start
            }
        }
        return current
    }

    /// The path's drawn segments in order, closing lines included; each subpath is a run of
    /// segments whose first has `startsSubpath`. A lone move yields nothing. Each subpath also
    /// reports whether it was closed.
    var segments: [PathSegment] {
        var result: [PathSegment] = []
        var current = CGPoint.zero, start = CGPoint.zero, fresh = true
        func append(_ end: CGPoint, _ c1: CGPoint? = nil, _ c2: CGPoint? = nil, closing: Bool = false) {
            result.append(PathSegment(start: current, control1: c1 ?? current, control2: c2 ?? end, end: end,
                                      isLine: c1 == nil, startsSubpath: fresh, isClosing: closing))
            fresh = false
            current = end
        }
        for element in elements {
            switch element {
            case .move(let to):
                current = to; start = to; fresh = true
            case .line(let to):
                append(to)
            case .quadCurve(let to, let control):
                let c1 = CGPoint(x: current.x + 2 / 3 * (control.x - current.x), y: current.y + 2 / 3 * (control.y - current.y))
                let c2 = CGPoint(x: to.x + 2 / 3 * (control.x - to.x), y: to.y + 2 / 3 * (control.y - to.y))
                append(to, c1, c2)
            case .curve(let to, let control1, let control2):
                append(to, control1, control2)
            case .closeSubpath:
                append(start, closing: true)
                fresh = true
            }
        }
        return result
    }
}
