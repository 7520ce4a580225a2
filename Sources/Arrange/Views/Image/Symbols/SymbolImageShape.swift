/// What `Image(systemName:)` draws for a name the symbol font has: the symbol's glyph filling the
/// image's frame (see ``SymbolGlyph``), in the foreground style.
struct SymbolImageShape: SystemSymbolShape {
    /// The symbol's glyph.
    let glyph: SymbolGlyph

    /// The symbol's name, for descriptions and accessibility.
    var name: String { glyph.name }

    func path(in rect: CGRect) -> Path {
        glyph.outline(in: rect)
    }
}
