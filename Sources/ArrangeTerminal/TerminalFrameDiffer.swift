import Arrange
import ArrangeRendering

/// Writes the escape sequences that turn the screen showing one ``TerminalGrid`` into the screen
/// showing the next, rewriting only the cells that changed (Arrange's addition).
///
/// ```swift
/// var differ = TerminalFrameDiffer()
/// output(differ.update(to: firstGrid))    // the first frame: every cell
/// output(differ.update(to: secondGrid))   // only what changed, or "" when nothing did
/// ```
///
/// **Output.** The first frame, and any frame whose grid has another size (the terminal was
/// resized), is a full redraw: the style reset, the screen cleared (`ESC[2J`), then every row from
/// its first column. Later frames write each run of changed cells after moving the cursor there:
/// `ESC[row;columnH` (counted from 1), or `ESC[nC` to skip forward within the row. A style is
/// written only when it differs from the one in effect (a space keeps the foreground and weight in
/// effect, since it shows only its background), as one `ESC[0;…m` (reset, then `1` for
/// bold, `38;2;r;g;b` for a foreground, `48;2;r;g;b` for a background). A changed half of a wide
/// character rewrites the whole character. Each update ends with the style reset when it set one.
///
/// - Complexity: O(cells) per update.
public struct TerminalFrameDiffer: Sendable {
    /// The grid the screen shows, as far as the differ knows; nil before the first frame.
    public private(set) var screen: TerminalGrid?

    /// Creates a differ for a screen in an unknown state: the first update redraws it all.
    public init() {}

    /// Forgets what the screen shows, so that the next update redraws it all (after something
    /// else wrote to it).
    public mutating func invalidate() {
        screen = nil
    }

    /// The escape sequences and characters that make the screen show `grid`; empty when it
    /// already does.
    public mutating func update(to grid: TerminalGrid) -> String {
        var writer = TerminalFrameWriter()
        if let screen, screen.columns == grid.columns, screen.rows == grid.rows {
            writeChanges(from: screen, to: grid, into: &writer)
        } else {
            writer.output += "\u{1B}[0m\u{1B}[2J"
            for row in 0..<grid.rows {
                writeRun(of: grid, row: row, columns: 0..<grid.columns, into: &writer)
            }
        }
        writer.finish()
        screen = grid
        return writer.output
    }

    /// The runs of cells in which `grid` differs from `screen`, row by row.
    private func writeChanges(from screen: TerminalGrid, to grid: TerminalGrid, into writer: inout TerminalFrameWriter) {
        let columns = grid.columns
        for row in 0..<grid.rows {
            let base = row * columns
            var column = 0
            while column < columns {
                guard screen.cells[base + column] != grid.cells[base + column] else { column += 1; continue }
                var start = column
                // A changed continuation cell rewrites the wide character it belongs to.
                if grid.cells[base + start].isWideContinuation || screen.cells[base + start].isWideContinuation, start > 0 { start -= 1 }
                var end = column + 1
                while end < columns, screen.cells[base + end] != grid.cells[base + end] { end += 1 }
                // A wide character at the end of the run takes its continuation cell with it.
                if end < columns, grid.cells[base + end].isWideContinuation { end += 1 }
                writeRun(of: grid, row: row, columns: start..<end, into: &writer)
                column = end
            }
        }
    }

    /// Writes the cells of `row` in `columns`, moving the cursor to the first.
    private func writeRun(of grid: TerminalGrid, row: Int, columns: Range<Int>, into writer: inout TerminalFrameWriter) {
        guard !columns.isEmpty else { return }
        writer.moveCursor(row: row, column: columns.lowerBound)
        for column in columns {
            let cell = grid[column: column, row: row]
            if cell.isWideContinuation {
                // Covered by the wide character before it; only an orphan needs a space.
                if column == columns.lowerBound || !isWideLeader(grid, column - 1, row) {
                    writer.write(TerminalCell(), width: 1)
                }
                continue
            }
            let isWide = column + 1 < grid.columns && grid[column: column + 1, row: row].isWideContinuation
            writer.write(cell, width: isWide ? 2 : 1)
        }
    }

    private func isWideLeader(_ grid: TerminalGrid, _ column: Int, _ row: Int) -> Bool {
        column >= 0 && column + 1 < grid.columns && grid[column: column + 1, row: row].isWideContinuation
            && !grid[column: column, row: row].isWideContinuation
    }
}
