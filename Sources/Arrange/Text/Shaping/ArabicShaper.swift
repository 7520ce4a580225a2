/// Shapes Arabic in pure Swift, the path taken without HarfBuzz (Docs/Differences.md, "Shaping
/// and direction").
///
/// Following Microsoft's "Developing OpenType Fonts for Arabic Script" (feature order) and The
/// Unicode Standard, chapter 9.2 (joining):
/// 1. each scalar is mapped through the character map;
/// 2. each letter's joining form is chosen (``ArabicJoining``);
/// 3. the `GSUB` features are applied in stages — `ccmp` and `locl`; `isol`, `fina`, `medi`,
///    `init`, each only to the letters in that form; `rlig` (the lam-alef ligatures); `calt`;
///    `liga` and `clig` — with the GSUB reader (``GlyphSubstitutionTable``);
/// 4. the `GPOS` features `kern`, `mark`, `mkmk` and `dist` are applied (``GlyphPositioning``),
///    mark glyphs (GDEF class 3) taking no advance;
/// 5. the glyphs are put in display order, right to left.
struct ArabicShaper {
    /// The face that draws the segment.
    let face: OpenTypeFont

    /// The mask bit of each joining form's feature (bit 0: every glyph).
    private static func maskBit(_ form: ArabicJoining.Form) -> UInt32 {
        switch form {
        case .none: return 0
        case .isolated: return 1 << 1
        case .final: return 1 << 2
        case .medial: return 1 << 3
        case .initial: return 1 << 4
        }
    }

    /// The GSUB stages, in order: each applies its features' lookups in lookup order.
    private static let stages: [[GlyphSubstitutionTable.Feature]] = [
        [.init("ccmp"), .init("locl")],
        [.init("isol", mask: maskBit(.isolated))],
        [.init("fina", mask: maskBit(.final))],
        [.init("medi", mask: maskBit(.medial))],
        [.init("init", mask: maskBit(.initial))],
        [.init("rlig")],
        [.init("calt")],
        [.init("liga"), .init("clig")],
    ]

    /// Shapes `scalars` (logical order): glyphs in display order, left to right, in font units.
    ///
    /// - Parameters:
    ///   - scalars: An Arabic segment's scalars.
    ///   - clusters: The character index of each scalar.
    func shape(_ scalars: [Unicode.Scalar], clusters: [Int]) -> [ShapedGlyph] {
        let forms = ArabicJoining.forms(scalars.map(JoiningType.init))
        var glyphs = scalars.indices.map { index in
            GlyphSubstitutionTable.Glyph(id: face.glyph(for: scalars[index]) ?? 0, cluster: clusters[index], mask: 1 | Self.maskBit(forms[index]))
        }
        if let substitutions = face.glyphSubstitutions {
            for stage in Self.stages { substitutions.apply(stage, script: "arab", to: &glyphs) }
        }
        let definitions = face.glyphDefinitions
        func isMark(_ glyph: UInt16) -> Bool { (try? definitions?.glyphClass(of: glyph)) == .mark }
        var positioned = glyphs.map { glyph in
            PositionedGlyph(id: glyph.id, cluster: glyph.cluster, xAdvance: isMark(glyph.id) ? 0 : face.advance(of: glyph.id))
        }
        if var positioning = GlyphPositioning(face: face) {
            positioning.apply(["kern", "mark", "mkmk", "dist"], script: "arab", to: &positioned)
            for index in positioned.indices where isMark(positioned[index].id) { positioned[index].xAdvance = 0 }
        }
        return PositionedGlyph.displayOrder(positioned, rightToLeft: true)
    }
}
