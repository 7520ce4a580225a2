/// The lines of a lazy container along its axis (the elements of a stack, the rows of a
/// `LazyVGrid`, the columns of a `LazyHGrid`): the lengths measured so far and an estimate for
/// the rest.
///
/// Lines are measured in order from the first until the measured length reaches a limit (the
/// viewport's length); each unmeasured line is estimated as long as the measured ones on
/// average, with the average gap between them. Uniform lines are therefore exact.
struct LazyLines {
    /// The number of lines, measured or not.
    let count: Int
    /// The lengths of the measured lines, a prefix of all lines.
    private(set) var lengths: [CGFloat] = []
    /// The offset of each measured line from the start.
    private(set) var offsets: [CGFloat] = []
    /// The estimated length of an unmeasured line.
    private(set) var estimatedLength: CGFloat = 0
    /// The estimated gap before an unmeasured line.
    private(set) var estimatedGap: CGFloat = 0

    /// Measures lines in order until their extent reaches `limit` (all lines when nil).
    ///
    /// - Parameters:
    ///   - count: The number of lines.
    ///   - limit: How much length to measure before estimating the rest; nil measures all.
    ///   - length: Measures line `i` and returns its length.
    ///   - gap: The gap between line `i - 1` and line `i`, for `i ≥ 1`.
    ///   - fallbackGap: The gap to assume when only one line was measured.
    init(count: Int, limit: CGFloat?, length: (Int) -> CGFloat, gap: (Int) -> CGFloat, fallbackGap: () -> CGFloat) {
        self.count = count
        var end: CGFloat = 0
        var gaps: CGFloat = 0
        for index in 0..<count {
            var start = end
            if index > 0 {
                let between = gap(index)
                gaps += between
                start += between
            }
            let measured = length(index)
            offsets.append(start)
            lengths.append(measured)
            end = start + measured
            if let limit, end >= limit { break }
        }
        guard !lengths.isEmpty else { return }
        estimatedLength = lengths.reduce(0, +) / CGFloat(lengths.count)
        estimatedGap = lengths.count > 1 ? gaps / CGFloat(lengths.count - 1) : (count > 1 ? fallbackGap() : 0)
    }

    /// The end of the last measured line.
    private var measuredEnd: CGFloat {
        guard let last = offsets.last, let length = lengths.last else { return 0 }
        return last + length
    }

    /// The total length: measured lines, then the estimate for the others.
    var total: CGFloat {
        let unmeasured = CGFloat(count - lengths.count)
        return measuredEnd + unmeasured * (estimatedGap + estimatedLength)
    }

    /// The offset of line `index`: exact for measured lines, estimated after them.
    func offset(of index: Int) -> CGFloat {
        if index < offsets.count { return offsets[index] }
        return measuredEnd + estimatedGap + CGFloat(index - offsets.count) * (estimatedGap + estimatedLength)
    }

    /// The first line that ends after `position`, or `count` when none does.
    func firstLine(endingAfter position: CGFloat) -> Int {
        if let index = offsets.indices.first(where: { offsets[$0] + lengths[$0] > position }) { return index }
        guard count > offsets.count else { return count }
        let stride = estimatedGap + estimatedLength
        guard stride > 0 else { return offsets.count }
        // Line measured + j spans [end + gap + j·stride, end + (j + 1)·stride]: the first to end
        // after `position` has j = ⌊(position − end) / stride⌋.
        let steps = ((position - measuredEnd) / stride).rounded(.down)
        let index = offsets.count + Int(Swift.max(0, Swift.min(steps, CGFloat(count))))
        return Swift.min(index, count)
    }
}
