import Foundation

extension DisplayListBuilder {
    /// Appends the glyph runs of a text laid out for `proposal` in `frame`.
    ///
    /// Lines stack from the frame's top, each `lineHeight + lineSpacing` below the one before; a
    /// line's baseline is its top plus its ascent. Lines line up by `multilineTextAlignment`
    /// within the frame (leading is the right edge right-to-left). A truncated line draws the
    /// clusters it keeps around the run's "…" glyph. Each run of consecutive glyphs with the same
    /// face and text run becomes one glyph run, coloured by the text run's colour, else the
    /// environment's foreground colour, else black. A run raised by `baselineOffset(_:)` draws
    /// that much above the line's baseline. Underlines and strikethroughs come before the
    /// glyphs of each line, as filled rectangles, so a cell-based renderer's characters replace
    /// them rather than the other way round (see ``TextPainter/decorations(_:at:baseline:)``).
    mutating func paintText(_ model: TextModel, proposal: ProposedViewSize, in frame: CGRect, rightToLeft: Bool,
                            identity: DisplayList.Identity, source: String) {
        let layout = model.layout(for: proposal)
        guard !layout.lines.isEmpty else { return }
        let shaped = model.shaped
        let characters = model.inputs.flatMap { Array($0.string) }
        guard characters.count == shaped.clusters.count else { return }
        let painter = TextPainter(model: model, shaped: shaped, characters: characters, scale: layout.scale, advanceScale: layout.scale * layout.tightening)
        if model.isRedacted {
            paintRedactedText(layout, color: painter.color(of: 0), lineSpacing: model.lineSpacing, in: frame,
                              alignment: model.alignment, rightToLeft: rightToLeft, identity: identity, source: source)
            return
        }
        var top = frame.minY
        for (index, line) in layout.lines.enumerated() {
            if index > 0 { top += model.lineSpacing }
            let baseline = top + line.metrics.ascent * layout.scale
            let slack = frame.width - line.width * layout.scale * layout.tightening
            var alignment = model.alignment
            if rightToLeft { alignment = alignment == .leading ? .trailing : alignment == .trailing ? .leading : .center }
            let x = frame.minX + (alignment == .leading ? 0 : alignment == .center ? slack / 2 : slack)
            if line.isTruncated, let elision = line.elision, !line.range.isEmpty {
                let keptWidth = elision.after.isEmpty
                    ? shaped.visibleWidth(elision.before)
                    : shaped.prefix[elision.before.upperBound] - shaped.prefix[elision.before.lowerBound]
                let run = Int(shaped.clusters[line.range.lowerBound].run)
                let ellipsisWidth = shaped.ellipsisAdvance[run] * painter.advanceScale
                // Left to right: the kept head, "…", the kept tail. A right-to-left paragraph
                // (UAX #9) shows them mirrored: the tail on the left, the head on the right.
                let rightToLeftParagraph = shaped.bidi.map { $0.paragraphLevels[line.range.lowerBound] & 1 == 1 } ?? false
                let beforeX: CGFloat, ellipsisX: CGFloat, afterX: CGFloat
                if rightToLeftParagraph {
                    afterX = x
                    ellipsisX = x + shaped.visibleWidth(elision.after) * painter.advanceScale
                    beforeX = ellipsisX + ellipsisWidth
                } else {
                    beforeX = x
                    ellipsisX = x + keptWidth * painter.advanceScale
                    afterX = ellipsisX + ellipsisWidth
                }
                let before = painter.clusters(elision.before, at: beforeX, baseline: baseline)
                let ellipsis = painter.ellipsis(run: run, at: ellipsisX, baseline: baseline)
                let after = painter.clusters(elision.after, at: afterX, baseline: baseline)
                for fill in painter.backgrounds(elision.before, at: beforeX, baseline: baseline)
                    + painter.backgrounds(elision.after, at: afterX, baseline: baseline) { append(fill, identity, source) }
                for line in painter.decorations(elision.before, at: beforeX, baseline: baseline)
                    + painter.decorations(elision.after, at: afterX, baseline: baseline) { append(line, identity, source) }
                for glyphRun in before + [ellipsis] + after { append(.glyphs(glyphRun), identity, source) }
                for image in painter.images(elision.before, at: beforeX, baseline: baseline)
                    + painter.images(elision.after, at: afterX, baseline: baseline)
                    + painter.colorGlyphs(elision.before, at: beforeX, baseline: baseline)
                    + painter.colorGlyphs(elision.after, at: afterX, baseline: baseline) { append(image, identity, source) }
            } else {
                for fill in painter.backgrounds(line.range, at: x, baseline: baseline) { append(fill, identity, source) }
                for line in painter.decorations(line.range, at: x, baseline: baseline) { append(line, identity, source) }
                for glyphRun in painter.clusters(line.range, at: x, baseline: baseline) { append(.glyphs(glyphRun), identity, source) }
                for image in painter.images(line.range, at: x, baseline: baseline)
                    + painter.colorGlyphs(line.range, at: x, baseline: baseline) { append(image, identity, source) }
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
    /// The scale of advances: `scale` times the layout's tightening (`allowsTightening(_:)`).
    let advanceScale: CGFloat

    /// The colour of text run `run`.
    func color(of run: Int) -> DisplayList.RGBA {
        (model.runColors[run] ?? model.foregroundColor).map(DisplayList.RGBA.init) ?? .black
    }

    /// The point size of text run `run`, after shrinking.
    func size(of run: Int) -> CGFloat { model.inputs[run].font.pointSize * scale }

    /// The clusters of `range` in display order with the x of each one's left edge, the first
    /// starting at `x`: logical order for a text without right-to-left characters, else each
    /// line reordered by the bidirectional algorithm (UAX #9 L1–L2), its visible clusters starting
    /// at `x` (spaces hanging at the end of a right-to-left line lie left of `x`).
    func placements(_ range: Range<Int>, at x: CGFloat) -> [(cluster: Int, x: CGFloat)] {
        guard let bidi = shaped.bidi, !range.isEmpty else {
            return range.map { ($0, x + (shaped.prefix[$0] - shaped.prefix[range.lowerBound]) * advanceScale) }
        }
        var visibleEnd = range.upperBound
        while visibleEnd > range.lowerBound && shaped.clusters[visibleEnd - 1].isSpace { visibleEnd -= 1 }
        let hanging = bidi.paragraphLevels[range.lowerBound] & 1 == 1 ? (shaped.prefix[range.upperBound] - shaped.prefix[visibleEnd]) * advanceScale : 0
        var next = x - hanging
        return bidi.visualOrder(range).map { cluster in
            defer { next += shaped.clusters[cluster].advance * advanceScale }
            return (cluster, next)
        }
    }

    /// The glyph runs of clusters `range`, the first starting at `x` on `baseline`.
    func clusters(_ range: Range<Int>, at x: CGFloat, baseline: CGFloat) -> [DisplayList.GlyphRun] {
        var runs: [DisplayList.GlyphRun] = []
        var key: (run: Int, face: Int)?
        for (cluster, clusterX) in placements(range, at: x) {
            let run = Int(shaped.clusters[cluster].run)
            var isFirstGlyph = true
            let runBaseline = baseline - model.inputs[run].baselineOffset * scale
            for glyph in shaped.glyphs.glyphs(ofCluster: cluster) {
                if colorGlyph(glyph, run: run) != nil { continue } // drawn by colorGlyphs(_:at:baseline:)
                let position = CGPoint(x: clusterX + glyph.offset * advanceScale, y: runBaseline - glyph.rise * scale)
                if key == nil || key! != (run, Int(glyph.face)) {
                    key = (run, Int(glyph.face))
                    let face = DisplayList.FontFace.face(for: shaped.glyphs.runFaces[run][Int(glyph.face)])
                    runs.append(DisplayList.GlyphRun(face: face, size: size(of: run), glyphs: [], color: color(of: run),
                                                     string: "", origin: CGPoint(x: clusterX, y: runBaseline)))
                }
                runs[runs.count - 1].glyphs.append(DisplayList.GlyphRun.Glyph(id: glyph.id, position: position))
                if isFirstGlyph { runs[runs.count - 1].string.append(characters[cluster]) }
                isFirstGlyph = false
            }
        }
        return runs
    }

    /// The underlines and strikethroughs of clusters `range`, the first starting at `x` on
    /// `baseline`: one filled rectangle per stretch of one text run, from its first cluster to its
    /// last (spaces hanging at the end of the range excluded), or the pieces of its pattern.
    ///
    /// The underline's top is `post.underlinePosition` from the (raised) baseline and its height
    /// `post.underlineThickness`; the strikethrough's top is `OS/2.yStrikeoutPosition` and its
    /// height `OS/2.yStrikeoutSize`, in the run's primary face scaled to its point size; a face
    /// without them uses the fallbacks in Docs/Fonts.md.
    func decorations(_ range: Range<Int>, at x: CGFloat, baseline: CGFloat) -> [DisplayList.Content] {
        var end = range.upperBound
        while end > range.lowerBound && shaped.clusters[end - 1].isSpace { end -= 1 }
        var items: [DisplayList.Content] = []
        // Stretches of one text run: logical ones, or with bidirectional text the runs' pieces
        // that stand side by side in display order.
        var stretches: [(run: Int, minX: CGFloat, width: CGFloat)] = []
        if shaped.bidi == nil {
            var start = range.lowerBound
            while start < end {
                let run = Int(shaped.clusters[start].run)
                var stop = start
                while stop < end && Int(shaped.clusters[stop].run) == run { stop += 1 }
                stretches.append((run, x + (shaped.prefix[start] - shaped.prefix[range.lowerBound]) * advanceScale, (shaped.prefix[stop] - shaped.prefix[start]) * advanceScale))
                start = stop
            }
        } else {
            for (cluster, clusterX) in placements(range, at: x) where cluster < end {
                let run = Int(shaped.clusters[cluster].run), width = shaped.clusters[cluster].advance * advanceScale
                if let last = stretches.last, last.run == run, abs(last.minX + last.width - clusterX) < 0.0001 {
                    stretches[stretches.count - 1].width += width
                } else {
                    stretches.append((run, clusterX, width))
                }
            }
        }
        for (run, minX, width) in stretches {
            let lines = model.decorations[run]
            if lines.underline != nil || lines.strikethrough != nil {
                let face = shaped.glyphs.runFaces[run][0]
                let unit = size(of: run) / CGFloat(Swift.max(face.unitsPerEm, 1))
                let em = CGFloat(face.unitsPerEm)
                let runBaseline = baseline - model.inputs[run].baselineOffset * scale
                func bar(_ style: Text.LineStyle?, top: CGFloat, height: CGFloat) {
                    guard let style else { return }
                    let rect = CGRect(x: minX, y: runBaseline - top * unit, width: width, height: Swift.max(height, 1) * unit)
                    let color = style.color.map(DisplayList.RGBA.init) ?? self.color(of: run)
                    // Dotted and dashed patterns in pieces (Text+LineStylePatternSegments.swift).
                    for piece in style.pattern.segments(from: rect.minX, width: rect.width, thickness: rect.height) {
                        let part = CGRect(x: piece.x, y: rect.minY, width: piece.width, height: rect.height)
                        items.append(.fill(Path(part), color: color, rule: .nonZero))
                    }
                }
                bar(lines.underline, top: CGFloat(face.underlinePosition ?? Int(-0.1 * em)),
                    height: CGFloat(face.underlineThickness ?? Int(0.05 * em)))
                bar(lines.strikethrough, top: CGFloat(face.strikeoutPosition ?? Int(0.3 * em)),
                    height: CGFloat(face.strikeoutSize ?? Int(0.05 * em)))
            }
        }
        return items
    }

    /// The background fills of clusters `range` (an `AttributedString`'s `backgroundColor`), the
    /// first cluster starting at `x` on `baseline`: one rectangle per stretch of one text run,
    /// from its first cluster to its last, from the run's ascent above its baseline to its
    /// descent below.
    func backgrounds(_ range: Range<Int>, at x: CGFloat, baseline: CGFloat) -> [DisplayList.Content] {
        guard model.backgrounds.contains(where: { $0 != nil }) else { return [] }
        var items: [DisplayList.Content] = []
        var start = range.lowerBound
        while start < range.upperBound {
            let run = Int(shaped.clusters[start].run)
            var stop = start
            while stop < range.upperBound && Int(shaped.clusters[stop].run) == run { stop += 1 }
            if let color = model.backgrounds[run] {
                let metrics = shaped.runMetrics[run]
                let runBaseline = baseline - model.inputs[run].baselineOffset * scale
                let rect = CGRect(x: x + (shaped.prefix[start] - shaped.prefix[range.lowerBound]) * advanceScale,
                                  y: runBaseline - metrics.ascent * scale,
                                  width: (shaped.prefix[stop] - shaped.prefix[start]) * advanceScale,
                                  height: (metrics.ascent + metrics.descent) * scale)
                items.append(.fill(Path(rect), color: DisplayList.RGBA(color), rule: .nonZero))
            }
            start = stop
        }
        return items
    }

    /// The images among clusters `range` (`Text(Image)`), the first cluster starting at `x` on
    /// `baseline`: each stands on its run's baseline, as wide and tall as the image.
    func images(_ range: Range<Int>, at x: CGFloat, baseline: CGFloat) -> [DisplayList.Content] {
        guard !model.images.isEmpty else { return [] }
        var items: [DisplayList.Content] = []
        for (cluster, clusterX) in placements(range, at: x) {
            let run = Int(shaped.clusters[cluster].run)
            guard let image = model.images[run] else { continue }
            let runBaseline = baseline - model.inputs[run].baselineOffset * scale
            let rect = CGRect(x: clusterX,
                              y: runBaseline - image.size.height * scale, width: image.size.width * scale, height: image.size.height * scale)
            switch image.content {
            case .bitmap(let bitmap): items.append(.image(bitmap, in: rect))
            case .symbol(let name):
                items.append(.stroke(SymbolPlaceholder(name: name).path(in: rect.insetBy(dx: 0.5, dy: 0.5)), color: color(of: run),
                                     style: StrokeStyle(lineWidth: 1)))
            case .icon(let glyph): items.append(contentsOf: glyph.content(in: rect, color: color(of: run)))
            case .empty: continue
            }
        }
        return items
    }

    /// The colour bitmap of `glyph` of text run `run` (an emoji), when its face has one.
    func colorGlyph(_ glyph: ShapedGlyphs.Glyph, run: Int) -> ColorBitmapTable.Glyph? {
        guard let font = shaped.glyphs.runFaces[run][Int(glyph.face)] as? OpenTypeFont, let bitmaps = font.colorBitmaps else { return nil }
        return try? bitmaps.glyph(glyph.id)
    }

    /// The colour glyphs (emoji) among clusters `range`, the first cluster starting at `x` on
    /// `baseline`, as images: each glyph's PNG scaled by the point size over the strike's pixels
    /// per em, placed by its bearings from the glyph's origin on the baseline (`CBDT` glyph
    /// metrics, OpenType spec).
    func colorGlyphs(_ range: Range<Int>, at x: CGFloat, baseline: CGFloat) -> [DisplayList.Content] {
        var items: [DisplayList.Content] = []
        // In display order, as the outlines are (a right-to-left line places its clusters from
        // the right: Docs/Differences.md, "Shaping and direction").
        for (cluster, clusterX) in placements(range, at: x) {
            let run = Int(shaped.clusters[cluster].run)
            let runBaseline = baseline - model.inputs[run].baselineOffset * scale
            for glyph in shaped.glyphs.glyphs(ofCluster: cluster) {
                guard let bitmap = colorGlyph(glyph, run: run) else { continue }
                let pixel = size(of: run) / CGFloat(bitmap.pixelsPerEm)
                let rect = CGRect(x: clusterX + glyph.offset * advanceScale + CGFloat(bitmap.bearingX) * pixel,
                                  y: runBaseline - CGFloat(bitmap.bearingY) * pixel,
                                  width: CGFloat(bitmap.width) * pixel, height: CGFloat(bitmap.height) * pixel)
                guard rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { continue }
                let font = shaped.glyphs.runFaces[run][Int(glyph.face)] as? OpenTypeFont
                let name = "\(font?.postScriptName ?? "colour font") glyph \(glyph.id)"
                items.append(.image(DisplayList.Bitmap(name: name, data: Data(bitmap.png), pixelWidth: bitmap.width, pixelHeight: bitmap.height),
                                    in: rect))
            }
        }
        return items
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
