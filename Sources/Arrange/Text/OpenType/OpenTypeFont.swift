import Foundation

/// A parsed OpenType or TrueType font: metrics, names, character map, advances, kerning and outlines.
///
/// Reads an sfnt file (`sfntVersion` 0x00010000, 'true' or 'OTTO'), or one face of a TrueType
/// collection ('ttcf'), entirely in Swift and with every read bounds-checked: a damaged file throws a
/// ``FontError`` and never traps, reads out of bounds or loops forever. Tables used (OpenType spec):
/// `head`, `hhea`, `maxp`, `hmtx`, `cmap` (required); `OS/2`, `name`, `post`, `GPOS`, `kern`, `GDEF`,
/// `GSUB`, `CBLC`/`CBDT`; `glyf` and `loca` or `CFF ` for outlines.
///
/// Everything the text measurer needs per glyph is decoded at initialisation into arrays and
/// dictionaries (the BMP character map, every advance, the kerning lookups), so the queries are cheap
/// and the font is immutable, hence safe to share between threads.
///
/// ```swift
/// let font = try OpenTypeFont(contentsOfFile: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf")
/// let a = font.glyph(for: "A")!, v = font.glyph(for: "V")!
/// let width = font.advance(of: a) + font.kerning(a, v) + font.advance(of: v)
/// ```
final class OpenTypeFont: @unchecked Sendable {
    /// Font design units per em (`head.unitsPerEm`).
    let unitsPerEm: Int
    /// The distance from the baseline to the top of the line, in font units (`hhea.ascender`, or
    /// `OS/2.sTypoAscender` when `fsSelection` bit 7 USE_TYPO_METRICS is set).
    let ascender: Int
    /// The distance from the baseline to the bottom of the line, negative below the baseline
    /// (`hhea.descender`, or `OS/2.sTypoDescender` with USE_TYPO_METRICS).
    let descender: Int
    /// The extra gap between lines (`hhea.lineGap`, or `OS/2.sTypoLineGap` with USE_TYPO_METRICS).
    let lineGap: Int
    /// The height of capital letters (`OS/2.sCapHeight`, version 2 and later).
    let capHeight: Int?
    /// The height of lowercase letters (`OS/2.sxHeight`, version 2 and later).
    let xHeight: Int?
    /// The weight, 1–1000 (`OS/2.usWeightClass`; 400 without `OS/2`).
    let weightClass: Int
    /// Whether the face is italic (`OS/2.fsSelection` bit 0, or `head.macStyle` bit 1).
    let isItalic: Bool
    /// Whether every glyph has the same advance (`post.isFixedPitch` ≠ 0).
    let isFixedPitch: Bool
    /// The family name (name ID 16 Typographic Family when present, else 1).
    let familyName: String?
    /// The style name (name ID 17 Typographic Subfamily when present, else 2).
    let subfamilyName: String?
    /// The full name (name ID 4).
    let fullName: String?
    /// The PostScript name (name ID 6).
    let postScriptName: String?
    /// The number of glyphs (`maxp.numGlyphs`).
    let glyphCount: Int
    /// The top of the underline relative to the baseline, negative below (`post.underlinePosition`).
    let underlinePosition: Int?
    /// The thickness of the underline (`post.underlineThickness`).
    let underlineThickness: Int?
    /// The top of the strikeout stroke above the baseline (`OS/2.yStrikeoutPosition`).
    let strikeoutPosition: Int?
    /// The thickness of the strikeout stroke (`OS/2.yStrikeoutSize`).
    let strikeoutSize: Int?
    /// The font file's bytes (shared, not copied), for shapers that read tables themselves.
    let data: [UInt8]
    /// The face's index in its collection (0 for a single font).
    let faceIndex: Int

