/// Buffers a pass lends to the stacks it sizes: the per-subview arrays of a large stack, handed
/// from one sizing of it to the next instead of being freed and allocated again.
///
/// A stack with thousands of subviews sizes itself more than once a pass (measured, then placed
/// with its cross length filled in; Docs/LayoutRules.md §4), and each sizing fills arrays of one entry per
/// subview. Fresh arrays of that size come from newly mapped memory, whose page faults cost more
/// than the sizing itself; a recycled one is already mapped. Small stacks allocate as usual (the
/// allocator serves them from its caches).
struct StackScratch {
    /// Arrays with fewer elements than this are not worth keeping.
    static let minimumCount = 256

    private var children: [StackSizing.Child] = []
    private var entries: [StackSizingOrder.Entry] = []

    /// The bytes the kept arrays hold room for.
    var capacityBytes: Int {
        children.capacity * MemoryLayout<StackSizing.Child>.stride + entries.capacity * MemoryLayout<StackSizingOrder.Entry>.stride
    }

    /// An empty array with room for `count` children: the recycled one when it is large enough.
    mutating func takeChildren(count: Int) -> [StackSizing.Child] {
        Self.take(&children, count: count)
    }

    /// Keeps `array`'s storage for a later sizing when it is larger than the one kept; `array` is
    /// left empty.
    mutating func recycle(_ array: inout [StackSizing.Child]) {
        Self.recycle(&array, into: &children)
    }

    /// An empty array with room for `count` sizing-order entries.
    mutating func takeEntries(count: Int) -> [StackSizingOrder.Entry] {
        Self.take(&entries, count: count)
    }

    /// Keeps `array`'s storage for a later sizing order; `array` is left empty.
    mutating func recycle(_ array: inout [StackSizingOrder.Entry]) {
        Self.recycle(&array, into: &entries)
    }

    private static func take<Element>(_ kept: inout [Element], count: Int) -> [Element] {
        guard count >= minimumCount, kept.capacity >= count else { return [] }
        var taken: [Element] = []
        swap(&taken, &kept)
        taken.removeAll(keepingCapacity: true)
        return taken
    }

    private static func recycle<Element>(_ array: inout [Element], into kept: inout [Element]) {
        guard array.capacity >= minimumCount, array.capacity > kept.capacity else { return }
        swap(&array, &kept)
        array = []
    }
}
