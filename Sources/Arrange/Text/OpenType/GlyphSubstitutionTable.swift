/// The glyph substitutions of a font's `GSUB` table: ligatures, contextual forms, emoji sequences.
///
/// Reads "GSUB — Glyph Substitution Table" with the "OpenType Layout common table formats"
/// (OpenType spec): the header (versions 1.0 and 1.1; feature variations are not applied), the
/// ScriptList, FeatureList and LookupList, and lookups of type 1 (single), 2 (multiple),
/// 3 (alternate: the first alternate), 4 (ligature), 5 (context, formats 1–3), 6 (chained context,
/// formats 1–3), 7 (extension) and 8 (reverse chained single), honouring the lookup flags with the
/// font's `GDEF` classes (``GlyphDefinitionTable``).
///
/// Only the three lists' headers are checked up front; subtables are read in place, bounds-checked,
/// when a lookup runs. A lookup that meets damaged data is undone as a whole and reported in the
/// result of ``apply(_:script:language:to:)``, so a damaged table never traps and never leaves a
/// half-substituted run.
///
/// ```swift
/// var glyphs = scalars.enumerated().map { GlyphSubstitutionTable.Glyph(id: font.glyph(for: $1) ?? 0, cluster: $0) }
/// gsub.apply([.init("ccmp"), .init("liga")], script: "DFLT", to: &glyphs)
/// ```
struct GlyphSubstitutionTable {
    /// The whole `GSUB` table.
    let table: FontDataReader
    /// The font's glyph classes, for the lookup flags (nil without `GDEF`: nothing is skipped).
    let definitions: GlyphDefinitionTable?
    private let scriptList: FontDataReader
    private let featureList: FontDataReader
    /// The LookupList.
    let lookupList: FontDataReader
    /// The number of lookups in the LookupList.
    let lookupCount: Int

    /// Reads the header of `table`.
    ///
    /// - Parameters:
    ///   - table: The `GSUB` table.
    ///   - definitions: The font's `GDEF` table, if it has one.
    /// - Throws: ``FontError`` for a major version other than 1, or lists outside the table.
    init(table: FontDataReader, definitions: GlyphDefinitionTable?) throws {
        let major = try table.u16(0), minor = try table.u16(2)
        guard major == 1 else { throw table.error("version \(major).\(minor) is not 1.x") }
        self.table = table
        self.definitions = definitions
        scriptList = try table.sub(from: try table.u16(4))
        featureList = try table.sub(from: try table.u16(6))
        lookupList = try table.sub(from: try table.u16(8))
        try scriptList.checkArray(2, count: try scriptList.u16(0), size: 6)
        try featureList.checkArray(2, count: try featureList.u16(0), size: 6)
        lookupCount = try lookupList.u16(0)
        try lookupList.checkArray(2, count: lookupCount, size: 2)
    }

    /// The lookups that `features` select for `script` and `language`, in LookupList order (the
    /// order the spec applies them in), each with the union of the masks of the features that
    /// select it.
    ///
    /// The script is `script` if the font lists it, else 'DFLT', else 'dflt', else 'latn'; the
    /// language system is `language`'s if listed, else the script's default. Its required feature,
    /// if any, is included with every glyph's mask. A script the font doesn't list selects nothing.
    ///
    /// - Throws: ``FontError`` when the ScriptList or FeatureList is malformed.
    func lookups(for features: [Feature], script: String, language: String? = nil) throws -> [(index: Int, mask: UInt32)] {
        guard let languageSystem = try languageSystem(script: script, language: language) else { return [] }
        var masks: [Int: UInt32] = [:]
        func add(feature index: Int, mask: UInt32) throws {
            guard index < (try featureList.u16(0)) else { return }
            let feature = try featureList.sub(from: try featureList.u16(2 + 6 * index + 4))
            let count = try feature.u16(2)
            try feature.checkArray(4, count: count, size: 2)
            for i in 0..<count {
                let lookup = try feature.u16(4 + 2 * i)
                if lookup < lookupCount { masks[lookup, default: 0] |= mask }
            }
        }
        let required = try languageSystem.u16(2)
        if required != 0xFFFF { try add(feature: required, mask: .max) }
        let count = try languageSystem.u16(4)
        try languageSystem.checkArray(6, count: count, size: 2)
        for i in 0..<count {
            let index = try languageSystem.u16(6 + 2 * i)
            guard index < (try featureList.u16(0)) else { continue }
            let tag = try featureList.tag(2 + 6 * index)
            for feature in features where feature.tag == tag { try add(feature: index, mask: feature.mask) }
        }
        return masks.keys.sorted().map { ($0, masks[$0]!) }
    }

    /// The LangSys table for `script` and `language`, or nil when the font lists no usable script.
    private func languageSystem(script: String, language: String?) throws -> FontDataReader? {
        let count = try scriptList.u16(0)
        var offsets: [String: Int] = [:]
        for i in 0..<count {
            let tag = try scriptList.tag(2 + 6 * i)
            if offsets[tag] == nil { offsets[tag] = try scriptList.u16(6 + 6 * i) }
        }
        guard let offset = offsets[script] ?? offsets["DFLT"] ?? offsets["dflt"] ?? offsets["latn"] else { return nil }
        let table = try scriptList.sub(from: offset)
        if let language {
            let languages = try table.u16(2)
            try table.checkArray(4, count: languages, size: 6)
            for i in 0..<languages where try table.tag(4 + 6 * i) == language {
                return try table.sub(from: try table.u16(4 + 6 * i + 4))
            }
        }
        let defaultOffset = try table.u16(0)
        return defaultOffset == 0 ? nil : try table.sub(from: defaultOffset)
    }

    /// Applies the lookups of `features` (see ``lookups(for:script:language:)``) to `glyphs`, one
    /// lookup after another over the whole run.
    ///
    /// A lookup applies to a glyph only when the glyph's ``Glyph/mask`` shares a bit with the
    /// feature's. Substituted glyphs keep the cluster of the glyph they replace; a ligature takes
    /// the smallest cluster of its components (and so do marks it skipped over).
    ///
    /// - Parameters:
    ///   - features: The features to apply, with their masks.
    ///   - script: The OpenType script tag ("latn", "arab", "DFLT", …).
    ///   - language: The OpenType language system tag, or nil for the script's default.
    ///   - glyphs: The run, in logical order; substituted in place.
    /// - Returns: One error per lookup that met damaged data (each such lookup is undone), or per
    ///   unreadable ScriptList/FeatureList (then nothing is applied). Empty when all went well.
    @discardableResult
    func apply(_ features: [Feature], script: String, language: String? = nil, to glyphs: inout [Glyph]) -> [FontError] {
        let plan: [(index: Int, mask: UInt32)]
        do {
            plan = try lookups(for: features, script: script, language: language)
        } catch {
            return [error as? FontError ?? table.error("\(error)")]
        }
        var substitution = GlyphSubstitution(table: self, glyphs: glyphs)
        var errors: [FontError] = []
        for lookup in plan {
            let before = substitution.glyphs
            do {
                try substitution.apply(lookup: lookup.index, mask: lookup.mask)
            } catch {
                substitution.glyphs = before
                errors.append(error as? FontError ?? table.error("\(error)"))
            }
        }
        glyphs = substitution.glyphs
        return errors
    }
}
