extension Font {
    /// A line spacing adjustment that you can apply to a font.
    ///
    /// Apply one of the `Leading` values to a font using the ``Font/leading(_:)`` method to
    /// increase or decrease the line spacing.
    public enum Leading: Hashable, Sendable {
        /// The font's default line spacing.
        case standard
        /// Reduced line spacing: the line gap less 2 points (Apple's documentation of
        /// `Font.Leading.tight`: "typically reduces line spacing by … 2 points").
        case tight
        /// Increased line spacing: the line gap plus 2 points (Apple's documentation of
        /// `Font.Leading.loose`).
        case loose

        /// The points this leading adds to a line's height.
        var adjustment: CGFloat {
            switch self {
            case .standard: 0
            case .tight: -2
            case .loose: 2
            }
        }
    }

    /// Adjusts the line spacing of a font.
    ///
    /// ```swift
    /// let myFont = Font.body.leading(.tight)
    /// ```
    ///
    /// Every font in Arrange supports it: the line's height (ascent + descent + line gap) changes
    /// by the leading's 2 points, whatever the size (see Docs/Differences.md, "Formatted text").
    ///
    /// - Parameter leading: The line spacing adjustment to apply.
    /// - Returns: A modified font that uses the specified line spacing.
    public func leading(_ leading: Leading) -> Font {
        var copy = self
        copy.lineLeading = leading
        return copy
    }
}
