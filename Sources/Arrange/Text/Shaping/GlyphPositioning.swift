/// Applies a font's `GPOS` lookups to a run of glyphs: single and pair adjustments (lookup
/// types 1 and 2), mark-to-base, mark-to-ligature and mark-to-mark attachment (4, 5, 6),
/// chained contexts of format 3 (8) and extensions (9) — "GPOS — Glyph Positioning Table"
/// (OpenType spec). Cursive attachment (3) and contexts of formats 1–2 are not applied.
///
/// The lookups of the requested features (for a script's default language system, else
/// 'DFLT''s) run in lookup-list order over the whole run, as OpenType prescribes. Every read is
/// bounds-checked; a malformed subtable stops that lookup, never traps.
struct GlyphPositioning {
    let table: FontDataReader
    let definitions: GlyphDefinitionTable?
    private let lookupList: FontDataReader
    /// The LookupList, for nested lookups.
    var lookupListReader: FontDataReader { lookupList }
    /// Work left before positioning gives up (a hostile font's nested contexts).
    var budget = 100_000

    /// Reads the header of `table`.
    init(table: FontDataReader, definitions: GlyphDefinitionTable?) throws {
        self.table = table
        self.definitions = definitions
        lookupList = try table.sub(from: try table.u16(8))
    }

    /// The face's `GPOS` table, or nil when it has none (or it's unreadable).
    init?(face: OpenTypeFont) {
        guard let directory = try? FontTableDirectory(bytes: face.data, faceIndex: face.faceIndex),
              let table = directory.optional("GPOS"),
              let positioning = try? GlyphPositioning(table: table, definitions: face.glyphDefinitions) else { return nil }
        self = positioning
    }

    /// The lookup indexes of `features` for `script` (default language system; 'DFLT' when the
    /// font doesn't list the script), sorted.
    func lookups(for features: Set<String>, script: String) throws -> [Int] {
        let scriptList = try table.sub(from: try table.u16(4))
        let featureList = try table.sub(from: try table.u16(6))
        let scriptCount = try scriptList.u16(0)
        try scriptList.checkArray(2, count: scriptCount, size: 6)
        var scripts: [String: Int] = [:]
        for i in 0..<scriptCount { scripts[try scriptList.tag(2 + 6 * i)] = try scriptList.u16(6 + 6 * i) }
        guard let offset = scripts[script] ?? scripts["DFLT"] else { return [] }
        let scriptTable = try scriptList.sub(from: offset)
        let defaultLanguage = try scriptTable.u16(0)
        guard defaultLanguage != 0 else { return [] }
        let language = try scriptTable.sub(from: defaultLanguage)
        let featureCount = try language.u16(4)
        try language.checkArray(6, count: featureCount, size: 2)
        var lookups = Set<Int>()
        for i in 0..<featureCount {
            let feature = try language.u16(6 + 2 * i)
            guard features.contains(try featureList.tag(2 + 6 * feature)) else { continue }
            let record = try featureList.sub(from: try featureList.u16(2 + 6 * feature + 4))
            let count = try record.u16(2)
            try record.checkArray(4, count: count, size: 2)
            for k in 0..<count { lookups.insert(try record.u16(4 + 2 * k)) }
        }
        return lookups.sorted()
    }

    /// Applies the lookups of `features` for `script` to `glyphs`.
    ///
    /// - Returns: One error per lookup that met damaged data (the lookup stops there; what it
    ///   had positioned stays), or for an unreadable ScriptList or FeatureList (nothing is
    ///   applied), or when the work budget ran out. Empty when all went well.
    @discardableResult
    mutating func apply(_ features: Set<String>, script: String, to glyphs: inout [PositionedGlyph]) -> [FontError] {
        let plan: [Int]
        do { plan = try lookups(for: features, script: script) } catch { return [error as? FontError ?? table.error("\(error)")] }
        var errors: [FontError] = []
        for index in plan {
            do {
                let lookup = try Lookup(lookupList, index: index)
                var position = 0
                while position < glyphs.count {
                    budget -= 1
                    guard budget >= 0 else { return errors + [table.error("positioning needs more work than allowed")] }
                    if !skips(glyphs[position].id, lookup), let next = try applyOnce(lookup, at: position, to: &glyphs) {
                        position = Swift.max(next, position + 1)
                    } else {
                        position += 1
                    }
                }
            } catch {
                errors.append(error as? FontError ?? table.error("lookup \(index): \(error)"))
            }
        }
        return errors
    }

