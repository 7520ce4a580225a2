import Arrange

extension DisplayList.GlyphRun {
    /// The outlines of the run's glyphs on the canvas: font units scaled to the point size, y
    /// flipped, each moved to its glyph's origin. Glyphs at non-finite positions are left out.
    var outlines: Path {
        let scale = size / CGFloat(face.unitsPerEm)
        var combined = Path()
        guard scale.isFinite, scale > 0 else { return combined }
        for glyph in glyphs where glyph.position.x.isFinite && glyph.position.y.isFinite {
            let outline = face.outline(of: glyph.id)
            guard !outline.isEmpty else { continue }
            combined.addPath(outline, transform: CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: glyph.position.x, ty: glyph.position.y))
        }
        return combined
    }
}
