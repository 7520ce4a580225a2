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
        let isBold = isBold(run.face)
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

    /// Whether `face` is bold (the static `isBold(_:)`), remembered for the frame.
    mutating func isBold(_ face: DisplayList.FontFace) -> Bool {
        if let known = boldFaces.first(where: { $0.face === face }) { return known.isBold }
        let answer = Self.isBold(face)
        boldFaces.append((face, answer))
        return answer
    }

    /// Whether a face is bold: its PostScript or family name names a weight of semibold or more.
    /// (The standard library's `firstRange(of:)`, not Foundation's `contains`, which goes through
    /// `NSString` on every glyph run.)
    static func isBold(_ face: DisplayList.FontFace) -> Bool {
        let name = (face.postScriptName ?? "") + " " + (face.familyName ?? "")
        return ["Bold", "Semibold", "SemiBold", "Heavy", "Black"].contains { name.firstRange(of: $0) != nil }
    }
}
