import Arrange
import Foundation

extension TerminalPainter {
    /// Draws `path` as box-drawing lines: each flattened segment is sampled a quarter cell
    /// apart, the cells it passes through are joined to their neighbours, and a diagonal step
    /// goes through the cell beside it so lines stay connected. Points on a cell boundary count
    /// in the cell on the side of the path's centre.
    mutating func stroke(_ path: Path, color: DisplayList.RGBA) {
        guard path.isFinite, color.opacity > 0 else { return }
        let rounded = path.elements.contains { element in
            switch element {
            case .quadCurve, .curve: return true
            default: return false
            }
        }
        let polylines = Polyline.flatten(path, tolerance: 0.25)
        let points = polylines.flatMap(\.points)
        guard let minX = points.map(\.x).min(), let maxX = points.map(\.x).max(),
              let minY = points.map(\.y).min(), let maxY = points.map(\.y).max() else { return }
        let centre = CGPoint(x: (minX + maxX) / 2, y: (minY + maxY) / 2)
        let style: BoxLines = rounded ? .rounded : []
        for polyline in polylines {
            var vertices = polyline.points.map { clamped($0) }
            if polyline.isClosed, let first = vertices.first { vertices.append(first) }
            var previous: (column: Int, row: Int)?
            var lastStepWasVertical = false
            for (a, b) in zip(vertices, vertices.dropFirst()) {
                let steps = Swift.max(Int((Swift.max(abs(b.x - a.x) / cell.width, abs(b.y - a.y) / cell.height) * 4).rounded(.up)), 1)
                for step in 0...steps {
                    let t = CGFloat(step) / CGFloat(steps)
                    let point = CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                    let current = cellOf(point, towards: centre)
                    guard var from = previous else { previous = current; continue }
                    while from != current {
                        var to = from
                        let moveColumn = from.column != current.column && (from.row == current.row || !lastStepWasVertical)
                        if moveColumn {
                            to.column += current.column > from.column ? 1 : -1
                        } else {
                            to.row += current.row > from.row ? 1 : -1
                        }
                        join(from, to, style: style, color: color)
                        lastStepWasVertical = !moveColumn
                        from = to
                    }
                    previous = current
                }
            }
        }
    }

    /// A point moved at most one cell outside the grid, so lines far outside cost nothing.
    private func clamped(_ point: CGPoint) -> CGPoint {
        CGPoint(x: Swift.min(Swift.max(point.x, -cell.width), CGFloat(grid.columns + 1) * cell.width),
                y: Swift.min(Swift.max(point.y, -cell.height), CGFloat(grid.rows + 1) * cell.height))
    }

    /// The cell holding `point`, a point on a cell boundary counting in the cell towards `centre`.
    private func cellOf(_ point: CGPoint, towards centre: CGPoint) -> (column: Int, row: Int) {
        let nudge = 1e-3
        let x = point.x + (point.x < centre.x ? nudge : point.x > centre.x ? -nudge : 0)
        let y = point.y + (point.y < centre.y ? nudge : point.y > centre.y ? -nudge : 0)
        return (Int((x / cell.width).rounded(.down)), Int((y / cell.height).rounded(.down)))
    }

    /// Joins two neighbouring cells with a line: an arm from each towards the other.
    private mutating func join(_ a: (column: Int, row: Int), _ b: (column: Int, row: Int), style: BoxLines, color: DisplayList.RGBA) {
        let (fromA, fromB): (BoxLines, BoxLines)
        if b.column > a.column {
            (fromA, fromB) = (.right, .left)
        } else if b.column < a.column {
            (fromA, fromB) = (.left, .right)
        } else if b.row > a.row {
            (fromA, fromB) = (.down, .up)
        } else {
            (fromA, fromB) = (.up, .down)
        }
        if isVisible(column: a.column, row: a.row) { grid.addLines(fromA.union(style), column: a.column, row: a.row, color: color) }
        if isVisible(column: b.column, row: b.row) { grid.addLines(fromB.union(style), column: b.column, row: b.row, color: color) }
    }
}
