import Arrange
import Foundation

/// Draws display list items into a terminal grid, keeping the clip, opacity and transform in
/// force (see ``TerminalRenderer`` for what each item becomes).
struct TerminalPainter {
    /// What is in force between a push and its pop.
    struct State {
        var transform = CGAffineTransform.identity
        var opacity: Double = 1
        /// Which cells may be drawn (row by row); nil: all of them.
        var mask: [Bool]?
        /// False under a non-finite or non-invertible transform: nothing is drawn.
        var isDrawable = true
    }

    var grid: TerminalGrid
    let cell: CGSize
    var state = State()
    var saved: [State] = []

    init(grid: TerminalGrid, cell: CGSize) {
        self.grid = grid
        self.cell = cell
    }

    /// Applies one display list item.
    mutating func draw(_ content: DisplayList.Content) {
        switch content {
        case .fill(let path, let color, let rule):
            guard state.isDrawable else { return }
            fill(path.applying(state.transform), color: faded(color), rule: rule)
        case .fillGradient(let path, let gradient, let rule):
            // A cell holds one colour: the gradient's colour at the shape's centre.
            guard state.isDrawable else { return }
            fill(path.applying(state.transform), color: faded(gradient.color(at: Self.centre(of: path))), rule: rule)
        case .image(_, let rect):
            // Pictures don't fit in cells: the image's area is drawn as a light gray box.
            guard state.isDrawable else { return }
            fill(Path(rect).applying(state.transform), color: faded(DisplayList.RGBA(red: 0.8, green: 0.8, blue: 0.8, opacity: 1)), rule: .nonZero)
        case .pushShadow, .popShadow:
            // Shadows are blurred light; a terminal draws the shapes alone.
            break
        case .stroke(let path, let color, _):
            guard state.isDrawable else { return }
            stroke(path.applying(state.transform), color: faded(color))
        case .glyphs(let run):
            guard state.isDrawable else { return }
            write(run)
        case .pushClip(let path, let rule):
            saved.append(state)
            let covered = coveredCells(path.applying(state.transform), rule: rule)
            let current = state.mask ?? Array(repeating: true, count: grid.columns * grid.rows)
            state.mask = zip(current, covered).map { $0 && $1 }
        case .pushOpacity(let opacity):
            saved.append(state)
            state.opacity *= opacity.isFinite ? Swift.min(Swift.max(opacity, 0), 1) : 0
        case .pushFilter, .pushBlendMode:
            // Colour filters, blurs and blend modes don't fit in cells: the content is drawn as is.
            saved.append(state)
        case .pushMask:
            // The mask itself is not drawn; the content it masks is drawn unmasked.
            saved.append(state)
            state.isDrawable = false
        case .beginMaskedContent:
            if let previous = saved.popLast() { state = previous }
            saved.append(state)
        case .pushProjection(let projection):
            // Cells can't be drawn in perspective: the projection's affine part, divided by m33.
            let w = projection.m33 != 0 && projection.m33.isFinite ? projection.m33 : 0
            let affine = CGAffineTransform(a: projection.m11, b: projection.m12, c: projection.m21, d: projection.m22, tx: projection.m31, ty: projection.m32)
            draw(.pushTransform(w == 0 ? CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
                                       : affine.concatenating(CGAffineTransform(scaleX: 1 / w, y: 1 / w))))
        case .pushTransform(let transform):
            saved.append(state)
            let t = transform.concatenating(state.transform)
            let determinant = t.a * t.d - t.b * t.c
            state.transform = t
            if ![t.a, t.b, t.c, t.d, t.tx, t.ty, determinant].allSatisfy(\.isFinite) || determinant == 0 {
                state.isDrawable = false
            }
        case .popClip, .popOpacity, .popTransform, .popFilter, .popBlendMode, .popProjection, .popMask:
            if let previous = saved.popLast() { state = previous }
        }
    }

    /// The centre of the box around `path`'s end points (control points left out).
    static func centre(of path: Path) -> CGPoint {
        var (minX, minY, maxX, maxY) = (CGFloat.infinity, CGFloat.infinity, -CGFloat.infinity, -CGFloat.infinity)
        for element in path.elements {
            let point: CGPoint
            switch element {
            case .move(let to), .line(let to): point = to
            case .quadCurve(let to, _): point = to
            case .curve(let to, _, _): point = to
            case .closeSubpath: continue
            }
            (minX, minY, maxX, maxY) = (min(minX, point.x), min(minY, point.y), max(maxX, point.x), max(maxY, point.y))
        }
        guard minX <= maxX, minY <= maxY else { return .zero }
        return CGPoint(x: (minX + maxX) / 2, y: (minY + maxY) / 2)
    }

    /// `color` with the opacity in force applied.
    func faded(_ color: DisplayList.RGBA) -> DisplayList.RGBA {
        var color = color
        color.opacity *= state.opacity
        return color
    }

    /// Whether the clip in force lets a cell be drawn.
    func isVisible(column: Int, row: Int) -> Bool {
        guard grid.contains(column: column, row: row) else { return false }
        return state.mask?[row * grid.columns + column] ?? true
    }

    // MARK: Fills

    /// Fills the cells `path` covers, or draws a shape thinner than half a cell as a line.
    mutating func fill(_ path: Path, color: DisplayList.RGBA, rule: DisplayList.FillRule) {
        guard path.isFinite, color.opacity > 0 else { return }
        let polylines = Polyline.flatten(path, tolerance: 0.25)
        if let rect = Self.bounds(of: polylines), rect.height < cell.height / 2 || rect.width < cell.width / 2 {
            drawThinRectangle(rect, color: color)
            return
        }
        Self.visitCoveredCells(of: polylines, rule: rule, cell: cell, columns: grid.columns, rows: grid.rows) { column, row in
            if isVisible(column: column, row: row) { grid.paintBackground(column: column, row: row, color: color) }
        }
    }

    /// Draws a shape whose bounds `rect` are thinner than half a cell as a horizontal or
    /// vertical line through the cells they span.
    mutating func drawThinRectangle(_ rect: CGRect, color: DisplayList.RGBA) {
        let isHorizontal = rect.width / cell.width >= rect.height / cell.height
        let along = isHorizontal ? (rect.minX / cell.width, rect.maxX / cell.width) : (rect.minY / cell.height, rect.maxY / cell.height)
        let across = isHorizontal ? rect.midY / cell.height : rect.midX / cell.width
        let limitAlong = CGFloat(isHorizontal ? grid.columns : grid.rows) + 1
        let limitAcross = CGFloat(isHorizontal ? grid.rows : grid.columns) + 1
        let first = Int(Swift.min(Swift.max(along.0.rounded(.down), -1), limitAlong))
        let last = Swift.max(Int(Swift.min(Swift.max(along.1.rounded(.up), -1), limitAlong)) - 1, first)
        let line = Int(Swift.min(Swift.max(across.rounded(.down), -1), limitAcross))
        for index in first...last {
            var lines: BoxLines = []
            if index > first || first == last { lines.insert(isHorizontal ? .left : .up) }
            if index < last || first == last { lines.insert(isHorizontal ? .right : .down) }
            let (column, row) = isHorizontal ? (index, line) : (line, index)
            if isVisible(column: column, row: row) { grid.addLines(lines, column: column, row: row, color: color) }
        }
    }
}
