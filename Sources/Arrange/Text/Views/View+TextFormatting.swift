extension View {
    /// Sets a limit for the number of lines text can occupy in this view, optionally reserving
    /// the height of that many lines.
    ///
    /// ```swift
    /// Text(subtitle).lineLimit(2, reservesSpace: true)   // two lines tall even with one
    /// ```
    ///
    /// With `reservesSpace`, a text of fewer lines is as tall as `limit` lines: each missing line
    /// as tall as its last line, with the line spacing between them (see Docs/Differences.md,
    /// "Formatted text").
    ///
    /// - Parameters:
    ///   - limit: The line limit (at least 1).
    ///   - reservesSpace: Whether text reserves space so that it always occupies the height
    ///     required to display the specified number of lines.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        environment(\.lineLimit, Swift.max(limit, 1))
            .environment(\.lineLimitReservesSpace, reservesSpace)
    }

    /// Sets whether text in this view can compress the space between characters when necessary
    /// to fit text in a line.
    ///
    /// Text that would be truncated is tightened first: its advances shrink uniformly, as far as
    /// needed and by at most the 5 % of NSParagraphStyle's default `tighteningFactorForTruncation`
    /// (text up to 1.05 × the line's width fits); only text that still does not fit is scaled by
    /// `minimumScaleFactor(_:)` or truncated (see Docs/Differences.md, "Formatted text").
    ///
    /// - Parameter flag: A Boolean value that indicates whether the space between characters
    ///   compresses when necessary.
    public func allowsTightening(_ flag: Bool) -> some View {
        environment(\.allowsTightening, flag)
    }
}
