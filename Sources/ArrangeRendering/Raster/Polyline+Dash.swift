import Arrange
import Foundation

extension Polyline {
    /// The most dashes one stroke is cut into; a pattern that would cut more (a tiny pattern on a
    /// long path) draws the line solid instead of exhausting memory.
    static let maximumDashCount = 200_000

    /// The painted stretches of `polylines` under a dash pattern, as open polylines (each gets
    /// its own caps when outlined).
    ///
    /// `pattern` has an even number of non-negative lengths with a positive total (see
    /// `StrokeStyle.resolvedDashPattern`): painted, unpainted, painted, … Each subpath starts the
    /// pattern afresh at `phase` (Core Graphics' rule); a closed subpath is walked from its first
    /// point round to it again. A dash of zero length is a single point, which round and square
    /// caps draw as a dot.
    static func dashed(_ polylines: [Polyline], pattern: [CGFloat], phase: CGFloat) -> [Polyline] {
        let total = pattern.reduce(0, +)
        guard total > 0, total.isFinite, pattern.count % 2 == 0 else { return polylines }
        let length = polylines.reduce(CGFloat(0)) { $0 + $1.length }
        guard length / total * CGFloat(pattern.count) <= CGFloat(maximumDashCount) else { return polylines }

        // Where the pattern stands at the start of each subpath.
        var startIndex = 0
        var offset = phase.truncatingRemainder(dividingBy: total)
        if offset < 0 { offset += total }
        while offset >= pattern[startIndex] && offset > 0 {
            offset -= pattern[startIndex]
            startIndex = (startIndex + 1) % pattern.count
        }
        let startRemaining = pattern[startIndex] - offset

        var result: [Polyline] = []
        for polyline in polylines {
            var points = polyline.points
            guard let first = points.first else { continue }
            if polyline.isClosed { points.append(first) }
            var index = startIndex, remaining = startRemaining
            var current: [CGPoint] = index % 2 == 0 ? [first] : []
            for (a, b) in zip(points, points.dropFirst()) {
                let dx = b.x - a.x, dy = b.y - a.y
                let segment = (dx * dx + dy * dy).squareRoot()
                var travelled: CGFloat = 0
                while segment - travelled > remaining || (remaining == 0 && segment - travelled > 0) {
                    travelled += remaining
                    let t = segment > 0 ? travelled / segment : 0
                    let point = CGPoint(x: a.x + dx * t, y: a.y + dy * t)
                    if index % 2 == 0 {
                        if current.last != point { current.append(point) }
                        result.append(Polyline(points: current, isClosed: false))
                        current = []
                    } else {
                        current = [point]
                    }
                    index = (index + 1) % pattern.count
                    remaining = pattern[index]
                }
                remaining -= segment - travelled
                if index % 2 == 0 { current.append(b) }
            }
            if index % 2 == 0, !current.isEmpty { result.append(Polyline(points: current, isClosed: false)) }
        }
        return result
    }

    /// The total length of the polyline's segments (the closing one included when closed).
    var length: CGFloat {
        guard points.count > 1 else { return 0 }
        var sum: CGFloat = 0
        for (a, b) in zip(points, points.dropFirst()) { sum += hypot(b.x - a.x, b.y - a.y) }
        if isClosed, let first = points.first, let last = points.last { sum += hypot(first.x - last.x, first.y - last.y) }
        return sum
    }
}
