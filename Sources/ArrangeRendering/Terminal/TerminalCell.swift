import Arrange

/// One character cell of a terminal rendering: a character, its colours and its weight.
///
/// A wide character (East Asian wide or fullwidth, emoji) fills two cells: the first holds the
/// character, the second is a continuation cell (``isWideContinuation``) that terminals fill
/// with the first cell's right half, so writers skip it.
public struct TerminalCell: Hashable, Sendable {
    /// The character shown; a space where nothing is written.
    public var character: Character
    /// The colour of the character (true colour), or nil for the terminal's default.
    public var foreground: DisplayList.RGBA?
    /// The colour behind the character (true colour), or nil for the terminal's default.
    public var background: DisplayList.RGBA?
    /// Whether the character is drawn bold.
    public var isBold: Bool
    /// Whether this cell is the right half of the wide character in the cell before it.
    public var isWideContinuation: Bool

    /// The box-drawing arms in this cell, which decide its line character.
    var lines: BoxLines = []

    /// Creates a cell.
    public init(character: Character = " ", foreground: DisplayList.RGBA? = nil, background: DisplayList.RGBA? = nil,
                isBold: Bool = false, isWideContinuation: Bool = false) {
        self.character = character
        self.foreground = foreground
        self.background = background
        self.isBold = isBold
        self.isWideContinuation = isWideContinuation
    }

    /// An empty cell: a space in the terminal's default colours.
    public static let empty = TerminalCell()
}
