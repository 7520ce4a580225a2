/// The Unicode Bidirectional Algorithm (UAX #9, https://www.unicode.org/reports/tr9/) for
/// paragraphs of display text: resolves an embedding level for every character of a text, and
/// reorders a line's characters for display.
///
/// Rules implemented: P1 (paragraphs end at paragraph separators), P2–P3 (the paragraph level
/// from the first strong character, skipping isolates; the given default when there is none),
/// X9 (embedding controls and boundary neutrals removed; they take the level of the character
/// before them), W1–W7, N1–N2, I1–I2, and per line L1–L2 (``visualOrder(levels:classes:paragraphLevel:)``).
/// Explicit embeddings, overrides and isolates (X1–X8, X10) and bracket pairs (N0) are not:
/// isolate controls resolve as neutrals (see Docs/Differences.md, "Shaping and direction").
enum BidiResolver {
    /// The resolved levels of `classes` (one per character), paragraph by paragraph.
    ///
    /// - Parameters:
    ///   - classes: Each character's Bidi_Class.
    ///   - defaultLevel: The level of a paragraph without a strong character (0 or 1).
    /// - Returns: `levels` (one per character) and each character's paragraph level.
    static func resolve(_ classes: [BidiClass], defaultLevel: UInt8 = 0) -> (levels: [UInt8], paragraphLevels: [UInt8]) {
        var levels = [UInt8](repeating: 0, count: classes.count)
        var paragraphLevels = [UInt8](repeating: 0, count: classes.count)
        var start = 0
        while start < classes.count {
            // P1: a paragraph runs to and includes its paragraph separator.
            var end = start
            while end < classes.count && classes[end] != .paragraphSeparator { end += 1 }
            if end < classes.count { end += 1 }
            let level = paragraphLevel(classes[start..<end], defaultLevel: defaultLevel)
            resolveParagraph(classes, start..<end, level: level, into: &levels)
            for index in start..<end { paragraphLevels[index] = level }
            start = end
        }
        return (levels, paragraphLevels)
    }

    /// P2–P3: 1 when the first strong character outside isolates is R or AL, 0 when it is L,
    /// `defaultLevel` without one.
    static func paragraphLevel(_ classes: ArraySlice<BidiClass>, defaultLevel: UInt8) -> UInt8 {
        var isolateDepth = 0
        for type in classes {
            switch type {
            case .leftToRightIsolate, .rightToLeftIsolate, .firstStrongIsolate: isolateDepth += 1
            case .popDirectionalIsolate: if isolateDepth > 0 { isolateDepth -= 1 }
            case .leftToRight where isolateDepth == 0: return 0
            case .rightToLeft where isolateDepth == 0, .arabicLetter where isolateDepth == 0: return 1
            default: continue
            }
        }
        return defaultLevel
    }

