import Arrange

extension TerminalGrid {
    /// `color` composited over `base` (white where there is none): the opaque colour a cell shows.
    static func composite(_ color: DisplayList.RGBA, over base: DisplayList.RGBA?) -> DisplayList.RGBA {
        let under = base ?? DisplayList.RGBA(red: 1, green: 1, blue: 1)
        let alpha = color.opacity
        guard alpha < 1 else { return DisplayList.RGBA(red: color.red, green: color.green, blue: color.blue) }
        return DisplayList.RGBA(red: color.red * alpha + under.red * (1 - alpha),
                                green: color.green * alpha + under.green * (1 - alpha),
                                blue: color.blue * alpha + under.blue * (1 - alpha))
    }

    /// Paints the background of a cell with `color` over what is there.
    mutating func paintBackground(column: Int, row: Int, color: DisplayList.RGBA) {
        guard contains(column: column, row: row), color.opacity > 0 else { return }
        self[column: column, row: row].background = Self.composite(color, over: self[column: column, row: row].background)
    }

    /// Adds box-drawing arms to a cell, merging them with the lines already there; the line
    /// replaces any text in the cell.
    mutating func addLines(_ lines: BoxLines, column: Int, row: Int, color: DisplayList.RGBA) {
        guard contains(column: column, row: row), color.opacity > 0, !lines.arms.isEmpty else { return }
        breakWideCharacter(column: column, row: row)
        var cell = self[column: column, row: row]
        cell.lines = cell.lines.merged(with: lines)
        cell.character = cell.lines.character ?? " "
        cell.foreground = Self.composite(color, over: cell.background)
        cell.isBold = false
        self[column: column, row: row] = cell
    }

    /// Writes `character` into a cell (and the next, for a wide character), replacing any line
    /// there. A wide character that doesn't fit before the right edge writes a space instead.
    mutating func put(_ character: Character, width: Int, column: Int, row: Int, color: DisplayList.RGBA, isBold: Bool) {
        guard contains(column: column, row: row), color.opacity > 0 else { return }
        let fits = width == 1 || column + 1 < columns
        breakWideCharacter(column: column, row: row)
        if width == 2 && fits { breakWideCharacter(column: column + 1, row: row) }
        var cell = self[column: column, row: row]
        cell.lines = []
        cell.character = fits ? character : " "
        cell.foreground = Self.composite(color, over: cell.background)
        cell.isBold = isBold
        cell.isWideContinuation = false
        self[column: column, row: row] = cell
        if width == 2 && fits {
            var next = self[column: column + 1, row: row]
            next.lines = []
            next.character = " "
            next.foreground = cell.foreground
            next.isBold = isBold
            next.isWideContinuation = true
            self[column: column + 1, row: row] = next
        }
    }

    /// Turns the wide character that a cell is part of, if any, into spaces, so that drawing
    /// into the cell never leaves half a wide character.
    private mutating func breakWideCharacter(column: Int, row: Int) {
        guard contains(column: column, row: row) else { return }
        if self[column: column, row: row].isWideContinuation {
            self[column: column, row: row].isWideContinuation = false
            self[column: column, row: row].character = " "
            if column > 0 { self[column: column - 1, row: row].character = " " }
        } else if column + 1 < columns, self[column: column + 1, row: row].isWideContinuation {
            self[column: column + 1, row: row].isWideContinuation = false
            self[column: column + 1, row: row].character = " "
            self[column: column, row: row].character = " "
        }
    }
}
