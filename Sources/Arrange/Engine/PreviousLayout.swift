/// What a relayout takes over from the previous layout of the same tree.
///
/// Subtrees whose `SubtreeStamp` equals their match's are taken over whole, as contiguous ranges
/// of nodes (`reused`): nothing in them is visited while preparing. Other nodes are compared one by
/// one, and `match` pairs each of them (and each root of a reused range) with the node of the
/// previous graph that has the same structural identity at the same place in the tree (−1 for
/// none). Nodes flagged `.unchanged`, and every node in a reused range, have the same inputs as
/// their match and so do all their descendants: their memoised sizes, spacing and layout caches
/// carry over, and when one is placed with the proposal it had before, the frames of its subtree are
/// the previous frames moved by the difference of the origins.
///
/// Caches of Arrange's own layouts are taken over when the node is first measured or placed
/// (`inheritCacheIfNeeded`), so that relayout costs nothing per untouched node; custom layouts
/// (and built-in ones over subviews with explicit alignment guides) take theirs over at once, so
/// that a cache survives any number of updates that don't touch its node.
struct PreviousLayout {
    /// A subtree taken over whole: new nodes `start ... end` (`end` is its root) are the previous
    /// graph's nodes `start + offset ... end + offset`.
    struct ReusedRange {
        var start: Int32
        var end: Int32
        var offset: Int32
    }

    let graph: LayoutGraph
    /// The previous node of every node compared one by one and of every reused range's root.
    let match: [Int32]
    /// The reused subtrees, by `start`; they don't overlap.
    let reused: [ReusedRange]
    /// Whether the per-node storage of the new graph started as the previous graph's (the trees
    /// have as many nodes): then a reused range with offset 0 already holds its previous values.
    let sharesStorage: Bool
    /// Whether the new graph took the previous graph's per-node storage (`mayGiveUpStorage`): every
    /// node matched the node at its own index, so a node's previous frame, proposal and spacing are
    /// in the new graph's storage at its index until the node is placed; the previous graph's are gone.
    let tookStorage: Bool
    /// Whether each node's storage has taken over its match's cache, or had none to take.
    var cacheInherited: [Bool]

    /// Gives the per-node arrays back to `RelayoutScratch` once the relayout is done.
    consuming func recycle() {
        RelayoutScratch.keep(match)
        RelayoutScratch.keep(cacheInherited)
    }

    /// The reused range that holds `node`, if any.
    func reusedRange(containing node: Int32) -> ReusedRange? {
        var low = 0, high = reused.count
        while low < high {
            let middle = (low + high) / 2
            if reused[middle].start <= node { low = middle + 1 } else { high = middle }
        }
        guard low > 0, reused[low - 1].end >= node else { return nil }
        return reused[low - 1]
    }

    /// The node of the previous graph that `node` took over, or −1.
    func match(of node: Int32) -> Int32 {
        let matched = match[Int(node)]
        if matched >= 0 { return matched }
        guard let range = reusedRange(containing: node) else { return -1 }
        return node + range.offset
    }
}
