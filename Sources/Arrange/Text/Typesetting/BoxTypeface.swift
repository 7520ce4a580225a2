/// A typeface whose every character is the same box: a fixed advance and fixed vertical metrics.
///
/// Text measured with it has sizes that follow from arithmetic (characters × advance), which is
/// what tests and character-cell hosts want. Scalars in `missing` are reported as absent, to
/// exercise fallback.
final class BoxTypeface: Typeface, @unchecked Sendable {
    let unitsPerEm: Int
    let ascender: Int
    let descender: Int
    let lineGap: Int
    let capHeight: Int?
    /// The advance of every glyph, in font units.
    let boxAdvance: Int
    /// Kerning applied between every pair of glyphs, in font units.
    let pairKerning: Int
    /// Scalars the face lacks.
    let missing: Set<Unicode.Scalar>

    init(unitsPerEm: Int = 1000, advance: Int = 500, ascender: Int = 800, descender: Int = -200, lineGap: Int = 0,
         capHeight: Int? = 700, pairKerning: Int = 0, missing: Set<Unicode.Scalar> = []) {
        self.unitsPerEm = unitsPerEm
        self.boxAdvance = advance
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.capHeight = capHeight
        self.pairKerning = pairKerning
        self.missing = missing
    }

    func glyph(for scalar: Unicode.Scalar) -> UInt16? {
        missing.contains(scalar) ? nil : 1
    }

    func advance(of glyph: UInt16) -> Int { boxAdvance }

    func kerning(_ left: UInt16, _ right: UInt16) -> Int { pairKerning }
}
