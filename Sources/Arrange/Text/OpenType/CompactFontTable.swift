/// PostScript outlines, read from the `CFF ` table.
///
/// Reads the structures of Adobe Technical Note #5176 ("The Compact Font Format Specification"):
/// the Header (§6), Name, Top DICT, String and Global Subr INDEXes (§7–10, §16), the Top DICT's
/// CharStrings (op 17), Private (op 18) and, for CID-keyed fonts, FDArray (12 36) and FDSelect
/// (12 37, formats 0 and 3, §19); each Private DICT's local Subrs (op 19, relative to the Private DICT).
/// Charstrings must be Type 2 (CharstringType 12 6 = 2) and are run by ``Type2CharstringInterpreter``.
struct CompactFontTable {
    /// The CharStrings INDEX, one charstring per glyph.
    let charStrings: CompactFontIndex
    /// The Global Subr INDEX.
    let globalSubrs: CompactFontIndex
    /// The local Subrs INDEX of each Font DICT (one entry for a non-CID font).
    let localSubrs: [CompactFontIndex?]
    /// The Font DICT of each glyph for CID-keyed fonts (empty otherwise: every glyph uses entry 0).
    let fontDictOfGlyph: [UInt8]

    /// Reads the `CFF ` table.
    ///
    /// - Throws: ``FontError`` when a structure is malformed or lies outside the table, or the
    ///   charstring type is not 2.
    init(table: FontDataReader) throws {
        let major = try table.u8(0)
        guard major == 1 else { throw table.error("CFF major version \(major) is not 1") }
        let headerSize = try table.u8(2)
        let names = try CompactFontIndex(table: table, at: headerSize)
        let topDicts = try CompactFontIndex(table: table, at: names.end)
        let strings = try CompactFontIndex(table: table, at: topDicts.end)
        globalSubrs = try CompactFontIndex(table: table, at: strings.end)
        guard topDicts.count > 0 else { throw table.error("CFF has no Top DICT") }
        let top = try CompactFontDict(topDicts.object(0))
        if let type = top.integer(1206), type != 2 { throw table.error("CharstringType \(type) is not 2") }
        guard let charStringsOffset = top.integer(17) else { throw table.error("Top DICT has no CharStrings") }
        charStrings = try CompactFontIndex(table: table, at: charStringsOffset)

        if let fdArrayOffset = top.integer(1236), let fdSelectOffset = top.integer(1237) {
            let fdArray = try CompactFontIndex(table: table, at: fdArrayOffset)
            guard fdArray.count <= 256 else { throw table.error("FDArray has \(fdArray.count) Font DICTs (more than 256)") }
            localSubrs = try (0..<fdArray.count).map { try Self.localSubrs(table, fontDict: CompactFontDict(fdArray.object($0))) }
            fontDictOfGlyph = try Self.fdSelect(table, at: fdSelectOffset, glyphCount: charStrings.count, fdCount: fdArray.count)
        } else {
            localSubrs = [try Self.localSubrs(table, fontDict: top)]
            fontDictOfGlyph = []
        }
    }

    /// Reads the local Subrs of the Private DICT that `fontDict`'s Private operator (18) points to.
    private static func localSubrs(_ table: FontDataReader, fontDict: CompactFontDict) throws -> CompactFontIndex? {
        guard let size = fontDict.integer(18, at: 0), let offset = fontDict.integer(18, at: 1) else { return nil }
        let privateDict = try CompactFontDict(table.sub(offset, size))
        guard let subrs = privateDict.integer(19) else { return nil }
        let (position, overflow) = offset.addingReportingOverflow(subrs)
        guard !overflow else { throw table.error("Subrs offset overflows") }
        return try CompactFontIndex(table: table, at: position)
    }

    /// Reads FDSelect format 0 (one byte per glyph) or 3 (ranges with a sentinel).
    private static func fdSelect(_ table: FontDataReader, at offset: Int, glyphCount: Int, fdCount: Int) throws -> [UInt8] {
        var result = [UInt8](repeating: 0, count: glyphCount)
        let format = try table.u8(offset)
        switch format {
        case 0:
            for glyph in 0..<glyphCount { result[glyph] = UInt8(try table.u8(offset + 1 + glyph)) }
        case 3:
            let rangeCount = try table.u16(offset + 1)
            try table.checkArray(offset + 3, count: rangeCount, size: 3)
            for i in 0..<rangeCount {
                let first = try table.u16(offset + 3 + 3 * i)
                let fd = try table.u8(offset + 5 + 3 * i)
                let next = i + 1 < rangeCount ? try table.u16(offset + 6 + 3 * i) : try table.u16(offset + 3 + 3 * rangeCount)
                guard first <= next else { throw table.error("FDSelect ranges decrease") }
                let stop = min(next, glyphCount)
                if first < stop { for glyph in first..<stop { result[glyph] = UInt8(fd) } }
            }
        default:
            throw table.error("FDSelect format \(format) is not 0 or 3")
        }
        guard result.allSatisfy({ Int($0) < fdCount }) else { throw table.error("FDSelect names a missing Font DICT") }
        return result
    }

    /// Returns the outline of `glyph` by running its charstring.
    ///
    /// - Throws: ``FontError`` for a glyph out of range or a malformed charstring.
    func outline(of glyph: Int) throws -> GlyphOutline {
        let charString = try charStrings.object(glyph)
        let fd = glyph < fontDictOfGlyph.count ? Int(fontDictOfGlyph[glyph]) : 0
        let local = fd < localSubrs.count ? localSubrs[fd] : nil
        var interpreter = Type2CharstringInterpreter(globalSubrs: globalSubrs, localSubrs: local)
        try interpreter.run(charString)
        return GlyphOutline(elements: interpreter.elements)
    }
}
