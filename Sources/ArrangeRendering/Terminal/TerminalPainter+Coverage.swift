import Arrange
import Foundation

extension TerminalPainter {
    /// Which cells (row by row) have their centre inside `path` by `rule`.
    func coveredCells(_ path: Path, rule: DisplayList.FillRule) -> [Bool] {
        var covered = Array(repeating: false, count: grid.columns * grid.rows)
        guard path.isFinite else { return covered }
        let columns = grid.columns
        Self.visitCoveredCells(of: Polyline.flatten(path, tolerance: 0.25), rule: rule, cell: cell, columns: columns, rows: grid.rows) { column, row in
            covered[row * columns + column] = true
        }
        return covered
    }

    /// Calls `body` with the column and row of every cell of a `columns` × `rows` grid whose
    /// centre lies inside the closed `polylines` by `rule`, row by row, only for the cells
    /// within the outline's bounds (polylines of two points or fewer enclose nothing).
    static func visitCoveredCells(of polylines: [Polyline], rule: DisplayList.FillRule, cell: CGSize, columns: Int, rows: Int,
                                  _ body: (_ column: Int, _ row: Int) -> Void) {
        let polylines = polylines.filter { $0.points.count > 2 }
        guard let bounds = bounds(of: polylines) else { return }
        let firstColumn = Swift.max(Int(Swift.max((bounds.minX / cell.width - 0.5).rounded(.down), -1)), 0)
        let lastColumn = Swift.min(Int(Swift.min((bounds.maxX / cell.width - 0.5).rounded(.up), CGFloat(columns))), columns - 1)
        let firstRow = Swift.max(Int(Swift.max((bounds.minY / cell.height - 0.5).rounded(.down), -1)), 0)
        let lastRow = Swift.min(Int(Swift.min((bounds.maxY / cell.height - 0.5).rounded(.up), CGFloat(rows))), rows - 1)
        guard firstColumn <= lastColumn, firstRow <= lastRow else { return }
        var crossing: [(CGPoint, CGPoint)] = []
        for row in firstRow...lastRow {
            // A cell centre's winding number counts the edges crossing the row's centre line (one
            // end at or above it, the other below), +1 or −1 by direction when the centre is on
            // the edge's winding side (the sign of `cross`); those edges are picked once a row.
            let y = (CGFloat(row) + 0.5) * cell.height
            crossing.removeAll(keepingCapacity: true)
            for polyline in polylines {
                var previous = polyline.points[polyline.points.count - 1]
                for current in polyline.points {
                    if (previous.y <= y) != (current.y <= y) { crossing.append((previous, current)) }
                    previous = current
                }
            }
            if crossing.isEmpty { continue }
            for column in firstColumn...lastColumn {
                let centre = CGPoint(x: (CGFloat(column) + 0.5) * cell.width, y: y)
                var winding = 0
                for (previous, current) in crossing {
                    if previous.y <= y {
                        if cross(previous, current, centre) > 0 { winding += 1 }
                    } else if cross(previous, current, centre) < 0 {
                        winding -= 1
                    }
                }
                if rule == .evenOdd ? winding % 2 != 0 : winding != 0 { body(column, row) }
            }
        }
    }

    /// Which side of the line from `a` to `b` the point `p` is on (positive: left, y down).
    private static func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    /// The bounds of the points of `polylines`, or nil when they have none.
    static func bounds(of polylines: [Polyline]) -> CGRect? {
        var (minX, minY, maxX, maxY) = (CGFloat.infinity, CGFloat.infinity, -CGFloat.infinity, -CGFloat.infinity)
        var any = false
        for polyline in polylines {
            for point in polyline.points {
                any = true
                minX = Swift.min(minX, point.x); maxX = Swift.max(maxX, point.x)
                minY = Swift.min(minY, point.y); maxY = Swift.max(maxY, point.y)
            }
        }
        return any ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : nil
    }
}
