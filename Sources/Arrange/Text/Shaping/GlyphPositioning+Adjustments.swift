extension GlyphPositioning {
    /// The coverage index of `glyph` in the Coverage table at `offset` of `subtable`.
    func coverage(_ subtable: FontDataReader, _ offset: Int, _ glyph: UInt16) throws -> Int? {
        try subtable.coverageIndex(of: glyph, coverageAt: offset)
    }

    /// A ValueRecord of `format` at `offset`, added to `glyph` ("Value Record", GPOS chapter:
    /// XPlacement, YPlacement, XAdvance, YAdvance, then device offsets, which are ignored).
    func addValue(_ subtable: FontDataReader, at offset: Int, format: Int, to glyph: inout PositionedGlyph) throws {
        var field = offset
        func next() throws -> Int { defer { field += 2 }; return try subtable.i16(field) }
        if format & 0x1 != 0 { glyph.xPlacement += try next() }
        if format & 0x2 != 0 { glyph.yPlacement += try next() }
        if format & 0x4 != 0 { glyph.xAdvance += try next() }
    }

    /// The size in bytes of a ValueRecord of `format`.
    static func valueSize(_ format: Int) -> Int { (format & 0xFF).nonzeroBitCount * 2 }

    /// Lookup type 1, "Single Adjustment Positioning", formats 1 and 2.
    func applySingle(_ subtable: FontDataReader, at position: Int, to glyphs: inout [PositionedGlyph]) throws -> Int? {
        let format = try subtable.u16(0), valueFormat = try subtable.u16(4)
        guard let index = try coverage(subtable, try subtable.u16(2), glyphs[position].id) else { return nil }
        switch format {
        case 1: try addValue(subtable, at: 6, format: valueFormat, to: &glyphs[position])
        case 2:
            guard index < (try subtable.u16(6)) else { return nil }
            try addValue(subtable, at: 8 + index * Self.valueSize(valueFormat), format: valueFormat, to: &glyphs[position])
        default: return nil
        }
        return position + 1
    }

    /// Lookup type 2, "Pair Adjustment Positioning", formats 1 (glyph pairs) and 2 (class
    /// pairs): both glyphs' value records; the second glyph is consumed when it has one.
    func applyPair(_ subtable: FontDataReader, _ lookup: Lookup, at position: Int, to glyphs: inout [PositionedGlyph]) throws -> Int? {
        guard let index = try coverage(subtable, try subtable.u16(2), glyphs[position].id),
              let second = neighbour(of: position, step: 1, in: glyphs, lookup) else { return nil }
        let format = try subtable.u16(0), format1 = try subtable.u16(4), format2 = try subtable.u16(6)
        let size1 = Self.valueSize(format1), size2 = Self.valueSize(format2)
        var record: Int?
        switch format {
        case 1:
            guard index < (try subtable.u16(8)) else { return nil }
            let set = try subtable.u16(10 + 2 * index)
            let count = try subtable.u16(set)
            let recordSize = 2 + size1 + size2
            try subtable.checkArray(set + 2, count: count, size: recordSize)
            var low = 0, high = count
            while low < high {
                let mid = (low + high) / 2
                let glyph = try subtable.u16(set + 2 + mid * recordSize)
                if glyph == Int(glyphs[second].id) { record = set + 2 + mid * recordSize + 2; break }
                if glyph < Int(glyphs[second].id) { low = mid + 1 } else { high = mid }
            }
        case 2:
            let class1 = try subtable.glyphClass(of: glyphs[position].id, classDefinitionAt: try subtable.u16(8))
            let class2 = try subtable.glyphClass(of: glyphs[second].id, classDefinitionAt: try subtable.u16(10))
            let class1Count = try subtable.u16(12), class2Count = try subtable.u16(14)
            guard class1 < class1Count, class2 < class2Count else { return nil }
            record = 16 + (class1 * class2Count + class2) * (size1 + size2)
        default:
            return nil
        }
        guard let record else { return nil }
        try addValue(subtable, at: record, format: format1, to: &glyphs[position])
        try addValue(subtable, at: record + size1, format: format2, to: &glyphs[second])
        return format2 != 0 ? second + 1 : second
    }

    /// An Anchor table's x and y (formats 1–3; format 3's device tables are ignored).
    func anchor(_ table: FontDataReader, at offset: Int) throws -> (x: Int, y: Int) {
        let anchor = try table.sub(from: offset)
        return (try anchor.i16(2), try anchor.i16(4))
    }
}
