/// Cuts a shaped text into lines and sizes it for a proposal, following Docs/LayoutRules.md §1:
///
/// - an axis proposed 0 gives a zero size;
/// - an unspecified or infinite width gives the one-line ideal size (lines break only at line
///   breaks in the text);
/// - a narrower width wraps at line break opportunities, greedily, and the text is as wide as its
///   widest line (a word wider than the line breaks inside the word);
/// - the lines shown are limited by `lineLimit` and by the proposed height, but at least one is
///   shown; the last one shown is truncated with an ellipsis when text remains;
/// - when text had to be truncated, `minimumScaleFactor` below 1 shrinks the font first, as far as
///   needed to fit and no further than the factor;
/// - before that, `allowsTightening` brings the characters closer together, as far as needed and
///   no further than NSParagraphStyle's default `tighteningFactorForTruncation` (0.05) allows:
///   text up to 1.05 × the line's width is tightened to fit (see Docs/Differences.md,
///   "Formatted text");
/// - the size is rounded up to the pixel grid of `displayScale`.
struct Typesetter {
    let text: ShapedText
    var lineLimit: Int?
    var lineSpacing: CGFloat = 0
    var truncationMode: Text.TruncationMode = .tail
    var minimumScaleFactor: CGFloat = 1
    var displayScale: CGFloat = 1
    var allowsTightening = false

    /// The tightest advance factor: text as wide as 1.05 lines fits in one (NSParagraphStyle's
    /// `tighteningFactorForTruncation`, whose default Apple documents as 0.05).
    static let maximumTightening: CGFloat = 1 / 1.05

    /// The layout of the text for `proposal`.
    func layout(for proposal: ProposedViewSize) -> TextLayoutResult {
        if proposal.width == 0 || proposal.height == 0 || text.clusters.isEmpty { return .empty }
        let width = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let height = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        var full = fit(width: width, height: height, scale: 1)
        guard full.lines.contains(where: \.isTruncated) else { return full }
        var tightening: CGFloat = 1
        if allowsTightening {
            // Tighten: the loosest factor in [maximumTightening, 1] at which nothing is truncated.
            let tightest = fit(width: width, height: height, scale: 1, tightening: Self.maximumTightening)
            if !tightest.lines.contains(where: \.isTruncated) {
                var (low, high, best) = (Self.maximumTightening, CGFloat(1), tightest)
                for _ in 0..<16 {
                    let middle = (low + high) / 2
                    let candidate = fit(width: width, height: height, scale: 1, tightening: middle)
                    if candidate.lines.contains(where: \.isTruncated) { high = middle } else { (low, best) = (middle, candidate) }
                }
                return best
            }
            (full, tightening) = (tightest, Self.maximumTightening)
        }
        guard minimumScaleFactor < 1 else { return full }
        // Shrink: the largest scale in [minimumScaleFactor, 1] at which nothing is truncated.
        let smallest = fit(width: width, height: height, scale: minimumScaleFactor, tightening: tightening)
        if smallest.lines.contains(where: \.isTruncated) { return smallest }
        var (low, high, best) = (minimumScaleFactor, CGFloat(1), smallest)
        for _ in 0..<16 {
            let middle = (low + high) / 2
            let candidate = fit(width: width, height: height, scale: middle, tightening: tightening)
            if candidate.lines.contains(where: \.isTruncated) { high = middle } else { (low, best) = (middle, candidate) }
        }
        return best
    }