    /// One lookup: its type, flags and subtables (extensions resolved).
    struct Lookup {
        var type: Int
        var flag: Int
        var markFilteringSet: Int
        var subtables: [FontDataReader]

        init(_ lookupList: FontDataReader, index: Int) throws {
            guard index < (try lookupList.u16(0)) else { throw lookupList.error("lookup \(index) out of range") }
            let lookup = try lookupList.sub(from: try lookupList.u16(2 + 2 * index))
            type = try lookup.u16(0)
            flag = try lookup.u16(2)
            let count = try lookup.u16(4)
            try lookup.checkArray(6, count: count, size: 2)
            markFilteringSet = flag & 0x10 != 0 ? try lookup.u16(6 + 2 * count) : 0
            subtables = []
            for i in 0..<count {
                var subtable = try lookup.sub(from: try lookup.u16(6 + 2 * i))
                if type == 9 {
                    let extensionType = try subtable.u16(2)
                    subtable = try subtable.sub(from: try subtable.u32(4))
                    if i == 0 { type = extensionType }
                }
                subtables.append(subtable)
            }
        }
    }

    /// The GDEF class of a glyph (0 without GDEF).
    func glyphClass(_ glyph: UInt16) -> GlyphDefinitionTable.GlyphClass {
        (try? definitions?.glyphClass(of: glyph)) ?? .unclassified
    }

    /// Whether the lookup's flags make it skip `glyph` (IgnoreBaseGlyphs, IgnoreLigatures,
    /// IgnoreMarks, MarkAttachmentType, UseMarkFilteringSet).
    func skips(_ glyph: UInt16, _ lookup: Lookup) -> Bool {
        let glyphClass = glyphClass(glyph)
        switch glyphClass {
        case .base where lookup.flag & 0x2 != 0, .ligature where lookup.flag & 0x4 != 0, .mark where lookup.flag & 0x8 != 0:
            return true
        case .mark:
            if lookup.flag & 0x10 != 0 { return (try? definitions?.markSet(lookup.markFilteringSet, contains: glyph)) != true }
            if lookup.flag & 0xFF00 != 0 { return (try? definitions?.markAttachmentClass(of: glyph)) != lookup.flag >> 8 }
            return false
        default:
            return false
        }
    }

    /// The next glyph after `position` (before it with `step` −1) that the lookup doesn't skip.
    func neighbour(of position: Int, step: Int, in glyphs: [PositionedGlyph], _ lookup: Lookup) -> Int? {
        var index = position + step
        while index >= 0 && index < glyphs.count {
            if !skips(glyphs[index].id, lookup) { return index }
            index += step
        }
        return nil
    }

    /// Applies the first subtable of `lookup` that matches at `position`: the position after
    /// the glyphs it consumed, or nil when none matched.
    mutating func applyOnce(_ lookup: Lookup, at position: Int, to glyphs: inout [PositionedGlyph], depth: Int = 0) throws -> Int? {
        for subtable in lookup.subtables {
            let result: Int?
            switch lookup.type {
            case 1: result = try applySingle(subtable, at: position, to: &glyphs)
            case 2: result = try applyPair(subtable, lookup, at: position, to: &glyphs)
            case 4: result = try applyMarkToBase(subtable, at: position, to: &glyphs)
            case 5: result = try applyMarkToLigature(subtable, at: position, to: &glyphs)
            case 6: result = try applyMarkToMark(subtable, lookup, at: position, to: &glyphs)
            case 8: result = try applyChainedContext(subtable, lookup, at: position, to: &glyphs, depth: depth)
            default: result = nil
            }
            if let result { return result }
        }
        return nil
    }
}
