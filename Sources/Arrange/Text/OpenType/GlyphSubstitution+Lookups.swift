extension GlyphSubstitution {
    /// "Lookup Type 1: Single Substitution": format 1 adds a delta (modulo 65536) to the glyph ID,
    /// format 2 replaces the glyph by the substitute at its coverage index.
    mutating func applySingle(_ subtable: FontDataReader, at position: Int) throws -> Int? {
        let format = try subtable.u16(0)
        let glyph = glyphs[position].id
        guard let index = try subtable.coverageIndex(of: glyph, coverageAt: try subtable.u16(2)) else { return nil }
        switch format {
        case 1:
            glyphs[position].id = UInt16(truncatingIfNeeded: Int(glyph) + (try subtable.i16(4)))
        case 2:
            let count = try subtable.u16(4)
            guard index < count else { throw subtable.error("single substitution coverage index \(index) ≥ \(count) substitutes") }
            glyphs[position].id = UInt16(try subtable.u16(6 + 2 * index))
        default:
            throw subtable.error("single substitution format \(format) is not 1 or 2")
        }
        return position + 1
    }

    /// "Lookup Type 2: Multiple Substitution": the glyph becomes its sequence, each glyph of it in
    /// the original's cluster. An empty sequence deletes the glyph (the spec requires at least one
    /// glyph, but fonts such as Noto Color Emoji delete regional indicators this way, and HarfBuzz
    /// honours it).
    mutating func applyMultiple(_ subtable: FontDataReader, at position: Int) throws -> Int? {
        let format = try subtable.u16(0)
        guard format == 1 else { throw subtable.error("multiple substitution format \(format) is not 1") }
        guard let index = try subtable.coverageIndex(of: glyphs[position].id, coverageAt: try subtable.u16(2)) else { return nil }
        let count = try subtable.u16(4)
        guard index < count else { throw subtable.error("multiple substitution coverage index \(index) ≥ \(count) sequences") }
        let sequence = try subtable.sub(from: try subtable.u16(6 + 2 * index))
        let length = try sequence.u16(0)
        try sequence.checkArray(2, count: length, size: 2)
        let original = glyphs[position]
        var replacement: [Glyph] = []
        replacement.reserveCapacity(length)
        for i in 0..<length {
            replacement.append(Glyph(id: UInt16(try sequence.u16(2 + 2 * i)), cluster: original.cluster, mask: original.mask))
        }
        glyphs.replaceSubrange(position...position, with: replacement)
        return position + length
    }

    /// "Lookup Type 3: Alternate Substitution": the first alternate (Arrange offers no way to
    /// choose another).
    mutating func applyAlternate(_ subtable: FontDataReader, at position: Int) throws -> Int? {
        let format = try subtable.u16(0)
        guard format == 1 else { throw subtable.error("alternate substitution format \(format) is not 1") }
        guard let index = try subtable.coverageIndex(of: glyphs[position].id, coverageAt: try subtable.u16(2)) else { return nil }
        let count = try subtable.u16(4)
        guard index < count else { throw subtable.error("alternate substitution coverage index \(index) ≥ \(count) sets") }
        let set = try subtable.sub(from: try subtable.u16(6 + 2 * index))
        guard try set.u16(0) > 0 else { return nil }
        glyphs[position].id = UInt16(try set.u16(2))
        return position + 1
    }

    /// "Lookup Type 4: Ligature Substitution": the first ligature of the glyph's LigatureSet whose
    /// components follow (skipping glyphs the flags ignore) replaces them. The ligature takes the
    /// smallest cluster of its components; skipped glyphs between them stay, after the ligature,
    /// in that cluster too.
    mutating func applyLigature(_ subtable: FontDataReader, lookup: Lookup, at position: Int, mask: UInt32) throws -> Int? {
        let format = try subtable.u16(0)
        guard format == 1 else { throw subtable.error("ligature substitution format \(format) is not 1") }
        guard let index = try subtable.coverageIndex(of: glyphs[position].id, coverageAt: try subtable.u16(2)) else { return nil }
        let setCount = try subtable.u16(4)
        guard index < setCount else { throw subtable.error("ligature coverage index \(index) ≥ \(setCount) sets") }
        let set = try subtable.sub(from: try subtable.u16(6 + 2 * index))
        let ligatureCount = try set.u16(0)
        try set.checkArray(2, count: ligatureCount, size: 2)
        for l in 0..<ligatureCount {
            let ligature = try set.sub(from: try set.u16(2 + 2 * l))
            let componentCount = try ligature.u16(2)
            guard componentCount >= 1 else { continue }
            try ligature.checkArray(4, count: componentCount - 1, size: 2)
            guard let positions = try matchInput(at: position, count: componentCount, lookup: lookup, mask: mask, matches: { k, glyph in
                Int(glyph) == (try ligature.u16(4 + 2 * (k - 1)))
            }) else { continue }
            let cluster = positions.map { glyphs[$0].cluster }.min()!
            glyphs[position].id = UInt16(try ligature.u16(0))
            for i in position...positions.last! { glyphs[i].cluster = cluster }
            for removed in positions.dropFirst().reversed() { glyphs.remove(at: removed) }
            return position + 1
        }
        return nil
    }

    /// Matches an input sequence of `count` glyphs starting at `position` (which the caller has
    /// matched): each later glyph is the next one `lookup` doesn't skip, carries `mask`, and
    /// satisfies `matches(k, glyph)` for k = 1..<count.
    ///
    /// - Returns: The positions of the matched glyphs, `position` first, or nil.
    func matchInput(at position: Int, count: Int, lookup: Lookup, mask: UInt32,
                    matches: (Int, UInt16) throws -> Bool) throws -> [Int]? {
        var positions = [position]
        var current = position
        for k in 1..<max(count, 1) {
            guard let next = try next(after: current, lookup), glyphs[next].mask & mask != 0,
                  try matches(k, glyphs[next].id) else { return nil }
            positions.append(next)
            current = next
        }
        return positions
    }
}
