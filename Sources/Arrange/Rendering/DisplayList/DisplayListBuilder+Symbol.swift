extension DisplayListBuilder {
    /// Appends a system symbol's icon in one colour (black when there is none): a glyph run of the
    /// symbol font over `frame` (``SymbolGlyph``), so that renderers draw its outline and a
    /// terminal its character. Returns false for a gradient, which fills the glyph's outline as
    /// shapes are filled.
    mutating func paintSymbol(_ glyph: SymbolGlyph, _ paint: Paint?, in frame: CGRect, identity: DisplayList.Identity,
                              source: String) -> Bool {
        let color: DisplayList.RGBA
        switch paint {
        case .color(let resolved): color = DisplayList.RGBA(resolved)
        case nil: color = .black
        case .gradient: return false
        }
        for content in glyph.content(in: frame, color: color) {
            append(content, identity, source)
        }
        return true
    }
}
