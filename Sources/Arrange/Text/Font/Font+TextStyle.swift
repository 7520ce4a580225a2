extension Font {
    /// A dynamic text style to use for fonts.
    ///
    /// Each style has SwiftUI's default size and weight on iOS at the default dynamic type size
    /// (`.large`): 34, 28, 22, 20, 17 semibold, 15, 17, 16, 13, 12 and 11 points, in the order the
    /// cases are declared; ``DynamicTypeSize`` scales them.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        /// The font style for large titles.
        case largeTitle
        /// The font used for first level hierarchical headings.
        case title
        /// The font used for second level hierarchical headings.
        case title2
        /// The font used for third level hierarchical headings.
        case title3
        /// The font used for headings.
        case headline
        /// The font used for subheadings.
        case subheadline
        /// The font used for body text.
        case body
        /// The font used for callouts.
        case callout
        /// The font used in footnotes.
        case footnote
        /// The font used for standard captions.
        case caption
        /// The font used for alternate captions.
        case caption2

        /// The style's weight: semibold for the headline, regular for the others.
        var weight: Weight { self == .headline ? .semibold : .regular }
    }

    /// A font with the large title text style.
    public static let largeTitle = Font.system(.largeTitle)
    /// A font with the title text style.
    public static let title = Font.system(.title)
    /// Create a font for second level hierarchical headings.
    public static let title2 = Font.system(.title2)
    /// Create a font for third level hierarchical headings.
    public static let title3 = Font.system(.title3)
    /// A font with the headline text style.
    public static let headline = Font.system(.headline)
    /// A font with the subheadline text style.
    public static let subheadline = Font.system(.subheadline)
    /// A font with the body text style: the default font of `Text`.
    public static let body = Font.system(.body)
    /// A font with the callout text style.
    public static let callout = Font.system(.callout)
    /// A font with the footnote text style.
    public static let footnote = Font.system(.footnote)
    /// A font with the caption text style.
    public static let caption = Font.system(.caption)
    /// Create a font with the alternate caption text style.
    public static let caption2 = Font.system(.caption2)
}
