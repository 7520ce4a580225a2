extension GlyphPositioning {
    /// A mark's class and anchor from a MarkArray ("Mark Array Table").
    private func markRecord(_ subtable: FontDataReader, arrayOffset: Int, index: Int) throws -> (markClass: Int, anchor: (x: Int, y: Int)) {
        let array = try subtable.sub(from: arrayOffset)
        guard index < (try array.u16(0)) else { throw array.error("mark \(index) past the MarkArray") }
        let markClass = try array.u16(2 + 4 * index)
        return (markClass, try anchor(array, at: try array.u16(4 + 4 * index)))
    }

    /// Attaches the mark at `position` to `base`: its origin is where its anchor meets the base's.
    private func attach(_ position: Int, to base: Int, baseAnchor: (x: Int, y: Int), markAnchor: (x: Int, y: Int), in glyphs: inout [PositionedGlyph]) {
        glyphs[position].attachment = .init(base: base, dx: baseAnchor.x - markAnchor.x, dy: baseAnchor.y - markAnchor.y)
    }

    /// The closest glyph before `position` that isn't a mark (mark-to-base and mark-to-ligature
    /// look past every mark).
    private func precedingNonMark(_ position: Int, in glyphs: [PositionedGlyph]) -> Int? {
        var index = position - 1
        while index >= 0 {
            if glyphClass(glyphs[index].id) != .mark { return index }
            index -= 1
        }
        return nil
    }

    /// Lookup type 4, "Mark-to-Base Attachment Positioning".
    func applyMarkToBase(_ subtable: FontDataReader, at position: Int, to glyphs: inout [PositionedGlyph]) throws -> Int? {
        guard let markIndex = try coverage(subtable, try subtable.u16(2), glyphs[position].id),
              let base = precedingNonMark(position, in: glyphs),
              let baseIndex = try coverage(subtable, try subtable.u16(4), glyphs[base].id) else { return nil }
        let classCount = try subtable.u16(6)
        let mark = try markRecord(subtable, arrayOffset: try subtable.u16(8), index: markIndex)
        let baseArray = try subtable.sub(from: try subtable.u16(10))
        guard mark.markClass < classCount, baseIndex < (try baseArray.u16(0)) else { return nil }
        let anchorOffset = try baseArray.u16(2 + 2 * (baseIndex * classCount + mark.markClass))
        guard anchorOffset != 0 else { return nil }
        attach(position, to: base, baseAnchor: try anchor(baseArray, at: anchorOffset), markAnchor: mark.anchor, in: &glyphs)
        return position + 1
    }

    /// Lookup type 5, "Mark-to-Ligature Attachment Positioning". The component a mark belongs to
    /// is the one of its character: a ligature made from characters c, c+1, … gives a mark of
    /// character c + k component k (the last component for marks after the ligature's
    /// characters).
    func applyMarkToLigature(_ subtable: FontDataReader, at position: Int, to glyphs: inout [PositionedGlyph]) throws -> Int? {
        guard let markIndex = try coverage(subtable, try subtable.u16(2), glyphs[position].id),
              let ligature = precedingNonMark(position, in: glyphs),
              let ligatureIndex = try coverage(subtable, try subtable.u16(4), glyphs[ligature].id) else { return nil }
        let classCount = try subtable.u16(6)
        let mark = try markRecord(subtable, arrayOffset: try subtable.u16(8), index: markIndex)
        let ligatureArray = try subtable.sub(from: try subtable.u16(10))
        guard mark.markClass < classCount, ligatureIndex < (try ligatureArray.u16(0)) else { return nil }
        let attachTable = try ligatureArray.sub(from: try ligatureArray.u16(2 + 2 * ligatureIndex))
        let components = try attachTable.u16(0)
        guard components > 0 else { return nil }
        let component = Swift.min(Swift.max(glyphs[position].cluster - glyphs[ligature].cluster, 0), components - 1)
        let anchorOffset = try attachTable.u16(2 + 2 * (component * classCount + mark.markClass))
        guard anchorOffset != 0 else { return nil }
        attach(position, to: ligature, baseAnchor: try anchor(attachTable, at: anchorOffset), markAnchor: mark.anchor, in: &glyphs)
        return position + 1
    }

    /// Lookup type 6, "Mark-to-Mark Attachment Positioning": the mark attaches to the mark right
    /// before it (as the lookup's flags filter marks).
    func applyMarkToMark(_ subtable: FontDataReader, _ lookup: Lookup, at position: Int, to glyphs: inout [PositionedGlyph]) throws -> Int? {
        guard let markIndex = try coverage(subtable, try subtable.u16(2), glyphs[position].id),
              let previous = neighbour(of: position, step: -1, in: glyphs, lookup),
              glyphClass(glyphs[previous].id) == .mark,
              let mark2Index = try coverage(subtable, try subtable.u16(4), glyphs[previous].id) else { return nil }
        let classCount = try subtable.u16(6)
        let mark = try markRecord(subtable, arrayOffset: try subtable.u16(8), index: markIndex)
        let mark2Array = try subtable.sub(from: try subtable.u16(10))
        guard mark.markClass < classCount, mark2Index < (try mark2Array.u16(0)) else { return nil }
        let anchorOffset = try mark2Array.u16(2 + 2 * (mark2Index * classCount + mark.markClass))
        guard anchorOffset != 0 else { return nil }
        attach(position, to: previous, baseAnchor: try anchor(mark2Array, at: anchorOffset), markAnchor: mark.anchor, in: &glyphs)
        return position + 1
    }

    /// Lookup type 8, "Chained Contexts Positioning", format 3 (coverage-based): when the
    /// backtrack, input and lookahead coverages match (skipping what the lookup's flags skip),
    /// each PosLookupRecord's lookup applies at its input glyph.
    mutating func applyChainedContext(_ subtable: FontDataReader, _ lookup: Lookup, at position: Int,
                                      to glyphs: inout [PositionedGlyph], depth: Int) throws -> Int? {
        guard try subtable.u16(0) == 3, depth < 8 else { return nil }
        let backtrackCount = try subtable.u16(2)
        try subtable.checkArray(4, count: backtrackCount, size: 2)
        var cursor = 4 + 2 * backtrackCount
        let inputCount = try subtable.u16(cursor)
        try subtable.checkArray(cursor + 2, count: inputCount, size: 2)
        let inputAt = cursor + 2
        cursor = inputAt + 2 * inputCount
        let lookaheadCount = try subtable.u16(cursor)
        try subtable.checkArray(cursor + 2, count: lookaheadCount, size: 2)
        let lookaheadAt = cursor + 2
        cursor = lookaheadAt + 2 * lookaheadCount
        guard inputCount > 0 else { return nil }
        // Input.
        var inputs = [position]
        guard try coverage(subtable, try subtable.u16(inputAt), glyphs[position].id) != nil else { return nil }
        for k in 1..<Swift.max(inputCount, 1) where inputCount > 1 {
            guard let next = neighbour(of: inputs[inputs.count - 1], step: 1, in: glyphs, lookup),
                  try coverage(subtable, try subtable.u16(inputAt + 2 * k), glyphs[next].id) != nil else { return nil }
            inputs.append(next)
        }
        // Backtrack (stored closest first).
        var back = position
        for k in 0..<backtrackCount {
            guard let previous = neighbour(of: back, step: -1, in: glyphs, lookup),
                  try coverage(subtable, try subtable.u16(4 + 2 * k), glyphs[previous].id) != nil else { return nil }
            back = previous
        }
        var ahead = inputs[inputs.count - 1]
        for k in 0..<lookaheadCount {
            guard let next = neighbour(of: ahead, step: 1, in: glyphs, lookup),
                  try coverage(subtable, try subtable.u16(lookaheadAt + 2 * k), glyphs[next].id) != nil else { return nil }
            ahead = next
        }
        let recordCount = try subtable.u16(cursor)
        try subtable.checkArray(cursor + 2, count: recordCount, size: 4)
        for k in 0..<recordCount {
            let sequenceIndex = try subtable.u16(cursor + 2 + 4 * k), lookupIndex = try subtable.u16(cursor + 4 + 4 * k)
            guard sequenceIndex < inputs.count, let nested = try? Lookup(lookupListReader, index: lookupIndex) else { continue }
            budget -= 1
            guard budget >= 0 else { return nil }
            _ = try applyOnce(nested, at: inputs[sequenceIndex], to: &glyphs, depth: depth + 1)
        }
        return inputs[inputs.count - 1] + 1
    }
}
