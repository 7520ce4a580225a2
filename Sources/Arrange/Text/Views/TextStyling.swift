/// Character styling that applies to text: what the `Text` styling methods set on a run, and what
/// the same-named `View` modifiers set in the environment for every `Text` inside.
///
/// Every field is optional: nil means "not set here", so a run's own value wins over the
/// environment's, and an inner modifier wins over an outer one (it writes the environment last).
struct TextStyling: Hashable, Sendable {
    /// The weight that replaces the font's (`bold()`, `fontWeight(_:)`).
    var weight: Font.Weight?
    /// Whether the italic face is used.
    var isItalic: Bool?
    /// The design that replaces the font's.
    var design: Font.Design?
    /// The width asked for (measured as standard; see Docs/Differences.md).
    var width: Font.Width?
    /// Whether the monospaced face is used.
    var isMonospaced: Bool?
    /// Whether digits share one advance.
    var usesMonospacedDigits: Bool?
    /// Extra space after every character, in points.
    var kerning: CGFloat?
    /// Extra space after every character, in points, added to the kerning.
    var tracking: CGFloat?
    /// How far the baseline is raised, in points.
    var baselineOffset: CGFloat?
    /// The line drawn under the text; `.some(nil)` switches an outer underline off.
    var underline: Text.LineStyle??
    /// The line drawn through the text; `.some(nil)` switches an outer strikethrough off.
    var strikethrough: Text.LineStyle??

    /// These values where set, else `outer`'s.
    func over(_ outer: TextStyling) -> TextStyling {
        TextStyling(
            weight: weight ?? outer.weight, isItalic: isItalic ?? outer.isItalic, design: design ?? outer.design,
            width: width ?? outer.width, isMonospaced: isMonospaced ?? outer.isMonospaced,
            usesMonospacedDigits: usesMonospacedDigits ?? outer.usesMonospacedDigits,
            kerning: kerning ?? outer.kerning, tracking: tracking ?? outer.tracking,
            baselineOffset: baselineOffset ?? outer.baselineOffset,
            underline: underline ?? outer.underline, strikethrough: strikethrough ?? outer.strikethrough)
    }

    /// `font` with this styling's weight, italic, design, width and digit settings applied.
    func apply(to font: Font) -> Font {
        var font = font
        if let weight { font = font.weight(weight) }
        if isItalic == true { font = font.italic() }
        if let design { font.designOverride = design }
        if let width { font = font.width(width) }
        if isMonospaced == true { font = font.monospaced() }
        if usesMonospacedDigits == true { font = font.monospacedDigit() }
        return font
    }
}
