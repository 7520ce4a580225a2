import Foundation

extension ShapedText {
    /// A character shaped as part of a complex segment: its advance and its glyphs, placed from
    /// its left edge.
    struct ComplexCluster {
        /// The advance in points (0 for a character whose glyph a ligature or syllable took).
        var advance: CGFloat
        /// The glyphs, with their faces (indexes into the run's faces) and offsets in points.
        var glyphs: [ShapedGlyphs.Glyph]
    }

    /// The characters of `string` that complex shaping draws (see ``ComplexShaping``), by
    /// character index; nil when none does, which is every Latin, Greek, Cyrillic or CJK text
    /// (one comparison per scalar below U+0590).
    ///
    /// A segment is a run of characters of one complex script (with the marks and joiners among
    /// them), shaped in the face the fallback chain gives its first character.
    static func complexClusters(of string: String, faces: [Typeface], chain: FallbackChain, pointSize: CGFloat) -> [ComplexCluster?]? {
        // Every scalar from U+0580 on starts with a UTF-8 byte of 0xD6 or more.
        guard string.utf8.contains(where: { $0 >= 0xD6 }),
              string.unicodeScalars.contains(where: { $0.value >= 0x0590 && ComplexScript($0) != nil }) else { return nil }
        let characters = Array(string)
        var result = [ComplexCluster?](repeating: nil, count: characters.count)
        var shapedAny = false
        var start = 0
        while start < characters.count {
            guard let first = characters[start].unicodeScalars.first, let script = ComplexScript(first) else { start += 1; continue }
            var end = start + 1
            while end < characters.count, let next = characters[end].unicodeScalars.first,
                  ComplexScript(next) == script || ComplexScript.isInherited(next) { end += 1 }
            defer { start = end }
            // The segment's face is its first character's in the fallback chain, so a face added
            // for the script comes before the bundled ones (Docs/Differences.md, "Font fallback
            // and emoji").
            guard let faceIndex = chain.face(for: characters[start]), faces[faceIndex].glyph(for: first) != nil,
                  let face = faces[faceIndex] as? OpenTypeFont else { continue }
            var scalars: [Unicode.Scalar] = [], clusterOfScalar: [Int] = []
            for (offset, character) in characters[start..<end].enumerated() {
                for scalar in character.unicodeScalars {
                    scalars.append(scalar)
                    clusterOfScalar.append(offset)
                }
            }
            guard let glyphs = ComplexShaping.shape(scalars, clusters: clusterOfScalar, face: face, script: script), !glyphs.isEmpty else { continue }
            let scale = pointSize / CGFloat(Swift.max(face.unitsPerEm, 1))
            let count = end - start
            var left = [Int?](repeating: nil, count: count), advances = [Int](repeating: 0, count: count)
            var placed = [[ShapedGlyphs.Glyph]](repeating: [], count: count)
            var pen = 0
            for glyph in glyphs {
                let cluster = Swift.min(Swift.max(glyph.cluster, 0), count - 1)
                if left[cluster] == nil { left[cluster] = pen }
                let x = CGFloat(pen + glyph.xOffset - left[cluster]!) * scale
                placed[cluster].append(ShapedGlyphs.Glyph(face: UInt16(faceIndex), id: glyph.id, offset: x, rise: CGFloat(glyph.yOffset) * scale))
                advances[cluster] += glyph.xAdvance
                pen += glyph.xAdvance
            }
            for cluster in 0..<count {
                result[start + cluster] = ComplexCluster(advance: CGFloat(advances[cluster]) * scale, glyphs: placed[cluster])
            }
            shapedAny = true
        }
        return shapedAny ? result : nil
    }

    /// The bidirectional levels of `runs`' clusters when any run has a strong right-to-left
    /// character (UAX #9), else nil. An image in text counts as a neutral (U+FFFC is ON).
    static func bidiLevels(of runs: [Input], defaultLevel: UInt8) -> BidiLevels? {
        // Every strong right-to-left scalar (U+0590 on) starts with a UTF-8 byte of 0xD6 or more.
        guard runs.contains(where: { $0.attachment == nil && $0.string.utf8.contains(where: { $0 >= 0xD6 })
                                && BidiClass.containsRightToLeft($0.string.unicodeScalars) }) else { return nil }
        var classes: [BidiClass] = []
        for run in runs {
            if run.attachment != nil {
                classes.append(.otherNeutral)
                continue
            }
            for character in run.string { classes.append(BidiClass(character.unicodeScalars.first!)) }
        }
        return BidiLevels(classes: classes, defaultLevel: defaultLevel)
    }
}
