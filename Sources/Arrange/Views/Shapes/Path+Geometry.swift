import Foundation

extension Path {
    /// The smallest rectangle containing every point of the path's curves, as Core Graphics'
    /// `boundingBoxOfPath` (control points outside the curve do not count); `CGRect.null` for an
    /// empty path.
    public var boundingRect: CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func include(_ p: CGPoint) {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        for element in elements {
            if case .move(let to) = element { include(to) }
        }
        for segment in segments {
            include(segment.start)
            include(segment.end)
            guard !segment.isLine else { continue }
            for t in Path.extremaParameters(segment.start.x, segment.control1.x, segment.control2.x, segment.end.x)
                + Path.extremaParameters(segment.start.y, segment.control1.y, segment.control2.y, segment.end.y) {
                include(segment.point(at: t))
            }
        }
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The parameters in (0, 1) where a cubic's coordinate (`p0`…`p3`) has a zero derivative.
    private static func extremaParameters(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat) -> [CGFloat] {
        // B'(t)/3 = a t² + b t + c
        let a = -p0 + 3 * p1 - 3 * p2 + p3, b = 2 * (p0 - 2 * p1 + p2), c = p1 - p0
        var roots: [CGFloat] = []
        if abs(a) < 1e-12 {
            if abs(b) > 1e-12 { roots.append(-c / b) }
        } else {
            let discriminant = b * b - 4 * a * c
            if discriminant >= 0 {
                let root = discriminant.squareRoot()
                roots += [(-b + root) / (2 * a), (-b - root) / (2 * a)]
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }

    /// Returns true if the path contains `point` when filled: by the non-zero winding rule, or
    /// the even-odd rule when `eoFill` is true. Open subpaths are closed implicitly, as filling
    /// closes them; curves are measured along 32 chords each.
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0, crossings = 0
        func edge(_ a: CGPoint, _ b: CGPoint) {
            guard (a.y <= point.y) != (b.y <= point.y) else { return }
            let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
            guard x > point.x else { return }
            crossings += 1
            winding += b.y > a.y ? 1 : -1
        }
        var subpathStart: CGPoint?, last: CGPoint?
        func closeOpen() {
            if let start = subpathStart, let end = last { edge(end, start) }
        }
        for segment in segments {
            if segment.startsSubpath {
                closeOpen()
                subpathStart = segment.start
            }
            let points = segment.flattened()
            for index in 1..<points.count { edge(points[index - 1], points[index]) }
            last = segment.isClosing ? subpathStart : segment.end
        }
        closeOpen()
        return eoFill ? crossings % 2 == 1 : winding != 0
    }

    /// Returns a partial copy of the path: the part between `from` and `to`, fractions of its
    /// length (clamped to 0…1; empty when `from` is not below `to`). Curves stay curves, cut
    /// where they reach the fraction; a subpath's closing line counts towards the length.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        guard from.isFinite, to.isFinite else { return Path() }
        let from = Swift.max(0, Swift.min(1, from)), to = Swift.max(0, Swift.min(1, to))
        guard from < to else { return Path() }
        if from == 0 && to == 1 { return self }
        let segments = self.segments
        // Each segment's chord lengths along its flattened points.
        let samples = segments.map { $0.flattened() }
        let lengths = samples.map { points in zip(points, points.dropFirst()).reduce(CGFloat(0)) { $0 + hypot($1.0.x - $1.1.x, $1.0.y - $1.1.y) } }
        let total = lengths.reduce(0, +)
        guard total > 0 else { return Path() }
        let startLength = from * total, endLength = to * total
        var result = Path()
        var offset: CGFloat = 0
        var needsMove = true
        for (index, segment) in segments.enumerated() {
            let length = lengths[index]
            defer { offset += length }
            if segment.startsSubpath { needsMove = true }
            let lower = Swift.max(startLength, offset), upper = Swift.min(endLength, offset + length)
            guard upper > lower || (length == 0 && lower == upper && offset > startLength && offset < endLength) else { continue }
            let t0 = Path.parameter(at: lower - offset, along: samples[index], length: length)
            let t1 = Path.parameter(at: upper - offset, along: samples[index], length: length)
            let piece = segment.slice(from: t0, to: t1)
            if needsMove { result.move(to: piece.start); needsMove = false }
            if piece.isLine {
                result.addLine(to: piece.end)
            } else {
                result.addCurve(to: piece.end, control1: piece.control1, control2: piece.control2)
            }
        }
        return result
    }

    /// The parameter of the point `distance` along a segment flattened to `points` (evenly
    /// spaced parameters) of total chord `length`.
    private static func parameter(at distance: CGFloat, along points: [CGPoint], length: CGFloat) -> CGFloat {
        guard length > 0 else { return 0 }
        if distance <= 0 { return 0 }
        if distance >= length { return 1 }
        let steps = CGFloat(points.count - 1)
        var walked: CGFloat = 0
        for index in 1..<points.count {
            let chord = hypot(points[index].x - points[index - 1].x, points[index].y - points[index - 1].y)
            if walked + chord >= distance {
                let fraction = chord > 0 ? (distance - walked) / chord : 0
                return (CGFloat(index - 1) + fraction) / steps
            }
            walked += chord
        }
        return 1
    }
}
