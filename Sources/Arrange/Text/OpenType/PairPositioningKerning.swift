/// Pair kerning from the `GPOS` table's 'kern' feature.
///
/// Reads the GPOS header, ScriptList, FeatureList and LookupList ("GPOS — Glyph Positioning Table" and
/// "OpenType Layout common table formats"): the 'kern' features of the 'latn' script's default
/// language system (else 'DFLT', else every 'kern' feature), their lookups of type 2 ("Pair Adjustment
/// Positioning", formats 1 and 2), directly or through type 9 extension subtables. The adjustment of a
/// pair is the XAdvance of the first glyph's value record.
///
/// Within a lookup the first subtable that applies wins (a format 1 subtable applies when it lists the
/// pair, a format 2 subtable when it covers the first glyph); the lookups' adjustments add up.
/// Everything is decoded and bounds-checked once, up front, into structures sized by the table:
/// format 1 into coverage ranges and PairSet offsets (a query binary-searches the set's records in
/// place), format 2 into coverage, class ranges and a value matrix.
struct PairPositioningKerning {
    /// One decoded pair adjustment subtable.
    enum Subtable {
        /// Format 1: first-glyph coverage, and for each coverage index the offset of its PairSet (records
        /// of `recordSize` bytes sorted by second glyph, validated to lie inside `table`), and the offset
        /// of XAdvance inside a record after the second glyph.
        case pairs(coverage: GlyphRanges, table: FontDataReader, sets: [Int], recordSize: Int, xAdvance: Int)
        /// Format 2: first-glyph coverage, the two class definitions, and a class1 × class2 matrix.
        case classes(coverage: GlyphRanges, first: GlyphRanges, second: GlyphRanges, class2Count: Int, values: [Int16])
    }

    /// The kerning lookups in LookupList order, each a list of subtables.
    private(set) var lookups: [[Subtable]] = []

    /// Whether any kerning lookup was found.
    var isEmpty: Bool { lookups.allSatisfy(\.isEmpty) }

    /// The decoding work (glyphs, ranges, pairs, matrix cells) allowed before the table is rejected,
    /// plus eight units per byte of the table: enough for any real font, bounded for a hostile one.
    static let baseBudget = 4_000_000

    /// Reads the kerning lookups of `table`.
    ///
    /// - Throws: ``FontError`` when a structure on the path to a kerning subtable is malformed.
    init(table: FontDataReader) throws {
        let scriptList = try table.sub(from: try table.u16(4))
        let featureList = try table.sub(from: try table.u16(6))
        let lookupList = try table.sub(from: try table.u16(8))

        let featureCount = try featureList.u16(0)
        try featureList.checkArray(2, count: featureCount, size: 6)
        var kernFeatures: [Int] = []
        for i in 0..<featureCount where try featureList.tag(2 + 6 * i) == "kern" { kernFeatures.append(i) }
        let chosen = try Self.scriptFeatures(scriptList).filter(kernFeatures.contains)
        var lookupIndexes = Set<Int>()
        for feature in chosen.isEmpty ? kernFeatures : chosen {
            let record = try featureList.sub(from: try featureList.u16(2 + 6 * feature + 4))
            let count = try record.u16(2)
            try record.checkArray(4, count: count, size: 2)
            for i in 0..<count { lookupIndexes.insert(try record.u16(4 + 2 * i)) }
        }

        var budget = Self.baseBudget + 8 * table.count
        var decoded: [Int: Subtable] = [:]
        let lookupCount = try lookupList.u16(0)
        for index in lookupIndexes.sorted() where index < lookupCount {
            let lookup = try lookupList.sub(from: try lookupList.u16(2 + 2 * index))
            let type = try lookup.u16(0)
            guard type == 2 || type == 9 else { continue }
            let subtableCount = try lookup.u16(4)
            try lookup.checkArray(6, count: subtableCount, size: 2)
            var subtables: [Subtable] = []
            for i in 0..<subtableCount {
                var subtable = try lookup.sub(from: try lookup.u16(6 + 2 * i))
                if type == 9 {
                    guard try subtable.u16(2) == 2 else { continue }
                    subtable = try subtable.sub(from: try subtable.u32(4))
                }
                if let known = decoded[subtable.start] {
                    subtables.append(known)
                    continue
                }
                let decodedSubtable = try Self.pairAdjustment(subtable, budget: &budget)
                decoded[subtable.start] = decodedSubtable
                subtables.append(decodedSubtable)
            }
            lookups.append(subtables)
        }
    }

    /// The feature indexes of the 'latn' script's default language system, else 'DFLT''s, else none.
    private static func scriptFeatures(_ scriptList: FontDataReader) throws -> [Int] {
        let count = try scriptList.u16(0)
        try scriptList.checkArray(2, count: count, size: 6)
        var scripts: [String: Int] = [:]
        for i in 0..<count { scripts[try scriptList.tag(2 + 6 * i)] = try scriptList.u16(6 + 6 * i) }
        guard let offset = scripts["latn"] ?? scripts["DFLT"] else { return [] }
        let script = try scriptList.sub(from: offset)
        let defaultLangSys = try script.u16(0)
        guard defaultLangSys != 0 else { return [] }
        let langSys = try script.sub(from: defaultLangSys)
        let featureCount = try langSys.u16(4)
        try langSys.checkArray(6, count: featureCount, size: 2)
        return try (0..<featureCount).map { try langSys.u16(6 + 2 * $0) }
    }

