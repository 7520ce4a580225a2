/// A glyph being positioned by ``GlyphPositioning``, in logical order, in font units.
struct PositionedGlyph: Equatable {
    /// The glyph id.
    var id: UInt16
    /// The character index it came from.
    var cluster: Int
    /// How far the pen moves after it.
    var xAdvance: Int
    /// Its horizontal displacement (single and pair adjustments).
    var xPlacement: Int = 0
    /// Its vertical displacement (single and pair adjustments).
    var yPlacement: Int = 0
    /// For a mark attached by mark-to-base, mark-to-ligature or mark-to-mark: the glyph it hangs
    /// on and its origin relative to that glyph's origin.
    var attachment: Attachment? = nil

    /// Where an attached mark's origin lies.
    struct Attachment: Equatable {
        /// The index (logical) of the glyph it is attached to.
        var base: Int
        /// The origin's distance from the base's origin, right.
        var dx: Int
        /// The origin's distance from the base's origin, up.
        var dy: Int
    }

    /// `glyphs` (logical order) in display order, left to right, as shaper output: each glyph's
    /// offset is its origin's distance from the pen, an attached mark's origin lying where its
    /// anchor meets its base's.
    static func displayOrder(_ glyphs: [PositionedGlyph], rightToLeft: Bool) -> [ShapedGlyph] {
        let count = glyphs.count
        let visual: [Int] = rightToLeft ? Array((0..<count).reversed()) : Array(0..<count)
        var pens = [Int](repeating: 0, count: count)
        var pen = 0
        for index in visual {
            pens[index] = pen
            pen += glyphs[index].xAdvance
        }
        var origins = [(x: Int, y: Int)?](repeating: nil, count: count)
        func origin(_ index: Int, depth: Int = 0) -> (x: Int, y: Int) {
            if let known = origins[index] { return known }
            let glyph = glyphs[index]
            var result = (x: pens[index] + glyph.xPlacement, y: glyph.yPlacement)
            if let attachment = glyph.attachment, attachment.base != index, depth < 16 {
                let base = origin(attachment.base, depth: depth + 1)
                result = (base.x + attachment.dx, base.y + attachment.dy)
            }
            origins[index] = result
            return result
        }
        return visual.map { index in
            let place = origin(index)
            return ShapedGlyph(id: glyphs[index].id, cluster: glyphs[index].cluster, xAdvance: glyphs[index].xAdvance,
                               xOffset: place.x - pens[index], yOffset: place.y)
        }
    }
}
