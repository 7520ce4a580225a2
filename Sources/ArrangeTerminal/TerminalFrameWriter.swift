import Arrange
import ArrangeRendering

/// Builds the text of one frame update for ``TerminalFrameDiffer``: tracks where the cursor is
/// and which style is in effect, so that it writes a cursor move or a style only when needed.
struct TerminalFrameWriter {
    /// A cell's style as written: colours and weight.
    struct Style: Equatable {
        var foreground: DisplayList.RGBA?
        var background: DisplayList.RGBA?
        var isBold: Bool

        /// The terminal's default style.
        static let plain = Style(foreground: nil, background: nil, isBold: false)
    }

    /// What has been written so far.
    var output = ""
    /// Where the cursor is, when known.
    private var cursor: (row: Int, column: Int)?
    /// The style in effect (plain after the reset each update starts from).
    private var style = Style.plain

    /// Moves the cursor to `row` and `column` (from 0) unless it is there: forward within the row
    /// with `ESC[nC`, else with `ESC[row;columnH`.
    mutating func moveCursor(row: Int, column: Int) {
        if let cursor, cursor.row == row, cursor.column == column { return }
        if let cursor, cursor.row == row, column > cursor.column {
            let distance = column - cursor.column
            output += distance == 1 ? "\u{1B}[C" : "\u{1B}[\(distance)C"
        } else {
            output += "\u{1B}[\(row + 1);\(column + 1)H"
        }
        cursor = (row, column)
    }

    /// Writes `cell`'s character in its style; the cursor moves `width` columns.
    mutating func write(_ cell: TerminalCell, width: Int) {
        let isBlank = cell.character == " "
        let wanted = Style(foreground: isBlank ? nil : cell.foreground, background: cell.background, isBold: isBlank ? false : cell.isBold)
        // A space shows only its background: it keeps whatever foreground and weight are in effect.
        if wanted != style && !(isBlank && wanted.background == style.background) {
            var codes = "0"
            if wanted.isBold { codes += ";1" }
            if let foreground = wanted.foreground { codes += ";38;2;" + Self.rgb(foreground) }
            if let background = wanted.background { codes += ";48;2;" + Self.rgb(background) }
            output += "\u{1B}[" + codes + "m"
            style = wanted
        }
        output.append(cell.character)
        if let current = cursor { cursor = (current.row, current.column + width) }
    }

    /// Ends the update with the style reset when one is in effect.
    mutating func finish() {
        if style != .plain {
            output += "\u{1B}[0m"
            style = .plain
        }
    }

    /// `r;g;b` of an opaque colour.
    private static func rgb(_ color: DisplayList.RGBA) -> String {
        let (r, g, b, _) = color.bytes
        return "\(r);\(g);\(b)"
    }
}