    /// The size of a ValueRecord of `format`, and the offset of its XAdvance (nil when absent).
    private static func valueLayout(_ format: Int) -> (size: Int, xAdvance: Int?) {
        let size = (format & 0xFF).nonzeroBitCount * 2
        let xAdvance = format & 0x0004 != 0 ? (format & 0x0003).nonzeroBitCount * 2 : nil
        return (size, xAdvance)
    }

    /// Decodes a PairPos subtable (format 1: "Adjustments for Glyph Pairs"; format 2: "Class Pair
    /// Adjustment").
    private static func pairAdjustment(_ subtable: FontDataReader, budget: inout Int) throws -> Subtable {
        func charge(_ work: Int) throws {
            budget -= work
            guard budget >= 0 else { throw subtable.error("kerning subtables need more work than the table's size allows") }
        }
        let format = try subtable.u16(0)
        let coverage = try GlyphRanges(coverage: subtable.sub(from: try subtable.u16(2)))
        try charge(coverage.rangeCount)
        let first = valueLayout(try subtable.u16(4)), second = valueLayout(try subtable.u16(6))
        switch format {
        case 1:
            let setCount = try subtable.u16(8)
            try subtable.checkArray(10, count: setCount, size: 2)
            let recordSize = 2 + first.size + second.size
            var sets: [Int] = []
            sets.reserveCapacity(setCount)
            for index in 0..<setCount {
                let offset = try subtable.u16(10 + 2 * index)
                try subtable.checkArray(offset + 2, count: try subtable.u16(offset), size: recordSize)
                sets.append(offset)
            }
            try charge(setCount)
            guard let xAdvance = first.xAdvance else { return .pairs(coverage: coverage, table: subtable, sets: [], recordSize: recordSize, xAdvance: 0) }
            return .pairs(coverage: coverage, table: subtable, sets: sets, recordSize: recordSize, xAdvance: xAdvance)
        case 2:
            let class1 = try GlyphRanges(classDefinition: subtable.sub(from: try subtable.u16(8)))
            let class2 = try GlyphRanges(classDefinition: subtable.sub(from: try subtable.u16(10)))
            try charge(class1.rangeCount + class2.rangeCount)
            let class1Count = try subtable.u16(12), class2Count = try subtable.u16(14)
            let recordSize = first.size + second.size
            try subtable.checkArray(16, count: class1Count * class2Count, size: recordSize)
            try charge(class1Count * class2Count)
            var values = [Int16](repeating: 0, count: first.xAdvance == nil ? 0 : class1Count * class2Count)
            if let xAdvance = first.xAdvance {
                for i in values.indices { values[i] = Int16(try subtable.i16(16 + recordSize * i + xAdvance)) }
            }
            return .classes(coverage: coverage, first: class1, second: class2, class2Count: class2Count, values: values)
        default:
            throw subtable.error("PairPos format \(format) is not 1 or 2")
        }
    }

    /// Binary-searches a PairSet for `second` and returns the first glyph's XAdvance, or `nil` when the
    /// set does not list it (the records were bounds-checked when the subtable was decoded).
    private static func pairValue(_ table: FontDataReader, set: Int, second: Int, recordSize: Int, xAdvance: Int) -> Int? {
        guard let count = try? table.u16(set) else { return nil }
        var low = 0, high = count
        while low < high {
            let mid = (low + high) / 2
            guard let glyph = try? table.u16(set + 2 + recordSize * mid) else { return nil }
            if glyph == second { return try? table.i16(set + 2 + recordSize * mid + 2 + xAdvance) }
            if glyph < second { low = mid + 1 } else { high = mid }
        }
        return nil
    }

    /// Returns the summed XAdvance adjustment of the pair over all kerning lookups, or 0.
    ///
    /// - Complexity: per subtable, two binary searches (format 1) or three (format 2).
    func kerning(_ left: UInt16, _ right: UInt16) -> Int {
        var total = 0
        for lookup in lookups {
            for subtable in lookup {
                switch subtable {
                case .pairs(let coverage, let table, let sets, let recordSize, let xAdvance):
                    guard let index = coverage.value(of: Int(left)), index < sets.count,
                          let value = Self.pairValue(table, set: sets[index], second: Int(right), recordSize: recordSize, xAdvance: xAdvance)
                    else { continue }
                    total += value
                case .classes(let coverage, let first, let second, let class2Count, let values):
                    guard coverage.value(of: Int(left)) != nil else { continue }
                    let index = (first.value(of: Int(left)) ?? 0) * class2Count + (second.value(of: Int(right)) ?? 0)
                    if (second.value(of: Int(right)) ?? 0) < class2Count, index < values.count { total += Int(values[index]) }
                }
                break
            }
        }
        return total
    }
}