    /// The Unicode → glyph mapping.
    private let characterMap: CharacterMap
    /// The advance of every glyph, from `hmtx`.
    private let advances: [Int32]
    /// GPOS pair kerning, when the font has 'kern' lookups.
    private let positioningKerning: PairPositioningKerning?
    /// Legacy `kern` table kerning, used only without GPOS kerning.
    private let legacyKerning: KerningTable?
    /// The outline source.
    private let outlines: Outlines
    /// The glyph classes of `GDEF`, when the font has a readable one.
    let glyphDefinitions: GlyphDefinitionTable?
    /// The substitutions of `GSUB`, when the font has a readable one (see ``substitutionError``).
    let glyphSubstitutions: GlyphSubstitutionTable?
    /// Why the font's `GDEF` or `GSUB` table couldn't be read, when it couldn't: the font is then
    /// used without substitutions.
    let substitutionError: FontError?
    /// The colour bitmap glyphs of `CBLC`/`CBDT` (emoji), when the font has readable ones.
    let colorBitmaps: ColorBitmapTable?
    /// Why the font's `CBLC`/`CBDT` tables couldn't be read, when they couldn't.
    let colorBitmapError: FontError?

    /// Where glyph outlines come from.
    private enum Outlines {
        /// `glyf`/`loca` quadratic outlines.
        case trueType(GlyphDataTable)
        /// `CFF ` Type 2 charstrings.
        case compact(CompactFontTable)
        /// Neither table, or it failed to parse.
        case unavailable(FontError)
    }

    /// Parses a font from its bytes.
    ///
    /// - Parameters:
    ///   - data: The font or collection file.
    ///   - faceIndex: The face of a collection (0 for a single font).
    /// - Throws: ``FontError`` when a required table is missing or any table read is malformed.
    init(data: [UInt8], faceIndex: Int = 0) throws {
        let directory = try FontTableDirectory(bytes: data, faceIndex: faceIndex)
        self.data = data
        self.faceIndex = faceIndex
        let head = try directory.required("head")
        let hhea = try directory.required("hhea")
        let maxp = try directory.required("maxp")
        unitsPerEm = try head.u16(18)
        guard (16...16384).contains(unitsPerEm) else { throw head.error("unitsPerEm \(unitsPerEm) is not 16–16384") }
        let macStyle = try head.u16(44)
        let glyphCount = try maxp.u16(4)
        self.glyphCount = glyphCount

        // Metrics: hhea, replaced by OS/2 typo metrics when USE_TYPO_METRICS is set.
        var ascender = try hhea.i16(4), descender = try hhea.i16(6), lineGap = try hhea.i16(8)
        var weightClass = 400, italic = macStyle & 0x02 != 0
        var capHeight: Int? = nil, xHeight: Int? = nil
        var strikeoutSize: Int? = nil, strikeoutPosition: Int? = nil
        if let os2 = directory.optional("OS/2") {
            let version = try os2.u16(0)
            weightClass = try os2.u16(4)
            strikeoutSize = try os2.i16(26); strikeoutPosition = try os2.i16(28)
            let fsSelection = try os2.u16(62)
            italic = fsSelection & 0x0001 != 0 || italic
            if fsSelection & 0x0080 != 0 {
                ascender = try os2.i16(68); descender = try os2.i16(70); lineGap = try os2.i16(72)
            }
            if version >= 2 {
                xHeight = try os2.i16(86); capHeight = try os2.i16(88)
            }
        }
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.weightClass = weightClass
        self.isItalic = italic
        self.capHeight = capHeight
        self.xHeight = xHeight
        self.strikeoutSize = strikeoutSize
        self.strikeoutPosition = strikeoutPosition
        let post = directory.optional("post")
        isFixedPitch = try post.map { try $0.u32(12) != 0 } ?? false
        underlinePosition = try post.map { try $0.i16(8) }
        underlineThickness = try post.map { try $0.i16(10) }

        let names = try directory.optional("name").map(FontNames.init(table:)) ?? FontNames()
        familyName = names[nameID: 16] ?? names[nameID: 1]
        subfamilyName = names[nameID: 17] ?? names[nameID: 2]
        fullName = names[nameID: 4]
        postScriptName = names[nameID: 6]

        characterMap = try CharacterMap(table: directory.required("cmap"), glyphCount: glyphCount)
        advances = try Self.readAdvances(hmtx: directory.required("hmtx"), metricCount: hhea.u16(34), glyphCount: glyphCount)

        let gpos = try directory.optional("GPOS").map { try PairPositioningKerning(table: $0, glyphCount: glyphCount) }
        positioningKerning = gpos?.isEmpty == false ? gpos : nil
        legacyKerning = positioningKerning == nil ? try directory.optional("kern").map(KerningTable.init(table:)) : nil

        outlines = Self.readOutlines(directory, head: head, glyphCount: glyphCount)
        (glyphDefinitions, glyphSubstitutions, substitutionError) = Self.readSubstitutions(directory)
        (colorBitmaps, colorBitmapError) = Self.readColorBitmaps(directory)
    }

