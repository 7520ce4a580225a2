import Arrange

/// Computes the anti-aliased coverage of polygons, row by row.
///
/// Each pixel row is sampled at 16 sub-scanlines; on each, the polygon edges' crossings are found
/// exactly, sorted, and turned into spans by the fill rule; a span covers the pixels it overlaps
/// by the exact fraction of their width. Coverage is therefore exact horizontally and in
/// sixteenths vertically: a vertical edge at x = 10.5 covers pixel 10 by one half.
struct ScanlineRasterizer {
    /// Sub-scanlines per pixel row.
    static let samplesPerRow = 16

    private struct Edge {
        var x0: CGFloat, y0: CGFloat, x1: CGFloat, y1: CGFloat
        /// +1 for an edge going down, −1 going up.
        var winding: Int
        var slope: CGFloat { (x1 - x0) / (y1 - y0) }
    }

    let width: Int
    let height: Int

    /// Calls `row` with the coverage (0 to 1) of every pixel of each row the polygons touch.
    ///
    /// - Parameters:
    ///   - polygons: Closed polygons in pixel coordinates (each implicitly closed).
    ///   - rule: Which points are inside.
    ///   - row: Receives the row's index, the first and last+1 columns with coverage, and the
    ///     coverage of the whole row (valid within those columns).
    func rasterize(_ polygons: [Polyline], rule: DisplayList.FillRule, row: (Int, Int, Int, UnsafeMutableBufferPointer<Float>) -> Void) {
        var edges: [Edge] = []
        var minY = CGFloat.infinity, maxY = -CGFloat.infinity
        for polygon in polygons where polygon.points.count > 2 {
            var previous = polygon.points[polygon.points.count - 1]
            for point in polygon.points {
                defer { previous = point }
                guard previous.y != point.y, previous.x.isFinite, previous.y.isFinite, point.x.isFinite, point.y.isFinite else { continue }
                if previous.y < point.y {
                    edges.append(Edge(x0: previous.x, y0: previous.y, x1: point.x, y1: point.y, winding: 1))
                } else {
                    edges.append(Edge(x0: point.x, y0: point.y, x1: previous.x, y1: previous.y, winding: -1))
                }
                minY = Swift.min(minY, point.y, previous.y)
                maxY = Swift.max(maxY, point.y, previous.y)
            }
        }
        guard !edges.isEmpty, width > 0, height > 0 else { return }
        edges.sort { $0.y0 < $1.y0 }
        let firstRow = Swift.max(0, Int(Swift.max(minY, -1).rounded(.down)))
        let lastRow = Swift.min(height, Int(Swift.min(maxY, CGFloat(height) + 1).rounded(.up)))
        guard firstRow < lastRow else { return }
        // Scratch rows, zeroed between rows by the loops that read them.
        let coverage = UnsafeMutableBufferPointer<Float>.allocate(capacity: width + 2)
        let runs = UnsafeMutableBufferPointer<Float>.allocate(capacity: width + 2)
        coverage.initialize(repeating: 0)
        runs.initialize(repeating: 0)
        defer {
            coverage.deallocate()
            runs.deallocate()
        }
        if edges.count == 2, let xs = Self.rectangleSides(edges[0], edges[1]) {
            return rasterizeRectangle(from: xs.left, to: xs.right, top: edges[0].y0, bottom: edges[0].y1, rows: firstRow..<lastRow,
                                      coverage: coverage, runs: runs, row: row)
        }
        // The edges' slopes, worked out once; the active edges' indices, their x on the
        // sub-scanline and a sub-scanline's crossings in scratch buffers (at most one crossing
        // an edge).
        let slopes = edges.map(\.slope)
        let active = UnsafeMutableBufferPointer<Int>.allocate(capacity: edges.count)
        let keys = UnsafeMutableBufferPointer<CGFloat>.allocate(capacity: edges.count)
        let crossings = UnsafeMutableBufferPointer<(x: CGFloat, winding: Int)>.allocate(capacity: edges.count)
        defer {
            active.deallocate()
            keys.deallocate()
            crossings.deallocate()
        }
        var activeCount = 0
        var nextEdge = 0
        let weight = 1 / Float(Self.samplesPerRow)
        let evenOdd = rule != .nonZero
        for y in firstRow..<lastRow {
            let rowTop = CGFloat(y), rowBottom = CGFloat(y + 1)
            while nextEdge < edges.count, edges[nextEdge].y0 < rowBottom {
                active[activeCount] = nextEdge
                activeCount += 1
                nextEdge += 1
            }
            var kept = 0
            for i in 0..<activeCount where edges[active[i]].y1 > rowTop {
                active[kept] = active[i]
                kept += 1
            }
            activeCount = kept
            guard activeCount > 0 else { continue }
            var low = width, high = 0
            for sample in 0..<Self.samplesPerRow {
                let sy = rowTop + (CGFloat(sample) + 0.5) / CGFloat(Self.samplesPerRow)
                // The active edges in order of their x on the sub-scanline (an edge that does
                // not reach it at its nearer end), by insertion: the order changes little from
                // one sub-scanline to the next, so this is about one pass. The crossings are then
                // in order of x (the order of crossings at one x changes no span: those between
                // them are empty).
                for i in 0..<activeCount {
                    let index = active[i]
                    let edge = edges[index]
                    let y = Swift.min(Swift.max(sy, edge.y0), edge.y1)
                    keys[i] = edge.x0 + (y - edge.y0) * slopes[index]
                }
                Self.sortByKey(active, keys: keys, count: activeCount)
                var count = 0
                for i in 0..<activeCount {
                    let edge = edges[active[i]]
                    guard edge.y0 <= sy, sy < edge.y1 else { continue }
                    crossings[count] = (keys[i], edge.winding)
                    count += 1
                }
                guard count > 1 else { continue }
                var winding = 0
                for index in 0..<(count - 1) {
                    winding += crossings[index].winding
                    let inside = evenOdd ? winding & 1 != 0 : winding != 0
                    guard inside else { continue }
                    addSpan(from: crossings[index].x, to: crossings[index + 1].x, weight: weight,
                            coverage: coverage, runs: runs, low: &low, high: &high)
                }
            }
            guard low < high else { continue }
            Self.addRuns(runs, to: coverage, from: low, to: high)
            row(y, low, high, coverage)
            for x in low..<high { coverage[x] = 0 }
        }
    }

