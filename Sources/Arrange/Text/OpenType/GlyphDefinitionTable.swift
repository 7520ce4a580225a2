/// The glyph classes and mark sets of a font's `GDEF` table, as lookups' flags use them.
///
/// Reads "GDEF — Glyph Definition Table" (OpenType spec): the header (versions 1.0–1.3), the
/// GlyphClassDef (1 base, 2 ligature, 3 mark, 4 component), the MarkAttachClassDef and, from
/// version 1.2, the MarkGlyphSetsDef. The tables are read in place when queried, every read
/// bounds-checked; a damaged table throws a ``FontError`` when it is read, never traps.
struct GlyphDefinitionTable {
    /// The class a glyph is given by GlyphClassDef.
    enum GlyphClass: Int {
        /// Not classified (0), or a class number the spec doesn't define.
        case unclassified = 0
        /// A base glyph (single character, spacing glyph).
        case base = 1
        /// A ligature glyph (multiple characters, spacing glyph).
        case ligature = 2
        /// A mark glyph (non-spacing combining glyph).
        case mark = 3
        /// A component glyph (part of a single character, spacing glyph).
        case component = 4
    }

    private let table: FontDataReader
    private let glyphClassOffset: Int
    private let markAttachmentClassOffset: Int
    private let markGlyphSetsOffset: Int

    /// Reads the header of `table`.
    ///
    /// - Throws: ``FontError`` for a major version other than 1 or a truncated header.
    init(table: FontDataReader) throws {
        let major = try table.u16(0), minor = try table.u16(2)
        guard major == 1 else { throw table.error("version \(major).\(minor) is not 1.x") }
        self.table = table
        glyphClassOffset = try table.u16(4)
        markAttachmentClassOffset = try table.u16(10)
        markGlyphSetsOffset = minor >= 2 ? try table.u16(12) : 0
    }

    /// The class of `glyph` (``GlyphClass/unclassified`` without a GlyphClassDef).
    func glyphClass(of glyph: UInt16) throws -> GlyphClass {
        guard glyphClassOffset != 0 else { return .unclassified }
        return GlyphClass(rawValue: try table.glyphClass(of: glyph, classDefinitionAt: glyphClassOffset)) ?? .unclassified
    }

    /// The mark attachment class of `glyph` (0 without a MarkAttachClassDef).
    func markAttachmentClass(of glyph: UInt16) throws -> Int {
        guard markAttachmentClassOffset != 0 else { return 0 }
        return try table.glyphClass(of: glyph, classDefinitionAt: markAttachmentClassOffset)
    }

    /// Whether mark glyph set `set` of MarkGlyphSetsDef contains `glyph` (false without one, or for
    /// a set index past the end).
    func markSet(_ set: Int, contains glyph: UInt16) throws -> Bool {
        guard markGlyphSetsOffset != 0 else { return false }
        let sets = try table.sub(from: markGlyphSetsOffset)
        guard try sets.u16(0) == 1 else { return false }
        let count = try sets.u16(2)
        guard set < count else { return false }
        try sets.checkArray(4, count: count, size: 4)
        return try sets.coverageIndex(of: glyph, coverageAt: try sets.u32(4 + 4 * set)) != nil
    }
}
