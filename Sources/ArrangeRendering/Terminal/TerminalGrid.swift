import Arrange

/// A rectangle of terminal cells, row by row from the top: what ``TerminalRenderer`` draws a
/// display list into, written out as true-colour ANSI text or as plain text.
///
/// ```swift
/// let grid = TerminalRenderer().grid(snapshot.displayList)
/// print(grid.ansiText)           // colours as ESC[38;2;r;g;bm and ESC[48;2;r;g;bm
/// print(grid.plainText)          // characters only, for logs and tests
/// grid[column: 0, row: 0].background   // the colour behind the top-left cell
/// ```
public struct TerminalGrid: Hashable, Sendable {
    /// The number of cells in a row.
    public let columns: Int
    /// The number of rows.
    public let rows: Int
    /// The cells, row by row from the top, each row from the left.
    public private(set) var cells: [TerminalCell]

    /// Creates a grid of empty cells; negative sizes count as 0.
    public init(columns: Int, rows: Int) {
        self.columns = Swift.max(columns, 0)
        self.rows = Swift.max(rows, 0)
        cells = Array(repeating: .empty, count: self.columns * self.rows)
    }

    /// The cell at `column` and `row`, counted from 0 at the top left.
    public subscript(column column: Int, row row: Int) -> TerminalCell {
        get { cells[row * columns + column] }
        set { cells[row * columns + column] = newValue }
    }

    /// Whether the cell at `column` and `row` is on the grid.
    func contains(column: Int, row: Int) -> Bool {
        column >= 0 && column < columns && row >= 0 && row < rows
    }

    /// The text of the grid without escapes: one line a row, rows separated by a line feed,
    /// trailing spaces of each row removed. Colours and weights are not shown.
    public var plainText: String {
        var lines: [String] = []
        for row in 0..<rows {
            var line = ""
            for column in 0..<columns {
                let cell = self[column: column, row: row]
                if !cell.isWideContinuation { line.append(cell.character) }
            }
            while line.last == " " { line.removeLast() }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }

    /// The grid as true-colour ANSI text: one line a row (every cell written, so backgrounds
    /// show), rows separated by a line feed. A change of style writes `ESC[0m` (unless the style
    /// before was the default), then `ESC[1m`
    /// for bold, `ESC[38;2;r;g;bm` for a foreground and `ESC[48;2;r;g;bm` for a background; a
    /// row that ends styled ends with `ESC[0m`. Colours are written opaque (translucent colours
    /// were blended when drawn).
    public var ansiText: String {
        struct Style: Equatable {
            var foreground: DisplayList.RGBA?
            var background: DisplayList.RGBA?
            var isBold: Bool
            var isPlain: Bool { foreground == nil && background == nil && !isBold }
        }
        func rgb(_ color: DisplayList.RGBA) -> String {
            let (r, g, b, _) = color.bytes
            return "\(r);\(g);\(b)"
        }
        var lines: [String] = []
        for row in 0..<rows {
            var line = ""
            var current = Style(foreground: nil, background: nil, isBold: false)
            for column in 0..<columns {
                let cell = self[column: column, row: row]
                if cell.isWideContinuation { continue }
                let style = Style(foreground: cell.character == " " ? nil : cell.foreground, background: cell.background, isBold: cell.isBold)
                if style != current {
                    if !current.isPlain { line += "\u{1B}[0m" }
                    if style.isBold { line += "\u{1B}[1m" }
                    if let foreground = style.foreground { line += "\u{1B}[38;2;" + rgb(foreground) + "m" }
                    if let background = style.background { line += "\u{1B}[48;2;" + rgb(background) + "m" }
                    current = style
                }
                line.append(cell.character)
            }
            if !current.isPlain { line += "\u{1B}[0m" }
            lines.append(line)
        }
        return lines.joined(separator: "\n")
    }
}
