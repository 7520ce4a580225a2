/// Memoised sizes per node and exact proposal.
///
/// Only nodes whose size needs computing (layouts without a constant size) have a row: a run of
/// inline slots in one contiguous array, addressed by the index of its first slot. A node whose
/// size depends on the proposal gets `wideRow` slots, enough for the nine proposals that
/// alternating stacks can send one node ({0, ∞, one value} on each axis, Docs/LayoutRules.md §4); a
/// proposal-invariant node, measured once per pass, gets one (`rowWidth(invariant:)`). A node asked
/// for more proposals than its row holds spills into a shared dictionary. Keys compare proposals
/// bit for bit, with `nil` as a sentinel NaN pattern.
struct SizeMemo {
    /// The slots of a node whose size depends on the proposal.
    static let wideRow = 9
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

    /// The number of slots of a node's row.
    @inline(__always)
    static func rowWidth(invariant: Bool) -> Int { invariant ? 1 : wideRow }

    /// A memo of `slotCount` empty slots.
    init(slotCount: Int) {
        slots = Array(repeating: Slot(width: Self.empty, height: Self.empty, size: .zero), count: slotCount)
    }

    /// The number of slots.
    var slotCount: Int { slots.count }

    /// Adds an empty row of `width` slots (for nodes resolved during layout) and returns it.
    mutating func addRow(width: Int) -> Int32 {
        let row = Int32(slots.count)
        slots.append(contentsOf: repeatElement(Slot(width: Self.empty, height: Self.empty, size: .zero), count: width))
        return row
    }

    @inline(__always)
    private static func key(_ value: CGFloat?) -> UInt64 {
        guard let value else { return unspecified }
        return value == 0 ? 0 : UInt64(value.bitPattern) // -0 and 0 are the same proposal
    }

    func size(of node: Int32, row: Int32, width: Int, _ proposal: ProposedViewSize) -> CGSize? {
        let w = Self.key(proposal.width), h = Self.key(proposal.height)
        let base = Int(row)
        for index in base..<(base + width) {
            let slot = slots[index]
            if slot.width == w && slot.height == h { return slot.size }
            if slot.width == Self.empty { return nil }
        }
        return overflow.isEmpty ? nil : overflow[OverflowKey(node: node, width: w, height: h)]
    }

    /// The first size memoised in `row`, whatever its proposal: the size of a proposal-invariant
    /// node once it has been measured.
    func anySize(row: Int32) -> CGSize? {
        let slot = slots[Int(row)]
        return slot.width == Self.empty ? nil : slot.size
    }

    mutating func store(_ size: CGSize, for node: Int32, row: Int32, width: Int, _ proposal: ProposedViewSize) {
        let w = Self.key(proposal.width), h = Self.key(proposal.height)
        let base = Int(row)
        for index in base..<(base + width) where slots[index].width == Self.empty {
            slots[index] = Slot(width: w, height: h, size: size)
            return
        }
        overflow[OverflowKey(node: node, width: w, height: h)] = size
    }

    /// Forgets every size memoised for `node`, whose row is `row`: its row and its overflow.
    mutating func forget(_ node: Int32, row: Int32, width: Int) {
        clearRow(row, width: width)
        if !overflow.isEmpty { overflow = overflow.filter { $0.key.node != node } }
    }

    /// Empties one row.
    mutating func clearRow(_ row: Int32, width: Int) {
        for index in Int(row)..<(Int(row) + width) { slots[index].width = Self.empty }
    }

    /// Copies row `source` of `other` into row `row`.
    mutating func copyRow(_ source: Int32, from other: SizeMemo, to row: Int32, width: Int) {
        for offset in 0..<width { slots[Int(row) + offset] = other.slots[Int(source) + offset] }
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