    /// Parses the font file at `path`.
    ///
    /// - Throws: ``FontError`` when the file cannot be read or does not parse.
    convenience init(contentsOfFile path: String, faceIndex: Int = 0) throws {
        guard let contents = FileManager.default.contents(atPath: path) else {
            throw FontError("file: cannot read \(path)")
        }
        try self.init(data: [UInt8](contents), faceIndex: faceIndex)
    }

    /// Reads the advance of every glyph ("hmtx — Horizontal Metrics Table": `numberOfHMetrics` long
    /// metrics, then glyphs past them repeat the last advance).
    private static func readAdvances(hmtx: FontDataReader, metricCount: Int, glyphCount: Int) throws -> [Int32] {
        guard metricCount > 0 else { throw hmtx.error("hhea.numberOfHMetrics is 0") }
        let count = min(metricCount, glyphCount)
        try hmtx.checkArray(0, count: count, size: 4)
        var advances = [Int32](repeating: 0, count: glyphCount)
        var last: Int32 = 0
        for glyph in 0..<glyphCount {
            if glyph < count { last = Int32(try hmtx.u16(4 * glyph)) }
            advances[glyph] = last
        }
        return advances
    }

    /// Chooses `glyf`/`loca` or `CFF `. Outline tables are only decoded for ``outline(of:)``, so a
    /// damaged outline table leaves metrics usable and makes `outline(of:)` throw.
    private static func readOutlines(_ directory: FontTableDirectory, head: FontDataReader, glyphCount: Int) -> Outlines {
        do {
            if let glyf = directory.optional("glyf") {
                let loca = try directory.required("loca")
                let longOffsets = try head.i16(50) == 1
                return .trueType(try GlyphDataTable(glyf: glyf, loca: loca, glyphCount: glyphCount, longOffsets: longOffsets))
            }
            if let cff = directory.optional("CFF ") {
                return .compact(try CompactFontTable(table: cff))
            }
            return .unavailable(FontError("outlines: font has neither glyf nor CFF table"))
        } catch let error as FontError {
            return .unavailable(error)
        } catch {
            return .unavailable(FontError("outlines: \(error)"))
        }
    }

    /// Returns the glyph for `scalar` from the character map, or `nil` when it is unmapped (glyph 0).
    ///
    /// - Complexity: O(1) for the Basic Multilingual Plane.
    func glyph(for scalar: Unicode.Scalar) -> UInt16? {
        characterMap.glyph(for: scalar)
    }

    /// Returns the advance width of `glyph` in font units, or 0 for a glyph out of range.
    ///
    /// - Complexity: O(1).
    func advance(of glyph: UInt16) -> Int {
        Int(glyph) < advances.count ? Int(advances[Int(glyph)]) : 0
    }

    /// Returns the kerning adjustment between two glyphs in font units (negative brings them closer):
    /// GPOS 'kern' pair adjustments when the font has them, otherwise the `kern` table; 0 when neither
    /// lists the pair.
    func kerning(_ left: UInt16, _ right: UInt16) -> Int {
        if let positioningKerning { return positioningKerning.kerning(left, right) }
        return legacyKerning?.kerning(left, right) ?? 0
    }

    /// Returns the outline of `glyph` in font units, y up.
    ///
    /// - Throws: ``FontError`` for a glyph out of range, malformed glyph data, a cyclic composite or
    ///   runaway charstring, or a font without usable outlines.
    func outline(of glyph: UInt16) throws -> GlyphOutline {
        guard Int(glyph) < glyphCount else { throw FontError("outline: glyph \(glyph) out of range 0..<\(glyphCount)") }
        switch outlines {
        case .trueType(let table): return try table.outline(of: Int(glyph))
        case .compact(let table): return try table.outline(of: Int(glyph))
        case .unavailable(let error): throw error
        }
    }
}
