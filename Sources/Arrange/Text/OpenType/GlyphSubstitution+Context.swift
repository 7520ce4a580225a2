extension GlyphSubstitution {
    /// Where a sequence rule's arrays lie: "Sequence Context" (lookup type 5) and "Chained Sequence
    /// Context" (type 6) rules, formats 1–3 ("OpenType Layout common table formats").
    private struct Rule {
        /// The reader the counts and arrays are read from (a rule, or a format 3 subtable).
        var table: FontDataReader
        var backtrackCount = 0, backtrackAt = 0
        /// The number of input glyphs, the first included.
        var inputCount = 1
        /// Where the input array starts; it lists glyphs 1..<inputCount, or 0..<inputCount when
        /// `inputIncludesFirst` (format 3).
        var inputAt = 0
        var inputIncludesFirst = false
        var lookaheadCount = 0, lookaheadAt = 0
        var recordCount = 0, recordsAt = 0

        /// Reads a context rule: glyphCount, seqLookupCount, input, records (or coverages in
        /// format 3, whose table starts two bytes in).
        init(context table: FontDataReader, at offset: Int, includesFirst: Bool) throws {
            self.table = table
            inputCount = try table.u16(offset)
            recordCount = try table.u16(offset + 2)
            inputAt = offset + 4
            inputIncludesFirst = includesFirst
            recordsAt = inputAt + 2 * (includesFirst ? inputCount : max(inputCount - 1, 0))
            try table.checkArray(recordsAt, count: recordCount, size: 4)
        }

        /// Reads a chained rule: backtrack, input, lookahead arrays with their counts, then records.
        init(chained table: FontDataReader, at offset: Int, includesFirst: Bool) throws {
            self.table = table
            backtrackCount = try table.u16(offset)
            backtrackAt = offset + 2
            inputCount = try table.u16(backtrackAt + 2 * backtrackCount)
            inputAt = backtrackAt + 2 * backtrackCount + 2
            inputIncludesFirst = includesFirst
            let inputLength = includesFirst ? inputCount : max(inputCount - 1, 0)
            lookaheadCount = try table.u16(inputAt + 2 * inputLength)
            lookaheadAt = inputAt + 2 * inputLength + 2
            recordCount = try table.u16(lookaheadAt + 2 * lookaheadCount)
            recordsAt = lookaheadAt + 2 * lookaheadCount + 2
            try table.checkArray(recordsAt, count: recordCount, size: 4)
        }

        /// The value the rule lists for input glyph `k` (k ≥ 1, or 0 in format 3).
        func input(_ k: Int) throws -> Int { try table.u16(inputAt + 2 * (inputIncludesFirst ? k : k - 1)) }
    }

    /// How a rule's values match glyphs: as glyph IDs (format 1), classes of a ClassDef (format 2)
    /// or offsets of Coverage tables (format 3), each relative to `subtable`.
    private enum Matching {
        case glyphs
        case classes(Int)
        case coverages

        /// Whether `glyph` matches `value`.
        func matches(_ glyph: UInt16, _ value: Int, in subtable: FontDataReader) throws -> Bool {
            switch self {
            case .glyphs: return Int(glyph) == value
            case .classes(let offset): return (offset == 0 ? 0 : try subtable.glyphClass(of: glyph, classDefinitionAt: offset)) == value
            case .coverages: return try subtable.coverageIndex(of: glyph, coverageAt: value) != nil
            }
        }
    }

    /// "Lookup Type 5: Contextual Substitution", formats 1–3.
    mutating func applyContext(_ subtable: FontDataReader, lookup: Lookup, at position: Int, mask: UInt32, depth: Int) throws -> Int? {
        let format = try subtable.u16(0)
        let glyph = glyphs[position].id
        if format == 3 {
            let rule = try Rule(context: subtable, at: 2, includesFirst: true)
            guard rule.inputCount > 0, try subtable.coverageIndex(of: glyph, coverageAt: try rule.input(0)) != nil else { return nil }
            return try apply(rule, matching: .coverages, input: .coverages, lookahead: .coverages, subtable: subtable, lookup: lookup, at: position, mask: mask, depth: depth)
        }
        guard format == 1 || format == 2 else { throw subtable.error("context substitution format \(format) is not 1–3") }
        guard let index = try subtable.coverageIndex(of: glyph, coverageAt: try subtable.u16(2)) else { return nil }
        let matching: Matching = format == 1 ? .glyphs : .classes(try subtable.u16(4))
        let setIndex = format == 1 ? index : try subtable.glyphClass(of: glyph, classDefinitionAt: try subtable.u16(4))
        let setsAt = format == 1 ? 4 : 6
        let setCount = try subtable.u16(setsAt)
        guard setIndex < setCount else { return nil }
        let setOffset = try subtable.u16(setsAt + 2 + 2 * setIndex)
        guard setOffset != 0 else { return nil }
        let set = try subtable.sub(from: setOffset)
        let ruleCount = try set.u16(0)
        try set.checkArray(2, count: ruleCount, size: 2)
        for r in 0..<ruleCount {
            let rule = try Rule(context: try set.sub(from: try set.u16(2 + 2 * r)), at: 0, includesFirst: false)
            if let next = try apply(rule, matching: matching, input: matching, lookahead: matching, subtable: subtable, lookup: lookup, at: position, mask: mask, depth: depth) {
                return next
            }
        }
        return nil
    }

    /// "Lookup Type 6: Chained Contexts Substitution", formats 1–3.
    mutating func applyChainedContext(_ subtable: FontDataReader, lookup: Lookup, at position: Int, mask: UInt32, depth: Int) throws -> Int? {
        let format = try subtable.u16(0)
        let glyph = glyphs[position].id
        if format == 3 {
            let rule = try Rule(chained: subtable, at: 2, includesFirst: true)
            guard rule.inputCount > 0, try subtable.coverageIndex(of: glyph, coverageAt: try rule.input(0)) != nil else { return nil }
            return try apply(rule, matching: .coverages, input: .coverages, lookahead: .coverages, subtable: subtable, lookup: lookup, at: position, mask: mask, depth: depth)
        }
        guard format == 1 || format == 2 else { throw subtable.error("chained context substitution format \(format) is not 1–3") }
        guard let index = try subtable.coverageIndex(of: glyph, coverageAt: try subtable.u16(2)) else { return nil }
        var backtrack = Matching.glyphs, input = Matching.glyphs, lookahead = Matching.glyphs
        var setIndex = index
        if format == 2 {
            backtrack = .classes(try subtable.u16(4))
            input = .classes(try subtable.u16(6))
            lookahead = .classes(try subtable.u16(8))
            let inputClasses = try subtable.u16(6)
            setIndex = inputClasses == 0 ? 0 : try subtable.glyphClass(of: glyph, classDefinitionAt: inputClasses)
        }
        let setsAt = format == 1 ? 4 : 10
        let setCount = try subtable.u16(setsAt)
        guard setIndex < setCount else { return nil }
        let setOffset = try subtable.u16(setsAt + 2 + 2 * setIndex)
        guard setOffset != 0 else { return nil }
        let set = try subtable.sub(from: setOffset)
        let ruleCount = try set.u16(0)
        try set.checkArray(2, count: ruleCount, size: 2)
        for r in 0..<ruleCount {
            let rule = try Rule(chained: try set.sub(from: try set.u16(2 + 2 * r)), at: 0, includesFirst: false)
            if let next = try apply(rule, matching: backtrack, input: input, lookahead: lookahead, subtable: subtable, lookup: lookup, at: position, mask: mask, depth: depth) {
                return next
            }
        }
        return nil
    }

    /// Matches `rule` at `position` (whose first input glyph the caller has matched) and, when it
    /// matches, applies its SequenceLookupRecords in order at the matched input positions.
    ///
    /// - Returns: The position after the matched input (moved by what the nested lookups inserted
    ///   or removed), or nil when the rule doesn't match.
    private mutating func apply(_ rule: Rule, matching backtrack: Matching, input: Matching, lookahead: Matching,
                                subtable: FontDataReader, lookup: Lookup, at position: Int, mask: UInt32, depth: Int) throws -> Int? {
        guard rule.inputCount > 0 else { return nil }
        guard var positions = try matchInput(at: position, count: rule.inputCount, lookup: lookup, mask: mask, matches: { k, glyph in
            try input.matches(glyph, try rule.input(k), in: subtable)
        }) else { return nil }
        var current = position
        for k in 0..<rule.backtrackCount {
            guard let previous = try next(after: current, step: -1, lookup),
                  try backtrack.matches(glyphs[previous].id, try rule.table.u16(rule.backtrackAt + 2 * k), in: subtable) else { return nil }
            current = previous
        }
        current = positions.last!
        for k in 0..<rule.lookaheadCount {
            guard let following = try next(after: current, lookup),
                  try lookahead.matches(glyphs[following].id, try rule.table.u16(rule.lookaheadAt + 2 * k), in: subtable) else { return nil }
            current = following
        }
        var end = positions.last! + 1
        for r in 0..<rule.recordCount {
            let sequenceIndex = try rule.table.u16(rule.recordsAt + 4 * r)
            let lookupIndex = try rule.table.u16(rule.recordsAt + 4 * r + 2)
            guard sequenceIndex < positions.count else { continue }
            guard depth + 1 < Self.maximumNesting else {
                throw table.lookupList.error("context lookups nest deeper than \(Self.maximumNesting)")
            }
            let nested = try self.lookup(lookupIndex)
            let target = positions[sequenceIndex]
            let before = glyphs.count
            _ = try applyOnce(nested, at: target, mask: mask, depth: depth + 1)
            let delta = glyphs.count - before
            guard delta != 0 else { continue }
            end += delta
            // Later input positions move with the glyphs; those a ligature consumed are dropped.
            var moved = Array(positions[...sequenceIndex])
            for later in positions[(sequenceIndex + 1)...] where later + delta > target && later + delta < glyphs.count {
                moved.append(later + delta)
            }
            positions = moved
        }
        return max(end, position)
    }

    /// "Lookup Type 8: Reverse Chaining Contextual Single Substitution", format 1, at `position`.
    ///
    /// - Returns: Whether the subtable applied.
    mutating func applyReverseChainSingle(_ subtable: FontDataReader, lookup: Lookup, at position: Int) throws -> Bool {
        let format = try subtable.u16(0)
        guard format == 1 else { throw subtable.error("reverse chained substitution format \(format) is not 1") }
        guard let index = try subtable.coverageIndex(of: glyphs[position].id, coverageAt: try subtable.u16(2)) else { return false }
        let backtrackCount = try subtable.u16(4)
        let lookaheadAt = 6 + 2 * backtrackCount
        let lookaheadCount = try subtable.u16(lookaheadAt)
        let substitutesAt = lookaheadAt + 2 + 2 * lookaheadCount
        let substituteCount = try subtable.u16(substitutesAt)
        guard index < substituteCount else { throw subtable.error("reverse chained coverage index \(index) ≥ \(substituteCount) substitutes") }
        var current = position
        for k in 0..<backtrackCount {
            guard let previous = try next(after: current, step: -1, lookup),
                  try subtable.coverageIndex(of: glyphs[previous].id, coverageAt: try subtable.u16(6 + 2 * k)) != nil else { return false }
            current = previous
        }
        current = position
        for k in 0..<lookaheadCount {
            guard let following = try next(after: current, lookup),
                  try subtable.coverageIndex(of: glyphs[following].id, coverageAt: try subtable.u16(lookaheadAt + 2 + 2 * k)) != nil else { return false }
            current = following
        }
        glyphs[position].id = UInt16(try subtable.u16(substitutesAt + 2 + 2 * index))
        return true
    }
}