    /// The layout at a font scale: advances and metrics scale linearly with the point size.
    private func fit(width: CGFloat?, height: CGFloat?, scale: CGFloat, tightening: CGFloat = 1) -> TextLayoutResult {
        let unscaledWidth = width.map { $0 / (scale * tightening) }
        var lines = breakLines(maxWidth: unscaledWidth)
        var limit = lineLimit ?? Int.max
        if let height {
            var used: CGFloat = 0
            var fitting = 0
            for line in lines {
                let next = used + (fitting > 0 ? lineSpacing : 0) + line.metrics.lineHeight * scale
                if next > height + 0.0001 { break }
                used = next
                fitting += 1
            }
            limit = Swift.min(limit, Swift.max(fitting, 1))
        }
        if lines.count > limit {
            lines.removeSubrange(limit...)
            lines[limit - 1] = truncated(from: lines[limit - 1].range.lowerBound, maxWidth: unscaledWidth, lineWidth: lines[limit - 1].width)
        }
        var widest: CGFloat = 0
        var total: CGFloat = 0
        for (index, line) in lines.enumerated() {
            widest = Swift.max(widest, line.width * scale * tightening)
            total += line.metrics.lineHeight * scale + (index > 0 ? lineSpacing : 0)
        }
        // A tightened line fits the width up to the breaking tolerance: it is as wide as the width.
        if tightening < 1, let width { widest = Swift.min(widest, width) }
        let first = lines[0].metrics.ascent * scale
        let last = total - (lines[lines.count - 1].metrics.descent + lines[lines.count - 1].metrics.leading) * scale
        let size = CGSize(width: widest.roundedUpToPixel(displayScale: displayScale), height: total.roundedUpToPixel(displayScale: displayScale))
        return TextLayoutResult(lines: lines, scale: scale, size: size, firstBaseline: first, lastBaseline: last, tightening: tightening)
    }

    /// Greedy line breaking at `maxWidth` (nil: only at line breaks in the text), remembered by
    /// the shaped text per width.
    func breakLines(maxWidth: CGFloat?) -> [TextLine] {
        text.lines(maxWidth: maxWidth) { cutLines(maxWidth: maxWidth) }
    }

    private func cutLines(maxWidth: CGFloat?) -> [TextLine] {
        let clusters = text.clusters, prefix = text.prefix
        var lines: [TextLine] = []
        func emit(_ range: Range<Int>) {
            lines.append(TextLine(range: range, width: text.visibleWidth(range), metrics: text.metrics(range)))
        }
        var start = 0, lastBreak = -1, index = 0
        while index < clusters.count {
            let cluster = clusters[index]
            if let maxWidth, !cluster.isSpace, index > start, prefix[index + 1] - prefix[start] > maxWidth + 0.0001 {
                let end = lastBreak >= start ? lastBreak + 1 : index
                emit(start..<end)
                (start, lastBreak) = (end, -1)
                continue
            }
            switch cluster.breakAfter {
            case .mandatory:
                emit(start..<(index + 1))
                (start, lastBreak) = (index + 1, -1)
            case .allowed:
                lastBreak = index
            case .none:
                break
            }
            index += 1
        }
        if start < clusters.count || lines.isEmpty { emit(start..<clusters.count) }
        return lines
    }

    /// The last line shown when text remains after it: the rest of the text from `start`,
    /// truncated with an ellipsis to fit `maxWidth` (with no width limit, the ellipsis follows the
    /// line's own `lineWidth` of content).
    private func truncated(from start: Int, maxWidth: CGFloat?, lineWidth: CGFloat) -> TextLine {
        let range = start..<text.clusters.count
        let ellipsis = text.ellipsisAdvance[Int(text.clusters[start].run)]
        let available = maxWidth.map { $0 - ellipsis } ?? lineWidth
        var kept: CGFloat = 0
        var elision = TextLine.Elision(before: start..<start, after: range.upperBound..<range.upperBound)
        switch truncationMode {
        case .tail:
            var end = start
            while end < range.upperBound, text.visibleWidth(start..<(end + 1)) <= available + 0.0001 { end += 1 }
            kept = text.visibleWidth(start..<end)
            elision.before = start..<end
        case .head:
            var begin = range.upperBound
            while begin > start, text.prefix[range.upperBound] - text.prefix[begin - 1] <= available + 0.0001 { begin -= 1 }
            kept = text.prefix[range.upperBound] - text.prefix[begin]
            elision.after = begin..<range.upperBound
        case .middle:
            var (head, tail) = (start, range.upperBound)
            var takeHead = true
            while head < tail {
                let next = takeHead ? text.clusters[head].advance : text.clusters[tail - 1].advance
                if kept + next > available + 0.0001 { break }
                kept += next
                if takeHead { head += 1 } else { tail -= 1 }
                takeHead.toggle()
            }
            elision = TextLine.Elision(before: start..<head, after: tail..<range.upperBound)
        }
        return TextLine(range: range, width: Swift.max(kept, 0) + ellipsis, metrics: text.metrics(range), isTruncated: true, elision: elision)
    }
}