    /// W1–W7, N1–N2 and I1–I2 over one paragraph, which is one level run at `level` (no explicit
    /// embeddings): its sos and eos are the paragraph's direction (X10).
    private static func resolveParagraph(_ all: [BidiClass], _ range: Range<Int>, level: UInt8, into levels: inout [UInt8]) {
        // X9: the characters the rules see.
        let kept = range.filter { !all[$0].isRemovedByX9 }
        var types = kept.map { all[$0] }
        let embedding: BidiClass = level & 1 == 0 ? .leftToRight : .rightToLeft
        let count = types.count
        // W1: a nonspacing mark takes the type of the character before it (ON after an isolate
        // control, sos at the start).
        for i in 0..<count where types[i] == .nonspacingMark {
            types[i] = i == 0 ? embedding : (types[i - 1].isIsolateControl ? .otherNeutral : types[i - 1])
        }
        // W2: a European number after AL (the last strong type before it) becomes an Arabic number.
        var lastStrong = embedding
        for i in 0..<count {
            switch types[i] {
            case .leftToRight, .rightToLeft, .arabicLetter: lastStrong = types[i]
            case .europeanNumber where lastStrong == .arabicLetter: types[i] = .arabicNumber
            default: break
            }
        }
        // W3: AL becomes R.
        for i in 0..<count where types[i] == .arabicLetter { types[i] = .rightToLeft }
        // W4: one ES between two ENs becomes EN; one CS between two numbers of the same type
        // becomes that type.
        if count >= 3 {
            for i in 1..<(count - 1) {
                let before = types[i - 1], after = types[i + 1]
                if types[i] == .europeanSeparator, before == .europeanNumber, after == .europeanNumber {
                    types[i] = .europeanNumber
                } else if types[i] == .commonSeparator, before == after, before == .europeanNumber || before == .arabicNumber {
                    types[i] = before
                }
            }
        }
        // W5: a sequence of ETs next to an EN becomes ENs.
        var i = 0
        while i < count {
            guard types[i] == .europeanTerminator else { i += 1; continue }
            var end = i
            while end < count && types[end] == .europeanTerminator { end += 1 }
            if (i > 0 && types[i - 1] == .europeanNumber) || (end < count && types[end] == .europeanNumber) {
                for k in i..<end { types[k] = .europeanNumber }
            }
            i = end
        }
        // W6: remaining separators and terminators become ON.
        for k in 0..<count where [.europeanSeparator, .europeanTerminator, .commonSeparator].contains(types[k]) {
            types[k] = .otherNeutral
        }
        // W7: a European number whose last strong type is L becomes L.
        lastStrong = embedding
        for k in 0..<count {
            switch types[k] {
            case .leftToRight, .rightToLeft: lastStrong = types[k]
            case .europeanNumber where lastStrong == .leftToRight: types[k] = .leftToRight
            default: break
            }
        }
        // N1–N2: a sequence of neutrals between two strong directions that agree takes it (numbers
        // count as R); any other takes the embedding direction.
        func direction(_ type: BidiClass) -> BidiClass? {
            switch type {
            case .leftToRight: return .leftToRight
            case .rightToLeft, .europeanNumber, .arabicNumber: return .rightToLeft
            default: return nil
            }
        }
        i = 0
        while i < count {
            guard direction(types[i]) == nil else { i += 1; continue }
            var end = i
            while end < count && direction(types[end]) == nil { end += 1 }
            let before = i == 0 ? embedding : direction(types[i - 1])!
            let after = end == count ? embedding : direction(types[end])!
            let resolved = before == after ? before : embedding
            for k in i..<end { types[k] = resolved }
            i = end
        }
        // I1–I2.
        for (k, index) in kept.enumerated() {
            let type = types[k]
            if level & 1 == 0 {
                levels[index] = type == .rightToLeft ? level + 1 : (type == .arabicNumber || type == .europeanNumber) ? level + 2 : level
            } else {
                levels[index] = type == .rightToLeft ? level : level + 1
            }
        }
        // Removed characters take the level of the character before them (the paragraph level at
        // its start), so that reordering keeps them beside it.
        var previous = level
        for index in range {
            if all[index].isRemovedByX9 { levels[index] = previous } else { previous = levels[index] }
        }
    }

    /// The display order of one line's characters (UAX #9 L1–L2): indexes into `levels`, left to
    /// right.
    ///
    /// L1 resets to the paragraph level segment and paragraph separators, and the whitespace,
    /// isolate controls and removed characters before them or at the end of the line; L2 then
    /// reverses every sequence at each level from the highest down to the lowest odd level.
    static func visualOrder(levels: ArraySlice<UInt8>, classes: ArraySlice<BidiClass>, paragraphLevel: UInt8) -> [Int] {
        var lineLevels = Array(levels)
        let types = Array(classes)
        var trailing = true
        for k in stride(from: types.count - 1, through: 0, by: -1) {
            switch types[k] {
            case .segmentSeparator, .paragraphSeparator:
                lineLevels[k] = paragraphLevel
                trailing = true
            case .whitespace, .leftToRightIsolate, .rightToLeftIsolate, .firstStrongIsolate, .popDirectionalIsolate,
                 .boundaryNeutral, .leftToRightEmbedding, .rightToLeftEmbedding, .leftToRightOverride,
                 .rightToLeftOverride, .popDirectionalFormat:
                if trailing { lineLevels[k] = paragraphLevel }
            default:
                trailing = false
            }
        }
        var order = Array(levels.indices)
        guard let highest = lineLevels.max(), let lowestOdd = lineLevels.filter({ $0 & 1 == 1 }).min() else { return order }
        var level = highest
        while level >= lowestOdd {
            var k = 0
            while k < lineLevels.count {
                guard lineLevels[k] >= level else { k += 1; continue }
                var end = k
                while end < lineLevels.count && lineLevels[end] >= level { end += 1 }
                order[k..<end].reverse()
                lineLevels[k..<end].reverse()
                k = end
            }
            level -= 1
        }
        return order
    }
}
