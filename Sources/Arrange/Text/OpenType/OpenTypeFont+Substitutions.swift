extension OpenTypeFont {
    /// Reads `GDEF` and `GSUB`. A damaged table leaves the font usable without substitutions and
    /// is reported as the third element.
    static func readSubstitutions(_ directory: FontTableDirectory) -> (GlyphDefinitionTable?, GlyphSubstitutionTable?, FontError?) {
        var definitions: GlyphDefinitionTable?
        do {
            definitions = try directory.optional("GDEF").map(GlyphDefinitionTable.init(table:))
            let substitutions = try directory.optional("GSUB").map { try GlyphSubstitutionTable(table: $0, definitions: definitions) }
            return (definitions, substitutions, nil)
        } catch {
            return (definitions, nil, error as? FontError ?? FontError("GSUB: \(error)"))
        }
    }

    /// The glyphs of `scalars` after the font's substitutions for `features`: each scalar mapped
    /// through the character map (glyph 0 when unmapped), then the `GSUB` lookups applied (see
    /// ``GlyphSubstitutionTable/apply(_:script:language:to:)``). Each glyph's cluster is the index
    /// of the scalar it came from. Without a `GSUB` table the glyphs are the mapped scalars.
    func substitutedGlyphs(for scalars: [Unicode.Scalar], features: [GlyphSubstitutionTable.Feature],
                           script: String = "DFLT", language: String? = nil) -> [GlyphSubstitutionTable.Glyph] {
        var glyphs = scalars.enumerated().map { GlyphSubstitutionTable.Glyph(id: glyph(for: $1) ?? 0, cluster: $0) }
        glyphSubstitutions?.apply(features, script: script, language: language, to: &glyphs)
        return glyphs
    }
}