    /// Sorts the first `count` of `indices` and `keys` together, by key, by insertion.
    @inline(__always)
    private static func sortByKey(_ indices: UnsafeMutableBufferPointer<Int>, keys: UnsafeMutableBufferPointer<CGFloat>, count: Int) {
        guard count > 1 else { return }
        for i in 1..<count {
            let key = keys[i], index = indices[i]
            var j = i
            while j > 0, keys[j - 1] > key {
                keys[j] = keys[j - 1]
                indices[j] = indices[j - 1]
                j -= 1
            }
            keys[j] = key
            indices[j] = index
        }
    }

    /// The left and right sides of a rectangle, when the polygons' only edges that are not
    /// horizontal are two vertical ones spanning the same rows with opposite directions: then
    /// every sub-scanline crosses both at their x (a slope of zero), and the inside is between
    /// them by either fill rule.
    private static func rectangleSides(_ a: Edge, _ b: Edge) -> (left: CGFloat, right: CGFloat)? {
        guard a.x0 == a.x1, b.x0 == b.x1, a.y0 == b.y0, a.y1 == b.y1, a.winding == -b.winding else { return nil }
        return (Swift.min(a.x0, b.x0), Swift.max(a.x0, b.x0))
    }

    /// Rasterises a rectangle: a row whose sub-scanlines cross it `n` times has the coverage of
    /// `n` spans from `left` to `right`, summed as the general loop sums them, so the row is
    /// worked out once for each `n` and copied to every row that has it.
    private func rasterizeRectangle(from left: CGFloat, to right: CGFloat, top: CGFloat, bottom: CGFloat, rows: Range<Int>,
                                    coverage: UnsafeMutableBufferPointer<Float>, runs: UnsafeMutableBufferPointer<Float>,
                                    row: (Int, Int, Int, UnsafeMutableBufferPointer<Float>) -> Void) {
        let weight = 1 / Float(Self.samplesPerRow)
        var templates = [(low: Int, high: Int, values: [Float])?](repeating: nil, count: Self.samplesPerRow + 1)
        for y in rows {
            let rowTop = CGFloat(y)
            var crossings = 0
            for sample in 0..<Self.samplesPerRow {
                let sy = rowTop + (CGFloat(sample) + 0.5) / CGFloat(Self.samplesPerRow)
                if top <= sy, sy < bottom { crossings += 1 }
            }
            guard crossings > 0 else { continue }
            if templates[crossings] == nil {
                var low = width, high = 0
                for _ in 0..<crossings {
                    addSpan(from: left, to: right, weight: weight, coverage: coverage, runs: runs, low: &low, high: &high)
                }
                guard low < high else {
                    templates[crossings] = (0, 0, [])
                    continue
                }
                Self.addRuns(runs, to: coverage, from: low, to: high)
                templates[crossings] = (low, high, Array(coverage[low..<high]))
                for x in low..<high { coverage[x] = 0 }
            }
            guard let template = templates[crossings], template.low < template.high, let base = coverage.baseAddress else { continue }
            template.values.withUnsafeBufferPointer { values in
                guard let from = values.baseAddress else { return }
                (base + template.low).update(from: from, count: values.count)
            }
            row(y, template.low, template.high, coverage)
            for x in template.low..<template.high { coverage[x] = 0 }
        }
    }

    /// Adds coverage `weight` to the pixels the span [a, b) overlaps, by the fraction overlapped.
    @inline(__always)
    private func addSpan(from a: CGFloat, to b: CGFloat, weight: Float, coverage: UnsafeMutableBufferPointer<Float>,
                         runs: UnsafeMutableBufferPointer<Float>, low: inout Int, high: inout Int) {
        let start = Swift.max(a, 0), end = Swift.min(b, CGFloat(width))
        guard start < end else { return }
        let first = Int(start), last = Int(end.rounded(.down))
        low = Swift.min(low, first)
        high = Swift.max(high, Swift.min(last + 1, width))
        if first == last {
            coverage[first] += Float(end - start) * weight
            return
        }
        coverage[first] += Float(CGFloat(first + 1) - start) * weight
        if first + 1 < last {
            runs[first + 1] += weight
            runs[last] -= weight
        }
        if last < width { coverage[last] += Float(end - CGFloat(last)) * weight }
    }

    /// Full pixels were recorded as run starts and ends (`runs`): adds their running sum to
    /// `coverage` over `low ..< high` (at most 1 a pixel) and clears the runs.
    @inline(__always)
    private static func addRuns(_ runs: UnsafeMutableBufferPointer<Float>, to coverage: UnsafeMutableBufferPointer<Float>, from low: Int, to high: Int) {
        var running: Float = 0
        for x in low..<high {
            running += runs[x]
            runs[x] = 0
            coverage[x] = Swift.min(coverage[x] + running, 1)
        }
        runs[high] = 0
    }
}
