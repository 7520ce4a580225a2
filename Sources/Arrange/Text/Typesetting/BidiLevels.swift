/// The resolved bidirectional levels of a shaped text's clusters (UAX #9), kept only for texts
/// with a strong right-to-left character: what reorders each line for display.
///
/// A cluster's class is its first scalar's (the marks a `Character` holds after its base follow
/// it, as W1 would resolve them).
struct BidiLevels: Sendable {
    /// Each cluster's Bidi_Class.
    let classes: [BidiClass]
    /// Each cluster's resolved embedding level (odd: right to left).
    let levels: [UInt8]
    /// The level of each cluster's paragraph.
    let paragraphLevels: [UInt8]

    /// Resolves `classes`, one per cluster; paragraphs without a strong character take
    /// `defaultLevel`.
    init(classes: [BidiClass], defaultLevel: UInt8) {
        self.classes = classes
        (levels, paragraphLevels) = BidiResolver.resolve(classes, defaultLevel: defaultLevel)
    }

    /// The clusters of `range` (one line) in display order, left to right (L1–L2).
    func visualOrder(_ range: Range<Int>) -> [Int] {
        guard !range.isEmpty else { return [] }
        return BidiResolver.visualOrder(levels: levels[range], classes: classes[range], paragraphLevel: paragraphLevels[range.lowerBound])
    }

    /// Whether cluster `index` runs right to left.
    func isRightToLeft(_ index: Int) -> Bool { levels[index] & 1 == 1 }
}
