/// Pair kerning from the legacy `kern` table.
///
/// Reads "kern — Kerning" (OpenType spec, Microsoft version 0 header) and Apple's version 1.0 header
/// (32-bit version and count, 8-byte subtable headers). Only format 0 subtables ("ordered list of
/// kerning pairs") that are horizontal, not cross-stream and not minimum values are used; their values
/// add up, and a subtable with the override bit replaces earlier values. The pairs are flattened into
/// one dictionary keyed by `left << 16 | right`.
struct KerningTable {
    /// The adjustment of each pair, in font units.
    private(set) var pairs: [UInt32: Int] = [:]

    /// Reads the `kern` table.
    ///
    /// - Throws: ``FontError`` when a header or pair array lies outside the table.
    init(table: FontDataReader) throws {
        let apple = try table.u16(0) == 1
        let subtableCount = apple ? try table.u32(4) : try table.u16(2)
        var offset = apple ? 8 : 4
        // Real subtables do not overlap, so all their pairs fit in the table once; overlapping
        // subtables that would re-read the same bytes many times are rejected.
        var budget = table.count / 6 + 16
        for _ in 0..<min(subtableCount, table.count / 6) {
            guard offset < table.count else { break }
            let length: Int, format: Int, usable: Bool, override: Bool, pairsAt: Int
            if apple {
                length = try table.u32(offset)
                let coverage = try table.u16(offset + 4)
                format = coverage & 0xFF
                usable = coverage & 0xE000 == 0
                override = false
                pairsAt = offset + 8
            } else {
                length = try table.u16(offset + 2)
                let coverage = try table.u16(offset + 4)
                format = coverage >> 8
                usable = coverage & 0x07 == 0x01
                override = coverage & 0x08 != 0
                pairsAt = offset + 6
            }
            if format == 0, usable {
                let count = try table.u16(pairsAt)
                try table.checkArray(pairsAt + 8, count: count, size: 6)
                budget -= count
                guard budget >= 0 else { throw table.error("subtables overlap: more pairs than the table holds") }
                for i in 0..<count {
                    let record = pairsAt + 8 + 6 * i
                    let key = UInt32(try table.u16(record)) << 16 | UInt32(try table.u16(record + 2))
                    let value = try table.i16(record + 4)
                    pairs[key] = override ? value : (pairs[key] ?? 0) + value
                }
            }
            guard length > 0 else { break }
            offset += length
        }
    }

    /// Returns the adjustment between `left` and `right`, or 0.
    func kerning(_ left: UInt16, _ right: UInt16) -> Int {
        pairs[UInt32(left) << 16 | UInt32(right)] ?? 0
    }
}
