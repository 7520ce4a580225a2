/// Memoised sizes per node and exact proposal.
///
/// Only nodes whose size needs computing (layouts without a constant size) have a row: `slotsPerRow`
/// inline slots in one contiguous array, enough for the nine proposals that alternating stacks can
/// send one node ({0, ∞, one value} on each axis, oracle §4); a node asked for more spills into a
/// shared dictionary. Keys compare proposals bit for bit, with `nil` as a sentinel NaN pattern.
struct SizeMemo {
    static let slotsPerRow = 9
    private static let unspecified: UInt64 = 0x7FF8_0000_DEAD_BEEF
    private static let empty: UInt64 = 0xFFFF_FFFF_FFFF_FFFF

    private struct Slot {
        var width: UInt64
        var height: UInt64
        var size: CGSize
    }

    private struct OverflowKey: Hashable {
        var node: Int32
        var width: UInt64
        var height: UInt64
    }

    private var slots: [Slot] = []
    private var overflow: [OverflowKey: CGSize] = [:]

    init(rowCount: Int) {
        slots = Array(repeating: Slot(width: Self.empty, height: Self.empty, size: .zero), count: rowCount * Self.slotsPerRow)
    }

    /// Adds `count` empty rows (for nodes resolved during layout).
    mutating func addRows(_ count: Int) {
        slots.append(contentsOf: repeatElement(Slot(width: Self.empty, height: Self.empty, size: .zero), count: count * Self.slotsPerRow))
    }

    @inline(__always)
    private static func key(_ value: CGFloat?) -> UInt64 {
        guard let value else { return unspecified }
        return value == 0 ? 0 : UInt64(value.bitPattern) // -0 and 0 are the same proposal
    }

    func size(of node: Int32, row: Int32, _ proposal: ProposedViewSize) -> CGSize? {
        let w = Self.key(proposal.width), h = Self.key(proposal.height)
        let base = Int(row) * Self.slotsPerRow
        for index in base..<(base + Self.slotsPerRow) {
            let slot = slots[index]
            if slot.width == w && slot.height == h { return slot.size }
            if slot.width == Self.empty { return nil }
        }
        return overflow.isEmpty ? nil : overflow[OverflowKey(node: node, width: w, height: h)]
    }

    /// The first size memoised in `row`, whatever its proposal: the size of a proposal-invariant
    /// node once it has been measured.
    func anySize(row: Int32) -> CGSize? {
        let slot = slots[Int(row) * Self.slotsPerRow]
        return slot.width == Self.empty ? nil : slot.size
    }

    mutating func store(_ size: CGSize, for node: Int32, row: Int32, _ proposal: ProposedViewSize) {
        let w = Self.key(proposal.width), h = Self.key(proposal.height)
        let base = Int(row) * Self.slotsPerRow
        for index in base..<(base + Self.slotsPerRow) where slots[index].width == Self.empty {
            slots[index] = Slot(width: w, height: h, size: size)
            return
        }
        overflow[OverflowKey(node: node, width: w, height: h)] = size
    }

    /// Empties one row.
    mutating func clearRow(_ row: Int32) {
        let base = Int(row) * Self.slotsPerRow
        for index in base..<(base + Self.slotsPerRow) { slots[index].width = Self.empty }
    }

    /// Copies row `source` of `other` into row `row`.
    mutating func copyRow(_ source: Int32, from other: SizeMemo, to row: Int32) {
        let from = Int(source) * Self.slotsPerRow, to = Int(row) * Self.slotsPerRow
        for offset in 0..<Self.slotsPerRow { slots[to + offset] = other.slots[from + offset] }
    }

    /// Forgets the sizes of nodes asked for more proposals than a row holds.
    mutating func removeOverflow() {
        overflow.removeAll()
    }

    /// Forgets every memoised size.
    mutating func removeAll() {
        for index in slots.indices { slots[index].width = Self.empty }
        overflow.removeAll()
    }
}
