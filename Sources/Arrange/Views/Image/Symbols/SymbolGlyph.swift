import Foundation

/// A symbol's glyph in the symbol font, and how it draws in a symbol's box.
///
/// The glyph's em square (0 to `unitsPerEm`, y up from the baseline; Phosphor draws each icon
/// inside it with a sixteenth of padding) is the symbol's box: the em's bottom on the box's
/// bottom, scaled to the box's height, and stretched across its width when a resizable image's
/// frame is not square (Docs/Differences.md "Symbol images").
struct SymbolGlyph: Equatable, Sendable {
    /// The SF Symbols name.
    let name: String
    /// The symbol font's face.
    let face: DisplayList.FontFace
    /// The glyph in that face.
    let id: UInt16
    /// The character a terminal draws (the glyph run's string).
    let terminal: String

    /// What draws the symbol in `rect` in `color`: a glyph run one box high standing on the box's
    /// bottom edge, inside a horizontal scale when the box is not square. Nothing for an empty
    /// or non-finite box.
    func content(in rect: CGRect, color: DisplayList.RGBA) -> [DisplayList.Content] {
        guard rect.width.isFinite, rect.height.isFinite, rect.minX.isFinite, rect.minY.isFinite,
              rect.width > 0, rect.height > 0 else { return [] }
        let square = abs(rect.width - rect.height) <= rect.height * 1e-9
        let origin = CGPoint(x: square ? rect.minX : 0, y: rect.maxY)
        let run = DisplayList.GlyphRun(face: face, size: rect.height, glyphs: [.init(id: id, position: origin)],
                                       color: color, string: terminal, origin: origin)
        if square { return [.glyphs(run)] }
        return [.pushTransform(CGAffineTransform(a: rect.width / rect.height, b: 0, c: 0, d: 1, tx: rect.minX, ty: 0)),
                .glyphs(run), .popTransform]
    }

    /// The glyph's outline in `rect` (the em square stretched over it), for fills that are not one
    /// colour (a gradient foreground style).
    func outline(in rect: CGRect) -> Path {
        let em = CGFloat(face.unitsPerEm)
        guard rect.width.isFinite, rect.height.isFinite, rect.minX.isFinite, rect.minY.isFinite else { return Path() }
        return face.outline(of: id).applying(CGAffineTransform(a: rect.width / em, b: 0, c: 0, d: -rect.height / em,
                                                               tx: rect.minX, ty: rect.maxY))
    }
}
