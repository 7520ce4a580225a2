import Foundation
import Arrange

/// Converts stroked polylines into polygons whose non-zero union is the stroke's area.
///
/// Every segment becomes a rectangle of the line's width; every joint gets a join piece (a miter
/// quadrilateral, a bevel triangle, or a round polygon) on its outer side; open ends get caps
/// (square: a half-width extension; round: a circle). Pieces are all oriented the same way, so
/// filling them together by the non-zero rule gives their union without seams or holes. A
/// subpath of one point draws a dot with round and square caps, nothing with butt caps.
struct StrokeOutliner {
    let halfWidth: CGFloat
    let style: StrokeStyle
    /// How far a round piece may depart from a true arc, in the polylines' units.
    let tolerance: CGFloat

    init(style: StrokeStyle, tolerance: CGFloat) {
        self.style = style
        self.halfWidth = style.lineWidth / 2
        self.tolerance = tolerance
    }

    /// The polygons of the stroke of `polylines`.
    func outline(_ polylines: [Polyline]) -> [Polyline] {
        var pieces: [Polyline] = []
        for polyline in polylines { outline(polyline, into: &pieces) }
        return pieces.compactMap { piece in
            let area = piece.doubledArea
            guard area != 0, area.isFinite else { return nil }
            return area > 0 ? piece : Polyline(points: piece.points.reversed(), isClosed: true)
        }
    }

    private func outline(_ polyline: Polyline, into pieces: inout [Polyline]) {
        var points: [CGPoint] = []
        for point in polyline.points where points.last != point { points.append(point) }
        if polyline.isClosed, points.count > 1, points.first == points.last { points.removeLast() }
        guard points.count > 1 else {
            if let point = points.first { dot(at: point, into: &pieces) }
            return
        }
        let closed = polyline.isClosed && points.count > 2
        let segmentCount = closed ? points.count : points.count - 1
        var directions: [CGPoint] = []
        for index in 0..<segmentCount {
            let a = points[index], b = points[(index + 1) % points.count]
            let d = unit(CGPoint(x: b.x - a.x, y: b.y - a.y))
            directions.append(d)
            let n = normal(d)
            pieces.append(Polyline(points: [offset(a, n, halfWidth), offset(b, n, halfWidth),
                                            offset(b, n, -halfWidth), offset(a, n, -halfWidth)], isClosed: true))
        }
        let joints = closed ? 0..<points.count : 1..<(points.count - 1)
        for index in joints {
            let incoming = directions[(index - 1 + segmentCount) % segmentCount]
            join(at: points[index], incoming: incoming, outgoing: directions[index % segmentCount], into: &pieces)
        }
        if !closed {
            cap(at: points[0], direction: CGPoint(x: -directions[0].x, y: -directions[0].y), into: &pieces)
            cap(at: points[points.count - 1], direction: directions[segmentCount - 1], into: &pieces)
        }
    }

    /// The join piece at `point` between two segments, on the outer side of the turn.
    private func join(at point: CGPoint, incoming d0: CGPoint, outgoing d1: CGPoint, into pieces: inout [Polyline]) {
        let cross = d0.x * d1.y - d0.y * d1.x
        let dot = d0.x * d1.x + d0.y * d1.y
        if abs(cross) < 1e-9 && dot > 0 { return } // straight on: the rectangles meet exactly
        if style.lineJoin == .round {
            pieces.append(circle(at: point))
            return
        }
        let side: CGFloat = cross > 0 ? -1 : 1
        let n0 = normal(d0), n1 = normal(d1)
        let a = offset(point, n0, side * halfWidth), b = offset(point, n1, side * halfWidth)
        if style.lineJoin == .miter {
            let sum = CGPoint(x: n0.x + n1.x, y: n0.y + n1.y)
            let sumSquared = sum.x * sum.x + sum.y * sum.y
            // The miter's length over the line width is 1 / cos(θ/2), and |n0 + n1| = 2 cos(θ/2).
            if sumSquared > 1e-12, 2 / sumSquared.squareRoot() <= style.miterLimit {
                let tip = offset(point, sum, side * 2 * halfWidth / sumSquared)
                pieces.append(Polyline(points: [point, a, tip, b], isClosed: true))
                return
            }
        }
        pieces.append(Polyline(points: [point, a, b], isClosed: true))
    }

    /// The cap at an open end, `direction` pointing away from the line.
    private func cap(at point: CGPoint, direction d: CGPoint, into pieces: inout [Polyline]) {
        switch style.lineCap {
        case .round:
            pieces.append(circle(at: point))
        case .square:
            let n = normal(d)
            let far = offset(point, d, halfWidth)
            pieces.append(Polyline(points: [offset(point, n, halfWidth), offset(far, n, halfWidth),
                                            offset(far, n, -halfWidth), offset(point, n, -halfWidth)], isClosed: true))
        default:
            break
        }
    }

    /// A zero-length subpath: a circle for round caps, an axis-aligned square for square caps.
    private func dot(at point: CGPoint, into pieces: inout [Polyline]) {
        switch style.lineCap {
        case .round:
            pieces.append(circle(at: point))
        case .square:
            let h = halfWidth
            pieces.append(Polyline(points: [CGPoint(x: point.x - h, y: point.y - h), CGPoint(x: point.x + h, y: point.y - h),
                                            CGPoint(x: point.x + h, y: point.y + h), CGPoint(x: point.x - h, y: point.y + h)], isClosed: true))
        default:
            break
        }
    }

    /// A polygon within `tolerance` of the circle of the line's width around `center`.
    private func circle(at center: CGPoint) -> Polyline {
        var count = 8
        if halfWidth > tolerance {
            let step = 2 * Foundation.acos(Swift.max(1 - tolerance / halfWidth, -1))
            if step > 0 { count = Int(Swift.min(Swift.max((2 * CGFloat.pi / step).rounded(.up), 8), 256)) }
        }
        let points = (0..<count).map { index -> CGPoint in
            let angle = 2 * CGFloat.pi * CGFloat(index) / CGFloat(count)
            return CGPoint(x: center.x + halfWidth * Foundation.cos(angle), y: center.y + halfWidth * Foundation.sin(angle))
        }
        return Polyline(points: points, isClosed: true)
    }

    private func unit(_ v: CGPoint) -> CGPoint {
        let length = (v.x * v.x + v.y * v.y).squareRoot()
        return length > 0 ? CGPoint(x: v.x / length, y: v.y / length) : CGPoint(x: 1, y: 0)
    }

    /// `d` turned a quarter: (−dy, dx).
    private func normal(_ d: CGPoint) -> CGPoint { CGPoint(x: -d.y, y: d.x) }

    private func offset(_ p: CGPoint, _ direction: CGPoint, _ distance: CGFloat) -> CGPoint {
        CGPoint(x: p.x + direction.x * distance, y: p.y + direction.y * distance)
    }
}
