import Arrange
import Foundation

extension TerminalPainter {
    /// Writes a glyph run's cleaned characters from the cell nearest its origin (see
    /// ``TerminalRenderer``).
    mutating func write(_ run: DisplayList.GlyphRun) {
        let t = state.transform
        let origin = run.origin.applying(t)
        let scale = abs(t.a * t.d - t.b * t.c).squareRoot()
        let middle = origin.y - run.size * scale / 3
        guard origin.x.isFinite, middle.isFinite, abs(origin.x) < 1e9, abs(middle) < 1e9 else { return }
        let color = faded(run.color)
        let isBold = run.face.namesBoldWeight
        let row = Int((middle / cell.height).rounded(.down))
        var column = Int((origin.x / cell.width).rounded())
        guard row >= 0, row < grid.rows else { return }
        for (character, width) in TerminalText.cells(of: run.string) {
            if column >= grid.columns { break }
            if column >= 0, isVisible(column: column, row: row), width == 1 || isVisible(column: column + 1, row: row) {
                grid.put(character, width: width, column: column, row: row, color: color, isBold: isBold)
            }
            column += width
        }
    }
}
