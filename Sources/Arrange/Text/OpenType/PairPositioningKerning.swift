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
/// Every subtable is decoded and bounds-checked once, up front, into a ``PairAdjustmentSubtable``
/// laid out for lookups by glyph ID; the decoding work is bounded by the table's size.
struct PairPositioningKerning {
    /// The decoded subtables of every kerning lookup, lookup after lookup.
    private var subtables: [PairAdjustmentSubtable] = []
    /// Where each lookup's subtables end in `subtables`.
    private var lookupEnds: [Int] = []

    /// Whether any kerning subtable was found.
    var isEmpty: Bool { subtables.isEmpty }

    /// The decoding work (glyphs, ranges, pairs, matrix cells) allowed before the table is rejected,
    /// plus eight units per byte of the table: enough for any real font, bounded for a hostile one.
    static let baseBudget = 4_000_000

    /// Reads the kerning lookups of `table`.
    ///
    /// - Throws: ``FontError`` when a structure on the path to a kerning subtable is malformed.
    init(table: FontDataReader, glyphCount: Int) throws {
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
        var decoded: [Int: PairAdjustmentSubtable] = [:]
        let lookupCount = try lookupList.u16(0)
        for index in lookupIndexes.sorted() where index < lookupCount {
            let lookup = try lookupList.sub(from: try lookupList.u16(2 + 2 * index))
            let type = try lookup.u16(0)
            guard type == 2 || type == 9 else { continue }
            let subtableCount = try lookup.u16(4)
            try lookup.checkArray(6, count: subtableCount, size: 2)
            for i in 0..<subtableCount {
                budget -= 1
                guard budget >= 0 else { throw table.error("kerning lookups reference more subtables than the table's size allows") }
                var subtable = try lookup.sub(from: try lookup.u16(6 + 2 * i))
                if type == 9 {
                    guard try subtable.u16(2) == 2 else { continue }
                    subtable = try subtable.sub(from: try subtable.u32(4))
                }
                if let known = decoded[subtable.start] {
                    subtables.append(known)
                    continue
                }
                let decodedSubtable = try PairAdjustmentSubtable(subtable, glyphCount: glyphCount, budget: &budget)
                decoded[subtable.start] = decodedSubtable
                subtables.append(decodedSubtable)
            }
            lookupEnds.append(subtables.count)
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

    /// Returns the summed XAdvance adjustment of the pair over all kerning lookups, or 0.
    ///
    /// - Complexity: O(1) array reads per subtable (plus a short binary search for format 1).
    func kerning(_ left: UInt16, _ right: UInt16) -> Int {
        var total = 0
        var start = 0
        for end in lookupEnds {
            var i = start
            while i < end {
                if let value = subtables[i].adjustment(left, right) {
                    total += value
                    break
                }
                i += 1
            }
            start = end
        }
        return total
    }
}
