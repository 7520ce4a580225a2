import Foundation

/// A text's characters measured with their fonts: one cluster (a `Character`) after another,
/// each with its advance and what may follow it. Made once per text and environment; lines are
/// cut from it for every width (see ``Typesetter``).
final class ShapedText: @unchecked Sendable {
    /// Lines already cut, by width: texts that share this shaped text (the same string and font)
    /// share them too. A few widths are kept, the oldest forgotten first.
    private var lineCache: [(maxWidth: CGFloat?, lines: [TextLine])] = []
    private let lineCacheLock = NSLock()
    private static let lineCacheCapacity = 8

    /// One user-perceived character.
    struct Cluster {
        /// Its advance in points, including kerning with the next glyph, `kerning` and `tracking`.
        var advance: CGFloat
        /// Whether a line may or must break after it.
        var breakAfter: LineBreakClass
        /// Whether it hangs at the end of a line (a breaking space or a line break).
        var isSpace: Bool
        /// The run it belongs to.
        var run: UInt16
    }

    /// The clusters in order.
    let clusters: [Cluster]
    /// `prefix[i]` is the advance of clusters `0 ..< i`.
    let prefix: [CGFloat]
    /// The line metrics of each run's font.
    let runMetrics: [LineMetrics]
    /// The advance of "…" in each run's font.
    let ellipsisAdvance: [CGFloat]
    /// What draws the text: each cluster's glyphs, each run's faces and "…" glyph (see
    /// ``ShapedGlyphs``). Recorded alongside the measurement; no measured number depends on it.
    let glyphs: ShapedGlyphs
    /// The clusters' bidirectional levels, for a text with a strong right-to-left character (nil
    /// for every other text: its lines draw in logical order).
    let bidi: BidiLevels?

    init(clusters: [Cluster], runMetrics: [LineMetrics], ellipsisAdvance: [CGFloat], glyphs: ShapedGlyphs = ShapedGlyphs(), bidi: BidiLevels? = nil) {
        self.clusters = clusters
        self.glyphs = glyphs
        self.bidi = bidi
        var prefix = [CGFloat](repeating: 0, count: clusters.count + 1)
        for (index, cluster) in clusters.enumerated() { prefix[index + 1] = prefix[index] + cluster.advance }
        self.prefix = prefix
        self.runMetrics = runMetrics
        self.ellipsisAdvance = ellipsisAdvance
    }

    /// The lines for `maxWidth`, cut by `make` the first time.
    func lines(maxWidth: CGFloat?, make: () -> [TextLine]) -> [TextLine] {
        lineCacheLock.lock()
        if let hit = lineCache.first(where: { $0.maxWidth == maxWidth }) {
            lineCacheLock.unlock()
            return hit.lines
        }
        lineCacheLock.unlock()
        let lines = make()
        lineCacheLock.lock()
        if lineCache.count >= Self.lineCacheCapacity { lineCache.removeFirst() }
        lineCache.append((maxWidth, lines))
        lineCacheLock.unlock()
        return lines
    }

    /// The width of clusters `range` without the spaces that hang at its end.
    func visibleWidth(_ range: Range<Int>) -> CGFloat {
        var end = range.upperBound
        while end > range.lowerBound && clusters[end - 1].isSpace { end -= 1 }
        return prefix[end] - prefix[range.lowerBound]
    }

    /// The vertical metrics of a line made of clusters `range` (the first run's for an empty one).
    func metrics(_ range: Range<Int>) -> LineMetrics {
        guard !range.isEmpty else { return runMetrics.first ?? LineMetrics(ascent: 0, descent: 0, leading: 0, capHeight: 0) }
        var run = clusters[range.lowerBound].run
        var metrics = runMetrics[Int(run)]
        for index in range where clusters[index].run != run {
            run = clusters[index].run
            metrics = metrics.union(runMetrics[Int(run)])
        }
        return metrics
    }
}
