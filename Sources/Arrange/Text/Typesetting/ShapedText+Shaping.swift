extension ShapedText {
    /// One run of text with its font resolved: what shaping needs.
    struct Input: Hashable {
        var string: String
        var font: ResolvedFont
        /// Extra space after every character, in points (`kerning` plus `tracking`).
        var extraSpacing: CGFloat
        /// How far the run's baseline is raised, in points (`baselineOffset(_:)`); the line box
        /// grows by it (see Docs/Differences.md).
        var baselineOffset: CGFloat = 0
        /// The size of the image the run shows instead of its characters (`Text(Image)`): one
        /// cluster as wide as the image, standing on the baseline.
        var attachment: Attachment?
        /// Points added to the line gap of the run's font (`Font.leading(_:)`, Font+Leading.swift).
        var leadingAdjustment: CGFloat = 0
    }

    /// The size of an image inside text, in points.
    struct Attachment: Hashable {
        var width: CGFloat
        var height: CGFloat
    }

    /// Measures `runs` with the faces `provider` gives their fonts.
    ///
    /// Each grapheme cluster is drawn with one face, chosen by ``FallbackChain`` (the font's own,
    /// then its fallbacks; glyph 0, `.notdef`, of the first face when none has it); a colour face's
    /// substitutions join emoji sequences into one glyph. Pair kerning applies between
    /// adjacent glyphs of the same face. With `usesMonospacedDigits`, every digit takes the advance
    /// of the widest digit and is not kerned (Arrange applies no OpenType features; see
    /// Docs/Differences.md).
    ///
    /// Runs of complex scripts (Arabic, Indic…) are shaped as segments by ``ComplexShaping``.
    /// A text with a strong right-to-left character gets its bidirectional levels (UAX #9;
    /// paragraphs without a strong character take `layoutDirection`), and its right-to-left
    /// characters with a Bidi_Mirroring_Glyph draw that glyph (L4).
    convenience init(runs: [Input], provider: FontProvider, layoutDirection: LayoutDirection = .leftToRight) {
        let bidi = Self.bidiLevels(of: runs, defaultLevel: layoutDirection == .rightToLeft ? 1 : 0)
        var clusters: [Cluster] = []
        var metrics: [LineMetrics] = []
        var ellipsis: [CGFloat] = []
        var previousScalar: Unicode.Scalar?
        var glyphs = ShapedGlyphs()
        for (runIndex, run) in runs.enumerated() {
            let faces = provider.faces(for: run.font)
            glyphs.runFaces.append(faces)
            let size = run.font.pointSize
            var runMetrics = LineMetrics(face: faces[0], pointSize: size)
            runMetrics.leading += run.leadingAdjustment
            if run.baselineOffset.isFinite {
                runMetrics.ascent += Swift.max(run.baselineOffset, 0)
                runMetrics.descent += Swift.max(-run.baselineOffset, 0)
            }
            if let attachment = run.attachment {
                // An image: one cluster as wide as it is, its bottom on the baseline; breaks are
                // allowed on both sides (U+FFFC, line break class CB).
                runMetrics.ascent = Swift.max(runMetrics.ascent, attachment.height + Swift.max(run.baselineOffset, 0))
                metrics.append(runMetrics)
                ellipsis.append(0)
                glyphs.ellipsis.append(ShapedGlyphs.Glyph(face: 0, id: 0, offset: 0))
                if !clusters.isEmpty, clusters[clusters.count - 1].breakAfter == .none { clusters[clusters.count - 1].breakAfter = .allowed }
                let width = attachment.width.isFinite ? Swift.max(attachment.width, 0) : 0
                clusters.append(Cluster(advance: width, breakAfter: .allowed, isSpace: false, run: UInt16(runIndex)))
                glyphs.endCluster()
                previousScalar = nil
                continue
            }
            metrics.append(runMetrics)
            let chain = FallbackChain(faces: faces, scripts: provider.fallbackScripts(for: run.font))
            let scales = faces.map { size / CGFloat(Swift.max($0.unitsPerEm, 1)) }
            func advance(_ scalar: Unicode.Scalar) -> (face: Int, glyph: UInt16, advance: CGFloat) {
                for (index, face) in faces.enumerated() {
                    if let glyph = face.glyph(for: scalar) { return (index, glyph, CGFloat(face.advance(of: glyph)) * scales[index]) }
                }
                return (0, 0, CGFloat(faces[0].advance(of: 0)) * scales[0])
            }
            /// The glyph of `scalar` in the cluster's face; nil for a default-ignorable character it
            /// lacks (dropped); the placeholder for another it lacks, or when no face has the cluster.
            func clusterAdvance(_ scalar: Unicode.Scalar, in face: Int?) -> (face: Int, glyph: UInt16, advance: CGFloat)? {
                if let face, let glyph = faces[face].glyph(for: scalar) {
                    guard chain.isDrawable(glyph, face: face) else { return (0, 0, CGFloat(faces[0].advance(of: 0)) * scales[0]) }
                    return (face, glyph, CGFloat(faces[face].advance(of: glyph)) * scales[face])
                }
                if scalar.properties.isDefaultIgnorableCodePoint { return nil }
                return (0, 0, CGFloat(faces[0].advance(of: 0)) * scales[0])
            }
            let ellipsisGlyph = advance("\u{2026}")
            ellipsis.append(ellipsisGlyph.advance)
            glyphs.ellipsis.append(ShapedGlyphs.Glyph(face: UInt16(ellipsisGlyph.face), id: ellipsisGlyph.glyph, offset: 0))
            let digitAdvance: CGFloat? = run.font.usesMonospacedDigits
                ? (0x30...0x39).map { advance(Unicode.Scalar($0)!).advance }.max() : nil
            var previous: (face: Int, glyph: UInt16)?
            let complex = Self.complexClusters(of: run.string, faces: faces, chain: chain, pointSize: size)
            for (characterIndex, character) in run.string.enumerated() {
                var width: CGFloat = 0
                var isSpace = false, mandatory = false
                let first = character.unicodeScalars.first!
                let shape = complex?[characterIndex]
                if let shape {
                    for glyph in shape.glyphs { glyphs.glyphs.append(glyph) }
                    width = shape.advance
                    previous = nil
                }
                let clusterFace = shape == nil ? chain.face(for: character) : nil
                let colorIDs = clusterFace.flatMap { chain.colorGlyphs(for: character, face: $0) }
                if let clusterFace, let ids = colorIDs {
                    // An emoji sequence: the colour face's substituted glyphs, unkerned.
                    let drawable = ids.allSatisfy { chain.isDrawable($0, face: clusterFace) }
                    for id in drawable ? ids : [0] {
                        let face = drawable ? clusterFace : 0
                        glyphs.append(face: face, id: id, offset: width)
                        width += CGFloat(faces[face].advance(of: id)) * scales[face]
                    }
                    previous = nil
                }
                let mirrors = bidi?.isRightToLeft(clusters.count) == true
                for scalar in character.unicodeScalars where shape == nil && colorIDs == nil {
                    let scalar = mirrors ? UnicodeTables.mirror(of: scalar) ?? scalar : scalar
                    if LineBreakClass.isMandatoryBreak(scalar) {
                        mandatory = true
                        previous = nil
                        continue
                    }
                    if scalar.value < 0x20 && scalar != "\t" { continue } // other controls draw nothing
                    guard let shaped = clusterAdvance(scalar == "\t" ? " " : scalar, in: clusterFace) else { continue }
                    if let digitAdvance, scalar.properties.numericType == .decimal, scalar.isASCII {
                        // The digit is centred in the common advance.
                        glyphs.append(face: shaped.face, id: shaped.glyph, offset: width + (digitAdvance - shaped.advance) / 2)
                        width += digitAdvance
                        previous = nil
                        continue
                    }
                    if let previous, previous.face == shaped.face, !clusters.isEmpty, Int(clusters[clusters.count - 1].run) == runIndex {
                        let kern = CGFloat(faces[shaped.face].kerning(previous.glyph, shaped.glyph)) * scales[shaped.face]
                        if width == 0 { clusters[clusters.count - 1].advance += kern } else { width += kern }
                    }
                    glyphs.append(face: shaped.face, id: shaped.glyph, offset: width)
                    width += shaped.advance
                    previous = (shaped.face, shaped.glyph)
                }
                isSpace = mandatory || character.unicodeScalars.allSatisfy { LineBreakClass.isBreakingSpace($0) }
                let cluster = Cluster(advance: mandatory ? 0 : width + run.extraSpacing, breakAfter: mandatory ? .mandatory : .none, isSpace: isSpace, run: UInt16(runIndex))
                Self.allowBreak(before: first, after: previousScalar, in: &clusters)
                clusters.append(cluster)
                glyphs.endCluster()
                if isSpace && !mandatory { clusters[clusters.count - 1].breakAfter = .allowed }
                previousScalar = character.unicodeScalars.last
            }
        }
        self.init(clusters: clusters, runMetrics: metrics, ellipsisAdvance: ellipsis, glyphs: glyphs, bidi: bidi)
    }

    /// Marks a break opportunity between the last cluster and one starting with `next`, for
    /// hyphens and ideographs (spaces and line breaks mark their own).
    private static func allowBreak(before next: Unicode.Scalar, after previous: Unicode.Scalar?, in clusters: inout [Cluster]) {
        guard let previous, !clusters.isEmpty, clusters[clusters.count - 1].breakAfter == .none else { return }
        if LineBreakClass.isClosing(next) || LineBreakClass.isOpening(previous) { return }
        let hyphenBreak = LineBreakClass.isHyphen(previous) && next.properties.numericType == nil && !LineBreakClass.isBreakingSpace(next)
        let ideographBreak = LineBreakClass.isIdeographic(previous) || LineBreakClass.isIdeographic(next)
        if hyphenBreak || ideographBreak { clusters[clusters.count - 1].breakAfter = .allowed }
    }
}
