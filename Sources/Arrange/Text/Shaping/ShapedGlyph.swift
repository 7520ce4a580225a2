/// One glyph a complex shaper produced, in font units: what a run of text becomes after
/// substitution and positioning.
struct ShapedGlyph: Equatable, Sendable {
    /// The glyph id in the face.
    var id: UInt16
    /// The index of the character (within the shaped segment) the glyph belongs to.
    var cluster: Int
    /// How far the pen moves after the glyph.
    var xAdvance: Int
    /// The glyph's horizontal displacement from the pen position.
    var xOffset: Int = 0
    /// The glyph's vertical displacement from the baseline (up).
    var yOffset: Int = 0
}
