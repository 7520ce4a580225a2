/// Memoised sizes per node and exact proposal.
///
/// Each node has `slotsPerNode` inline slots in one contiguous array; a node asked for more distinct
/// proposals than that (alternating nesting can reach nine) spills into a shared dictionary. Keys
/// compare proposals bit for bit, with `nil` as a sentinel NaN pattern.
struct SizeMemo {
    static let slotsPerNode = 6
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

    init(nodeCount: Int) {
        slots = Array(repeating: Slot(width: Self.empty, height: Self.empty, size: .zero), count: nodeCount * Self.slotsPerNode)
    }

    @inline(__always)
    private static func key(_ value: CGFloat?) -> UInt64 {
        guard let value else { return unspecified }
        return value == 0 ? 0 : UInt64(value.bitPattern) // -0 and 0 are the same proposal
    }

    func size(of node: Int32, _ proposal: ProposedViewSize) -> CGSize? {
        let w = Self.key(proposal.width), h = Self.key(proposal.height)
        let base = Int(node) * Self.slotsPerNode
        for index in base..<(base + Self.slotsPerNode) {
            let slot = slots[index]
            if slot.width == w && slot.height == h { return slot.size }
            if slot.width == Self.empty { return nil }
        }
        return overflow.isEmpty ? nil : overflow[OverflowKey(node: node, width: w, height: h)]
    }

    mutating func store(_ size: CGSize, for node: Int32, _ proposal: ProposedViewSize) {
        let w = Self.key(proposal.width), h = Self.key(proposal.height)
        let base = Int(node) * Self.slotsPerNode
        for index in base..<(base + Self.slotsPerNode) where slots[index].width == Self.empty {
            slots[index] = Slot(width: w, height: h, size: size)
            return
        }
        overflow[OverflowKey(node: node, width: w, height: h)] = size
    }

    /// Forgets every memoised size.
    mutating func removeAll() {
        for index in slots.indices { slots[index].width = Self.empty }
        overflow.removeAll()
    }
}
