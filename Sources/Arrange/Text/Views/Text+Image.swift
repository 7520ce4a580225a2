extension Text {
    /// Creates an instance that wraps an `Image`, suitable for concatenating with other `Text`.
    ///
    /// ```swift
    /// Text(Image(systemName: "star.fill")) + Text(" Favourites")
    /// ```
    ///
    /// The image stands on the text's baseline and takes its width in the line; a taller image
    /// makes the line taller. A system symbol is a square 1.2 × the font size, as on its own: its
    /// icon in the text's weight and colour, standing on the baseline, or its placeholder box
    /// (Docs/Differences.md, "Text details" and "Symbol images").
    ///
    /// - Parameter image: The image to show inside the text.
    public init(_ image: Image) {
        var run = Run("\u{FFFC}")
        run.image = image
        runs = [run]
    }
}
