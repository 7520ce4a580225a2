import Arrange

/// A flattened subpath: straight segments through `points`, closed back to the first point when
/// `isClosed`.
struct Polyline {
    var points: [CGPoint]
    var isClosed: Bool
}

extension Polyline {
    /// The polylines of `path`, curves flattened so that no point of a curve is further than
    /// `tolerance` from the segments that replace it.
    ///
    /// The number of segments per curve follows Wang's formula (the curve's second differences
    /// bound its distance from the chord), capped at 1,024. A subpath ends at a move or a close;
    /// drawing after a close starts a new subpath at the closed one's start.
    static func flatten(_ path: Path, tolerance: CGFloat) -> [Polyline] {
        var result: [Polyline] = []
        var current = Polyline(points: [], isClosed: false)
        var start = CGPoint.zero, last = CGPoint.zero
        func finish() {
            if !current.points.isEmpty { result.append(current) }
            current = Polyline(points: [], isClosed: false)
        }
        func ensureStarted() {
            if current.points.isEmpty { current.points.append(last) }
        }
        for element in path.elements {
            switch element {
            case .move(let to):
                finish()
                current.points.append(to)
                start = to
                last = to
            case .line(let to):
                ensureStarted()
                current.points.append(to)
                last = to
            case .quadCurve(let to, let control):
                ensureStarted()
                let p0 = last
                let dd = length(p0.x - 2 * control.x + to.x, p0.y - 2 * control.y + to.y)
                let count = segmentCount(secondDifference: dd * 2 / 8, tolerance: tolerance)
                for step in 1...count {
                    let t = CGFloat(step) / CGFloat(count), u = 1 - t
                    current.points.append(CGPoint(x: u * u * p0.x + 2 * u * t * control.x + t * t * to.x,
                                                  y: u * u * p0.y + 2 * u * t * control.y + t * t * to.y))
                }
                last = to
            case .curve(let to, let c1, let c2):
                ensureStarted()
                let p0 = last
                let dd = Swift.max(length(p0.x - 2 * c1.x + c2.x, p0.y - 2 * c1.y + c2.y),
                                   length(c1.x - 2 * c2.x + to.x, c1.y - 2 * c2.y + to.y))
                let count = segmentCount(secondDifference: dd * 6 / 8, tolerance: tolerance)
                for step in 1...count {
                    let t = CGFloat(step) / CGFloat(count), u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    current.points.append(CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * to.x,
                                                  y: a * p0.y + b * c1.y + c * c2.y + d * to.y))
                }
                last = to
            case .closeSubpath:
                if !current.points.isEmpty {
                    current.isClosed = true
                    finish()
                }
                last = start
            }
        }
        finish()
        return result
    }

    /// Wang's formula: `sqrt(bound / tolerance)` segments, at least 1, at most 1,024.
    private static func segmentCount(secondDifference bound: CGFloat, tolerance: CGFloat) -> Int {
        guard bound.isFinite, tolerance > 0 else { return 1 }
        let count = (bound / tolerance).squareRoot().rounded(.up)
        return Int(Swift.min(Swift.max(count, 1), 1024))
    }

    private static func length(_ x: CGFloat, _ y: CGFloat) -> CGFloat { (x * x + y * y).squareRoot() }

    /// Twice the signed area (positive: counter-clockwise in y-up coordinates).
    var doubledArea: CGFloat {
        guard points.count > 2 else { return 0 }
        var sum: CGFloat = 0
        var previous = points[points.count - 1]
        for point in points {
            sum += previous.x * point.y - point.x * previous.y
            previous = point
        }
        return sum
    }

    /// The polyline with every point transformed.
    func applying(_ t: CGAffineTransform) -> Polyline {
        Polyline(points: points.map { CGPoint(x: t.a * $0.x + t.c * $0.y + t.tx, y: t.b * $0.x + t.d * $0.y + t.ty) }, isClosed: isClosed)
    }
}
