/// The metrics of one font face that text layout reads, in font units.
///
/// The bundled OpenType faces conform, and so does ``BoxTypeface``, whose fixed box metrics make
/// text sizes easy to predict in tests and in cell-based (terminal) hosts.
protocol Typeface: AnyObject, Sendable {
    /// Font units per em: the scale of every other metric.
    var unitsPerEm: Int { get }
    /// The distance from the baseline to the top of the line (positive).
    var ascender: Int { get }
    /// The distance from the baseline to the bottom of the line (negative below the baseline).
    var descender: Int { get }
    /// Extra space between lines.
    var lineGap: Int { get }
    /// The height of capital letters, when the font says.
    var capHeight: Int? { get }
    /// The glyph for a Unicode scalar, or nil when the face lacks it.
    func glyph(for scalar: Unicode.Scalar) -> UInt16?
    /// The advance width of a glyph.
    func advance(of glyph: UInt16) -> Int
    /// The kerning adjustment between two glyphs (negative: closer).
    func kerning(_ left: UInt16, _ right: UInt16) -> Int
    /// The top of the underline relative to the baseline (`post.underlinePosition`, negative
    /// below), when the font says.
    var underlinePosition: Int? { get }
    /// The thickness of the underline (`post.underlineThickness`), when the font says.
    var underlineThickness: Int? { get }
    /// The top of the strikeout stroke above the baseline (`OS/2.yStrikeoutPosition`), when the
    /// font says.
    var strikeoutPosition: Int? { get }
    /// The thickness of the strikeout stroke (`OS/2.yStrikeoutSize`), when the font says.
    var strikeoutSize: Int? { get }
}

extension Typeface {
    /// No underline position: text decoration uses the fallback (Docs/Fonts.md).
    var underlinePosition: Int? { nil }
    /// No underline thickness: text decoration uses the fallback (Docs/Fonts.md).
    var underlineThickness: Int? { nil }
    /// No strikeout position: text decoration uses the fallback (Docs/Fonts.md).
    var strikeoutPosition: Int? { nil }
    /// No strikeout size: text decoration uses the fallback (Docs/Fonts.md).
    var strikeoutSize: Int? { nil }
}

/// The vertical metrics of a face at a point size, in points.
struct LineMetrics: Equatable, Sendable {
    /// From the top of the line to the baseline.
    var ascent: CGFloat
    /// From the baseline to the bottom of the glyphs (positive).
    var descent: CGFloat
    /// Extra space below the line.
    var leading: CGFloat
    /// The height of capital letters.
    var capHeight: CGFloat

    /// The height one line takes: ascent + descent + leading (as CoreText measures lines).
    var lineHeight: CGFloat { ascent + descent + leading }

    init(ascent: CGFloat, descent: CGFloat, leading: CGFloat, capHeight: CGFloat) {
        self.ascent = ascent
        self.descent = descent
        self.leading = leading
        self.capHeight = capHeight
    }

    /// The metrics of `face` at `pointSize`; a face without a cap height uses 70 % of its ascender.
    init(face: Typeface, pointSize: CGFloat) {
        let scale = pointSize / CGFloat(Swift.max(face.unitsPerEm, 1))
        self.init(
            ascent: CGFloat(Swift.max(face.ascender, 0)) * scale,
            descent: CGFloat(Swift.max(-face.descender, 0)) * scale,
            leading: CGFloat(Swift.max(face.lineGap, 0)) * scale,
            capHeight: CGFloat(face.capHeight ?? (face.ascender * 7 / 10)) * scale)
    }

    /// The larger of two metrics on every dimension (a line holding several fonts).
    func union(_ other: LineMetrics) -> LineMetrics {
        LineMetrics(ascent: Swift.max(ascent, other.ascent), descent: Swift.max(descent, other.descent),
                    leading: Swift.max(leading, other.leading), capHeight: Swift.max(capHeight, other.capHeight))
    }

    /// These metrics scaled by `factor` (a text shrunk by its minimum scale factor).
    func scaled(by factor: CGFloat) -> LineMetrics {
        LineMetrics(ascent: ascent * factor, descent: descent * factor, leading: leading * factor, capHeight: capHeight * factor)
    }
}
