/// Sorted glyph ranges each carrying a value: the common form of a Coverage table and a Class
/// Definition table.
///
/// Reads "Coverage table" formats 1 and 2 and "Class Definition table" formats 1 and 2 (OpenType spec,
/// "OpenType Layout common table formats"). A Coverage maps a glyph to its coverage index; a ClassDef
/// maps it to its class (0 when absent). Storage is proportional to the table's size, and a lookup is a
/// binary search.
struct GlyphRanges {
    /// (first glyph, last glyph, value of the first glyph, whether the value grows along the range).
    private var ranges: [(first: Int, last: Int, value: Int, increments: Bool)] = []

    /// Reads a Coverage table (values are coverage indexes).
    ///
    /// - Throws: ``FontError`` for an unknown format or arrays past the end of the table.
    init(coverage table: FontDataReader) throws {
        let format = try table.u16(0)
        let count = try table.u16(2)
        switch format {
        case 1:
            try table.checkArray(4, count: count, size: 2)
            for i in 0..<count {
                let glyph = try table.u16(4 + 2 * i)
                ranges.append((glyph, glyph, i, false))
            }
        case 2:
            try table.checkArray(4, count: count, size: 6)
            for i in 0..<count {
                let first = try table.u16(4 + 6 * i), last = try table.u16(6 + 6 * i)
                ranges.append((first, last, try table.u16(8 + 6 * i), true))
            }
        default:
            throw table.error("Coverage format \(format) is not 1 or 2")
        }
        normalize()
    }

    /// Reads a Class Definition table (values are classes).
    ///
    /// - Throws: ``FontError`` for an unknown format or arrays past the end of the table.
    init(classDefinition table: FontDataReader) throws {
        let format = try table.u16(0)
        switch format {
        case 1:
            let start = try table.u16(2), count = try table.u16(4)
            try table.checkArray(6, count: count, size: 2)
            for i in 0..<count {
                ranges.append((start + i, start + i, try table.u16(6 + 2 * i), false))
            }
        case 2:
            let count = try table.u16(2)
            try table.checkArray(4, count: count, size: 6)
            for i in 0..<count {
                let first = try table.u16(4 + 6 * i), last = try table.u16(6 + 6 * i)
                ranges.append((first, last, try table.u16(8 + 6 * i), false))
            }
        default:
            throw table.error("ClassDef format \(format) is not 1 or 2")
        }
        normalize()
    }

    /// Sorts the ranges and drops empty or overlapping ones, so binary search is well defined.
    private mutating func normalize() {
        ranges.sort { $0.first < $1.first }
        var kept: [(first: Int, last: Int, value: Int, increments: Bool)] = []
        kept.reserveCapacity(ranges.count)
        for range in ranges where range.first <= range.last {
            if let previous = kept.last, range.first <= previous.last { continue }
            kept.append(range)
        }
        ranges = kept
    }

    /// The number of ranges, for charging decoding work against a budget.
    var rangeCount: Int { ranges.count }

    /// Returns a dense table of the value of every glyph below `glyphCount`, `absent` where no range
    /// contains the glyph (values that do not fit in 16 bits also read as `absent`, and a value equal
    /// to `absent` is indistinguishable from it).
    ///
    /// - Complexity: O(*r* + `glyphCount`): the ranges are disjoint.
    func dense(glyphCount: Int, absent: UInt16) -> [UInt16] {
        var table = [UInt16](repeating: absent, count: glyphCount)
        for range in ranges where range.first < glyphCount {
            for glyph in range.first...min(range.last, glyphCount - 1) {
                let value = range.increments ? range.value + glyph - range.first : range.value
                table[glyph] = value <= 0xFFFF ? UInt16(value) : absent
            }
        }
        return table
    }

    /// Returns the value for `glyph`, or `nil` when no range contains it.
    ///
    /// - Complexity: O(log *n*) in the number of ranges.
    func value(of glyph: Int) -> Int? {
        var low = 0, high = ranges.count
        while low < high {
            let mid = (low + high) / 2
            if ranges[mid].last < glyph { low = mid + 1 } else { high = mid }
        }
        guard low < ranges.count, ranges[low].first <= glyph else { return nil }
        let range = ranges[low]
        return range.increments ? range.value + glyph - range.first : range.value
    }
}
