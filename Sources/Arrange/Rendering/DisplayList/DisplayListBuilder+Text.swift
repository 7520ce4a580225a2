extension DisplayListBuilder {
    /// Appends the glyph runs of a text laid out for `proposal` in `frame`.
    ///
    /// Lines stack from the frame's top, each `lineHeight + lineSpacing` below the one before; a
    /// line's baseline is its top plus its ascent. Lines line up by `multilineTextAlignment`
    /// within the frame (leading is the right edge right-to-left). A truncated line draws the
    /// clusters it keeps around the run's "…" glyph. Each run of consecutive glyphs with the same
    /// face and text run becomes one glyph run, coloured by the text run's colour, else the
    /// environment's foreground colour, else black.
    mutating func paintText(_ model: TextModel, proposal: ProposedViewSize, in frame: CGRect, rightToLeft: Bool,
                            identity: DisplayList.Identity, source: String) {
        let layout = model.layout(for: proposal)
        guard !layout.lines.isEmpty else { return }
        let shaped = model.shaped
        let characters = model.inputs.flatMap { Array($0.string) }
        guard characters.count == shaped.clusters.count else { return }
        let painter = TextPainter(model: model, shaped: shaped, characters: characters, scale: layout.scale)
        var top = frame.minY
        for (index, line) in layout.lines.enumerated() {
            if index > 0 { top += model.lineSpacing }
            let baseline = top + line.metrics.ascent * layout.scale
            let slack = frame.width - line.width * layout.scale
            var alignment = model.alignment
            if rightToLeft { alignment = alignment == .leading ? .trailing : alignment == .trailing ? .leading : .center }
            let x = frame.minX + (alignment == .leading ? 0 : alignment == .center ? slack / 2 : slack)
            if line.isTruncated, let elision = line.elision, !line.range.isEmpty {
                let before = painter.clusters(elision.before, at: x, baseline: baseline)
                let keptWidth = elision.after.isEmpty
                    ? shaped.visibleWidth(elision.before)
                    : shaped.prefix[elision.before.upperBound] - shaped.prefix[elision.before.lowerBound]
                let ellipsisX = x + keptWidth * layout.scale
                let run = Int(shaped.clusters[line.range.lowerBound].run)
                let ellipsis = painter.ellipsis(run: run, at: ellipsisX, baseline: baseline)
                let afterX = ellipsisX + shaped.ellipsisAdvance[run] * layout.scale
                let after = painter.clusters(elision.after, at: afterX, baseline: baseline)
                for glyphRun in before + [ellipsis] + after { append(.glyphs(glyphRun), identity, source) }
            } else {
                for glyphRun in painter.clusters(line.range, at: x, baseline: baseline) { append(.glyphs(glyphRun), identity, source) }
            }
            top += line.metrics.lineHeight * layout.scale
        }
    }
}

/// Makes glyph runs from a shaped text's clusters.
private struct TextPainter {
    let model: TextModel
    let shaped: ShapedText
    let characters: [Character]
    let scale: CGFloat

    /// The colour of text run `run`.
    func color(of run: Int) -> DisplayList.RGBA {
        (model.runColors[run] ?? model.foregroundColor).map(DisplayList.RGBA.init) ?? .black
    }

    /// The point size of text run `run`, after shrinking.
    func size(of run: Int) -> CGFloat { model.inputs[run].font.pointSize * scale }

    /// The glyph runs of clusters `range`, the first starting at `x` on `baseline`.
    func clusters(_ range: Range<Int>, at x: CGFloat, baseline: CGFloat) -> [DisplayList.GlyphRun] {
        var runs: [DisplayList.GlyphRun] = []
        var key: (run: Int, face: Int)?
        for cluster in range {
            let run = Int(shaped.clusters[cluster].run)
            let clusterX = x + (shaped.prefix[cluster] - shaped.prefix[range.lowerBound]) * scale
            var isFirstGlyph = true
            for glyph in shaped.glyphs.glyphs(ofCluster: cluster) {
                let position = CGPoint(x: clusterX + glyph.offset * scale, y: baseline)
                if key == nil || key! != (run, Int(glyph.face)) {
                    key = (run, Int(glyph.face))
                    let face = DisplayList.FontFace.face(for: shaped.glyphs.runFaces[run][Int(glyph.face)])
                    runs.append(DisplayList.GlyphRun(face: face, size: size(of: run), glyphs: [], color: color(of: run),
                                                     string: "", origin: CGPoint(x: clusterX, y: baseline)))
                }
                runs[runs.count - 1].glyphs.append(DisplayList.GlyphRun.Glyph(id: glyph.id, position: position))
                if isFirstGlyph { runs[runs.count - 1].string.append(characters[cluster]) }
                isFirstGlyph = false
            }
        }
        return runs
    }

    /// The "…" of text run `run` at `x` on `baseline`.
    func ellipsis(run: Int, at x: CGFloat, baseline: CGFloat) -> DisplayList.GlyphRun {
        let glyph = shaped.glyphs.ellipsis[run]
        let face = DisplayList.FontFace.face(for: shaped.glyphs.runFaces[run][Int(glyph.face)])
        let origin = CGPoint(x: x, y: baseline)
        return DisplayList.GlyphRun(face: face, size: size(of: run), glyphs: [.init(id: glyph.id, position: origin)],
                                    color: color(of: run), string: "\u{2026}", origin: origin)
    }
}
