/// One laid-out line of a text.
struct TextLine: Equatable {
    /// The clusters the line shows (before truncation).
    var range: Range<Int>
    /// The line's width in points, without the spaces hanging at its end (with the ellipsis when
    /// truncated).
    var width: CGFloat
    /// The line's vertical metrics.
    var metrics: LineMetrics
    /// Whether the line ends in an ellipsis.
    var isTruncated = false
    /// For a truncated line, the clusters drawn before the ellipsis and after it (tail truncation
    /// keeps only a head, head truncation only a tail, middle truncation both).
    var elision: Elision? = nil

    /// The clusters a truncated line keeps around its ellipsis.
    struct Elision: Equatable {
        /// The clusters drawn before the ellipsis.
        var before: Range<Int>
        /// The clusters drawn after the ellipsis.
        var after: Range<Int>
    }
}

/// A text laid out for one proposal: its lines, its size and its baselines.
struct TextLayoutResult: Equatable {
    /// The lines, top to bottom.
    var lines: [TextLine]
    /// The scale applied to the font (below 1 when `minimumScaleFactor` shrank the text).
    var scale: CGFloat
    /// The size, rounded up to the pixel grid.
    var size: CGSize
    /// The distance from the top to the first line's baseline.
    var firstBaseline: CGFloat
    /// The distance from the top to the last line's baseline.
    var lastBaseline: CGFloat
    /// The factor applied to advances when `allowsTightening(_:)` tightened the text to avoid
    /// truncating it (1: not tightened; see ``Typesetter``).
    var tightening: CGFloat = 1

    /// The layout of a text with nothing to show.
    static let empty = TextLayoutResult(lines: [], scale: 1, size: .zero, firstBaseline: 0, lastBaseline: 0)
}
