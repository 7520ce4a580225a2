/// The per-node arrays a relayout fills while it matches the new tree with the previous one (the
/// match of every node, and two per-node marks), kept between relayouts in a small process-wide pool.
///
/// They have one entry per node, so a relayout that touches ten views would otherwise map and clear
/// fresh memory for all of them, whose page faults cost more than the rest of the relayout. Taken
/// arrays are filled again (in memory that is already mapped) and given back after the pass.
enum RelayoutScratch {
    /// How many sets are kept for relayouts that run at the same time.
    static let pooledCount = 2
    /// The largest array kept, in elements.
    static let maximumCount = 4 << 20

    private static let matches = ScratchPool<[Int32]>(capacity: pooledCount)
    private static let marks = ScratchPool<[Bool]>(capacity: 2 * pooledCount)

    /// `count` copies of `value`, in a kept array when there is one.
    static func matchArray(count: Int, value: Int32) -> [Int32] {
        var array = matches.take() ?? []
        array.removeAll(keepingCapacity: true)
        array.append(contentsOf: repeatElement(value, count: count))
        return array
    }

    /// `count` copies of false, in a kept array when there is one.
    static func markArray(count: Int) -> [Bool] {
        var array = marks.take() ?? []
        array.removeAll(keepingCapacity: true)
        array.append(contentsOf: repeatElement(false, count: count))
        return array
    }

    /// Keeps `array` for a later relayout, unless the pool is full or it is too large.
    static func keep(_ array: consuming [Int32]) {
        let array = array
        guard array.capacity <= maximumCount else { return }
        matches.keep(array)
    }

    /// Keeps `array` for a later relayout, unless the pool is full or it is too large.
    static func keep(_ array: consuming [Bool]) {
        let array = array
        guard array.capacity <= maximumCount else { return }
        marks.keep(array)
    }
}
