/// One decoded GPOS pair adjustment subtable, laid out for constant-time lookups by glyph ID.
///
/// Reads "Lookup Type 2: Pair Adjustment Positioning Subtable" (OpenType spec, GPOS chapter):
/// format 1 ("Adjustments for Glyph Pairs": coverage, then a PairSet of (secondGlyph, valueRecord1,
/// valueRecord2) records per covered first glyph, sorted by second glyph) and format 2 ("Class Pair
/// Adjustment": coverage, two class definitions and a class1 × class2 matrix of value record pairs).
/// Only the XAdvance of the first value record is kept.
///
/// Coverage and classes are expanded into dense per-glyph arrays of `maxp.numGlyphs` entries; format 1
/// PairSets are copied into two flat arrays (second glyphs and adjustments) with one start index per
/// coverage index. A query is then a few array reads plus a binary search within one PairSet. It is
/// a class so that walking the subtables on the hot path retains one reference, not eight arrays;
/// it is immutable after initialisation.
final class PairAdjustmentSubtable {
    /// The dense coverage: the first glyph's coverage index, or `uncovered`.
    private let coverage: [UInt16]
    /// Format 1: where each coverage index's pairs start in `seconds`/`adjustments` (count + 1 entries).
    private let setStarts: [Int32]
    /// Format 1: the second glyphs of every PairSet, each set sorted as in the font.
    private let seconds: [UInt16]
    /// Format 1: the XAdvance adjustment of each pair in `seconds`.
    private let adjustments: [Int16]
    /// Format 2: the class of each first glyph (dense).
    private let firstClasses: [UInt16]
    /// Format 2: the class of each second glyph (dense).
    private let secondClasses: [UInt16]
    /// Format 2: the number of second-glyph classes (the matrix's row length).
    private let class2Count: Int
    /// Format 2: the XAdvance of each (class1, class2) cell, row by row; empty without XAdvance.
    private let matrix: [Int16]
    /// Whether this is a format 2 (class-based) subtable.
    private let classBased: Bool

    /// The dense-coverage value of a glyph the subtable does not cover.
    private static let uncovered: UInt16 = 0xFFFF

    /// Decodes `subtable` for a font of `glyphCount` glyphs, charging the work to `budget`.
    ///
    /// - Throws: ``FontError`` for an unknown format, a structure outside the table, or work beyond
    ///   `budget` (subtables that share bytes to multiply the decoding cost).
    init(_ subtable: FontDataReader, glyphCount: Int, budget: inout Int) throws {
        func charge(_ work: Int) throws {
            budget -= work
            guard budget >= 0 else { throw subtable.error("kerning subtables need more work than the table's size allows") }
        }
        let format = try subtable.u16(0)
        let ranges = try GlyphRanges(coverage: subtable.sub(from: try subtable.u16(2)))
        try charge(ranges.rangeCount + glyphCount)
        coverage = ranges.dense(glyphCount: glyphCount, absent: Self.uncovered)
        let first = Self.valueLayout(try subtable.u16(4)), second = Self.valueLayout(try subtable.u16(6))
        switch format {
        case 1:
            let setCount = try subtable.u16(8)
            try subtable.checkArray(10, count: setCount, size: 2)
            let recordSize = 2 + first.size + second.size
            var starts: [Int32] = [0], seconds: [UInt16] = [], adjustments: [Int16] = []
            for index in 0..<setCount {
                let set = try subtable.u16(10 + 2 * index)
                let count = try subtable.u16(set)
                try subtable.checkArray(set + 2, count: count, size: recordSize)
                try charge(count + 1)
                if let xAdvance = first.xAdvance {
                    for i in 0..<count {
                        let record = set + 2 + recordSize * i
                        seconds.append(UInt16(try subtable.u16(record)))
                        adjustments.append(Int16(try subtable.i16(record + 2 + xAdvance)))
                    }
                }
                starts.append(Int32(seconds.count))
            }
            (setStarts, self.seconds, self.adjustments) = (starts, seconds, adjustments)
            (firstClasses, secondClasses, class2Count, matrix, classBased) = ([], [], 0, [], false)
        case 2:
            let class1 = try GlyphRanges(classDefinition: subtable.sub(from: try subtable.u16(8)))
            let class2 = try GlyphRanges(classDefinition: subtable.sub(from: try subtable.u16(10)))
            try charge(class1.rangeCount + class2.rangeCount + 2 * glyphCount)
            let class1Count = try subtable.u16(12), class2Count = try subtable.u16(14)
            let recordSize = first.size + second.size
            try subtable.checkArray(16, count: class1Count * class2Count, size: recordSize)
            var matrix: [Int16] = []
            if let xAdvance = first.xAdvance {
                try charge(class1Count * class2Count)
                matrix.reserveCapacity(class1Count * class2Count)
                for cell in 0..<class1Count * class2Count {
                    matrix.append(Int16(try subtable.i16(16 + recordSize * cell + xAdvance)))
                }
            }
            firstClasses = class1.dense(glyphCount: glyphCount, absent: 0)
            secondClasses = class2.dense(glyphCount: glyphCount, absent: 0)
            (self.class2Count, self.matrix, classBased) = (class2Count, matrix, true)
            (setStarts, seconds, adjustments) = ([], [], [])
        default:
            throw subtable.error("PairPos format \(format) is not 1 or 2")
        }
    }

    /// The size of a ValueRecord of `format`, and the offset of its XAdvance (nil when absent).
    private static func valueLayout(_ format: Int) -> (size: Int, xAdvance: Int?) {
        let size = (format & 0xFF).nonzeroBitCount * 2
        let xAdvance = format & 0x0004 != 0 ? (format & 0x0003).nonzeroBitCount * 2 : nil
        return (size, xAdvance)
    }

    /// Returns the pair's XAdvance adjustment if this subtable applies to it, else `nil`.
    ///
    /// A format 1 subtable applies when it lists the pair; a format 2 subtable whenever it covers
    /// `left` (the class matrix has a cell, possibly 0, for every second glyph).
    ///
    /// - Complexity: O(1) for format 2; O(log *p*) for a first glyph with *p* pairs in format 1.
    func adjustment(_ left: UInt16, _ right: UInt16) -> Int? {
        let l = Int(left)
        guard l < coverage.count else { return nil }
        let index = Int(coverage[l])
        guard index != Int(Self.uncovered) else { return nil }
        if classBased {
            let class1 = Int(firstClasses[l])
            let class2 = Int(right) < secondClasses.count ? Int(secondClasses[Int(right)]) : 0
            guard class2 < class2Count else { return 0 }
            let cell = class1 * class2Count + class2
            return cell < matrix.count ? Int(matrix[cell]) : 0
        }
        guard index + 1 < setStarts.count else { return nil }
        var low = Int(setStarts[index]), high = Int(setStarts[index + 1])
        while low < high {
            let mid = (low + high) / 2
            let glyph = seconds[mid]
            if glyph == right { return Int(adjustments[mid]) }
            if glyph < right { low = mid + 1 } else { high = mid }
        }
        return nil
    }
}
