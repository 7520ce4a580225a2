import Arrange
import Foundation

/// Draws display lists as text for a terminal: a grid of character cells, each with a
/// character, a true-colour foreground and background, and a weight.
///
/// ```swift
/// let snapshot = LayoutSnapshot(of: Text("Hi").padding(8).border(Color.blue), in: CGSize(width: 80, height: 48))
/// print(TerminalRenderer().render(snapshot.displayList))                 // with colours
/// print(TerminalRenderer().render(snapshot.displayList, colors: false))  // plain text
/// ```
///
/// **Cells.** A cell stands for ``cellWidth`` × ``cellHeight`` points (8 × 16 by default, about
/// the aspect of a terminal's character cell); the grid has as many columns and rows as it takes
/// to cover the canvas (rounded up), at most ``maximumColumns`` × ``maximumRows``; drawing beyond
/// them is cut off.
///
/// **What each item becomes.**
/// - A fill colours the background of every cell whose centre the path covers (by the item's
///   fill rule), composited over what is there (over white where nothing is). A shape whose
///   bounds are thinner than half a cell (a `Divider`, a hairline, a progress bar) becomes a
///   line of box-drawing characters in its colour instead: `─` along the row through its
///   middle, or `│` down the column through its centre.
/// - A stroke becomes box-drawing characters along its path in the stroke's colour, whatever
///   its width: `─ │ ┌ ┐ └ ┘`, with `╭ ╮ ╯ ╰` at the corners of paths with curves (rounded
///   rectangles, capsules, circles). A line that lands on a cell boundary is drawn in the cell
///   on the shape's inner side. Lines that meet merge: `├ ┤ ┬ ┴ ┼`.
/// - A glyph run writes its characters, one cell each (two for East Asian wide and fullwidth
///   characters and emoji), from the cell whose left edge is nearest the run's origin, on the row
///   that holds the point a third of the font size above the baseline, in the run's colour, bold
///   for bold faces. The characters are cleaned first: escape
///   sequences and format characters (bidirectional overrides, zero-width joiners) are removed
///   and control characters replaced, so text can never act on the terminal.
/// - Clips hide cells whose centre is outside the clip path; opacity layers scale the alpha
///   of what they contain; transforms move and scale paths and text origins. Paths with a
///   non-finite coordinate and anything under a non-invertible transform draw nothing.
public struct TerminalRenderer: Sendable {
    /// The most columns a grid has.
    public static let maximumColumns = 1_000
    /// The most rows a grid has.
    public static let maximumRows = 1_000

    /// The width of a cell, in points; 8 by default.
    public var cellWidth: CGFloat
    /// The height of a cell, in points; 16 by default.
    public var cellHeight: CGFloat

    /// Creates a renderer whose cells stand for `cellWidth` × `cellHeight` points. A size that
    /// is not a positive finite number is replaced by its default (8 and 16).
    public init(cellWidth: CGFloat = 8, cellHeight: CGFloat = 16) {
        self.cellWidth = cellWidth.isFinite && cellWidth > 0 ? cellWidth : 8
        self.cellHeight = cellHeight.isFinite && cellHeight > 0 ? cellHeight : 16
    }

    /// The cells `list` draws into.
    ///
    /// - Complexity: O(items × cells they cover), plus the segments of flattened curves.
    public func grid(_ list: DisplayList) -> TerminalGrid {
        let size = CGSize(width: cellWidth.isFinite && cellWidth > 0 ? cellWidth : 8,
                          height: cellHeight.isFinite && cellHeight > 0 ? cellHeight : 16)
        func count(_ length: CGFloat, _ cell: CGFloat, _ maximum: Int) -> Int {
            guard length.isFinite, length > 0 else { return 0 }
            return Int(Swift.min((length / cell).rounded(.up), CGFloat(maximum)))
        }
        var painter = TerminalPainter(grid: TerminalGrid(columns: count(list.size.width, size.width, Self.maximumColumns),
                                                         rows: count(list.size.height, size.height, Self.maximumRows)),
                                      cell: size)
        for item in list.items {
            painter.draw(item.content)
        }
        return painter.grid
    }

    /// `list` as text: true-colour ANSI (``TerminalGrid/ansiText``) when `colors` is true, else
    /// plain text without escapes (``TerminalGrid/plainText``).
    public func render(_ list: DisplayList, colors: Bool = true) -> String {
        let grid = grid(list)
        return colors ? grid.ansiText : grid.plainText
    }
}
