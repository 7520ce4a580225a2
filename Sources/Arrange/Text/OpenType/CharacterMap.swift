/// The Unicode → glyph mapping of a face, read from its `cmap` table.
///
/// Reads the "cmap — Character to Glyph Index Mapping Table" (OpenType spec): the encoding records,
/// then one subtable chosen in this order: format 12 under (3,10) or (0,4), then any other Unicode
/// format 12; format 4 under (3,1) or (0,3), then any other Unicode format 4. Format 4 ("Segment
/// mapping to delta values") and format 12 ("Segmented coverage") are supported.
///
/// The whole Basic Multilingual Plane is resolved once into a 65,536-entry array, so the hot path
/// (`glyph(for:)` for ASCII and BMP text) is one array read; supplementary-plane scalars binary-search
/// the format 12 groups.
struct CharacterMap {
    /// The glyph of every BMP code point (0 when unmapped).
    private let bmp: [UInt16]
    /// Format 12 groups beyond the BMP: (startCharCode, endCharCode, startGlyphID), sorted, disjoint.
    private let groups: [(start: UInt32, end: UInt32, glyph: UInt32)]

    /// Reads the best Unicode subtable of `table`.
    ///
    /// - Parameters:
    ///   - table: The `cmap` table.
    ///   - glyphCount: `maxp.numGlyphs`; glyph IDs at or past it are treated as unmapped.
    /// - Throws: ``FontError`` when the table or the chosen subtable is malformed, or the table has no
    ///   Unicode subtable of format 4 or 12.
    init(table: FontDataReader, glyphCount: Int) throws {
        let recordCount = try table.u16(2)
        try table.checkArray(4, count: recordCount, size: 8)
        var candidates: [(rank: Int, offset: Int)] = []
        for i in 0..<recordCount {
            let platform = try table.u16(4 + 8 * i)
            let encoding = try table.u16(6 + 8 * i)
            let offset = try table.u32(8 + 8 * i)
            guard let format = try? table.u16(offset) else { continue }
            let unicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))
            guard unicode, format == 4 || format == 12 else { continue }
            let preferred = (platform == 3 && encoding == 10) || (platform == 0 && encoding == 4)
                || (platform == 3 && encoding == 1) || (platform == 0 && encoding == 3)
            candidates.append(((format == 12 ? 0 : 2) + (preferred ? 0 : 1), offset))
        }
        guard let best = candidates.min(by: { $0.rank < $1.rank }) else {
            throw table.error("no Unicode subtable of format 4 or 12")
        }
        var bmp = [UInt16](repeating: 0, count: 0x1_0000)
        var groups: [(start: UInt32, end: UInt32, glyph: UInt32)] = []
        let subtable = try table.sub(from: best.offset)
        if try subtable.u16(0) == 12 {
            groups = try Self.readFormat12(subtable)
            for group in groups where group.start <= 0xFFFF {
                for code in group.start...min(group.end, 0xFFFF) {
                    let glyph = Int(group.glyph) + Int(code - group.start)
                    if glyph < glyphCount { bmp[Int(code)] = UInt16(glyph) }
                }
            }
            groups.removeAll { $0.end <= 0xFFFF }
        } else {
            try Self.readFormat4(subtable, glyphCount: glyphCount, into: &bmp)
        }
        self.bmp = bmp
        self.groups = groups
        self.glyphCount = glyphCount
    }

    /// `maxp.numGlyphs`, the bound on glyph IDs from format 12 groups beyond the BMP.
    private let glyphCount: Int

    /// Returns the glyph mapped to `scalar`, or `nil` when it is unmapped or maps to glyph 0.
    ///
    /// - Complexity: O(1) for BMP scalars; O(log *g*) for the *g* supplementary groups otherwise.
    func glyph(for scalar: Unicode.Scalar) -> UInt16? {
        let code = scalar.value
        if code <= 0xFFFF {
            let glyph = bmp[Int(code)]
            return glyph == 0 ? nil : glyph
        }
        var low = 0, high = groups.count
        while low < high {
            let mid = (low + high) / 2
            if groups[mid].end < code { low = mid + 1 } else { high = mid }
        }
        guard low < groups.count, groups[low].start <= code else { return nil }
        let glyph = Int(groups[low].glyph) + Int(code - groups[low].start)
        return glyph > 0 && glyph < glyphCount ? UInt16(glyph) : nil
    }

    /// Reads the groups of a format 12 subtable ("Format 12: Segmented coverage").
    ///
    /// Groups must be sorted by start code and disjoint; a group that is not is skipped, so the
    /// work stays linear in the table size.
    private static func readFormat12(_ subtable: FontDataReader) throws -> [(start: UInt32, end: UInt32, glyph: UInt32)] {
        let count = try subtable.u32(12)
        try subtable.checkArray(16, count: count, size: 12)
        var groups: [(start: UInt32, end: UInt32, glyph: UInt32)] = []
        groups.reserveCapacity(count)
        var next: Int = 0
        for i in 0..<count {
            let start = try subtable.u32(16 + 12 * i)
            let end = try subtable.u32(20 + 12 * i)
            let glyph = try subtable.u32(24 + 12 * i)
            guard start >= next, start <= end, end <= 0x10FFFF else { continue }
            groups.append((UInt32(start), UInt32(end), UInt32(glyph)))
            next = end + 1
        }
        return groups
    }

    /// Resolves every BMP code point through a format 4 subtable ("Format 4: Segment mapping to delta
    /// values"): for each code, the first segment whose `endCode` ≥ code (binary search), then either
    /// `idDelta` or the `idRangeOffset` indirection into `glyphIdArray`.
    private static func readFormat4(_ subtable: FontDataReader, glyphCount: Int, into bmp: inout [UInt16]) throws {
        let segCount = try subtable.u16(6) / 2
        guard segCount > 0 else { return }
        try subtable.checkArray(14, count: 4 * segCount + 1, size: 2)
        let ends = 14, starts = 16 + 2 * segCount, deltas = starts + 2 * segCount
        let rangeOffsets = deltas + 2 * segCount
        var endCodes = [Int](), startCodes = [Int](), idDeltas = [Int](), idRangeOffsets = [Int]()
        for i in 0..<segCount {
            endCodes.append(try subtable.u16(ends + 2 * i))
            startCodes.append(try subtable.u16(starts + 2 * i))
            idDeltas.append(try subtable.u16(deltas + 2 * i))
            idRangeOffsets.append(try subtable.u16(rangeOffsets + 2 * i))
        }
        var segment = 0
        for code in 0..<0x1_0000 {
            // Segments are sorted by endCode; walk forward instead of searching when they are.
            if segment < segCount, endCodes[segment] < code {
                var low = segment, high = segCount
                while low < high {
                    let mid = (low + high) / 2
                    if endCodes[mid] < code { low = mid + 1 } else { high = mid }
                }
                segment = low
            }
            guard segment < segCount, startCodes[segment] <= code else { continue }
            var glyph: Int
            if idRangeOffsets[segment] == 0 {
                glyph = (code + idDeltas[segment]) & 0xFFFF
            } else {
                let address = rangeOffsets + 2 * segment + idRangeOffsets[segment] + 2 * (code - startCodes[segment])
                guard let raw = try? subtable.u16(address), raw != 0 else { continue }
                glyph = (raw + idDeltas[segment]) & 0xFFFF
            }
            if glyph < glyphCount { bmp[code] = UInt16(glyph) }
        }
    }
}
