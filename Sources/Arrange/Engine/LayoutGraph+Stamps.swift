extension LayoutGraph {
    /// Computes every node's `SubtreeStamp` and the first node of its subtree, children before
    /// parents (a node's children always precede it in `nodes`). Run once the tree is resolved, by
    /// graphs that a `LayoutHost` may lay out again.
    ///
    /// - Complexity: O(n) for n nodes, plus digesting the trait rows.
    ///
    /// With `kept`, the copies a ``ViewHost`` update made of `previous`'s nodes (`KeptNodes`), each
    /// copy other than a kept view's outputs takes its original's stamp and start, moved, instead
    /// of digesting its subtree again: the nodes digested are those resolved anew.
    func computeSubtreeStamps(carrying kept: [KeptNodes] = [], from previous: LayoutGraph? = nil) {
        var stamps = [UInt64](repeating: SubtreeStamp.unknown, count: nodes.count)
        var starts = [Int32](repeating: 0, count: nodes.count)
        var traitStamps = [UInt64?](repeating: nil, count: traitTable.count)
        var memoNodes = 0
        var carried: [Bool] = []
        if let previous, !kept.isEmpty, previous.subtreeStamps.count == previous.nodes.count {
            carried = [Bool](repeating: false, count: nodes.count)
            for copy in kept where copy.nodes.upperBound <= Int32(nodes.count) {
                for node in copy.nodes {
                    let old = Int(node - copy.offset)
                    stamps[Int(node)] = previous.subtreeStamps[old]
                    starts[Int(node)] = previous.subtreeStarts[old] + copy.offset
                    carried[Int(node)] = true
                }
                for output in copy.outputs where copy.nodes.contains(output) {
                    stamps[Int(output)] = SubtreeStamp.unknown
                    carried[Int(output)] = false
                }
            }
        }
        nodes.withUnsafeBufferPointer { nodes in
        childList.withUnsafeBufferPointer { children in
            for index in nodes.indices {
                if case .layout = nodes[index].kind, nodes[index].flags.isDisjoint(with: .unmemoised) {
                    memoNodes += SizeMemo.rowWidth(invariant: nodes[index].flags.contains(.proposalInvariant))
                }
                if !carried.isEmpty, carried[index] { continue }
                let first = Int(nodes[index].firstChild), count = Int(nodes[index].childCount)
                var start = Int32(index)
                var known = true
                var size = 1
                var stamp = SubtreeStamp(nodes[index].identity)
                stamp.combine(UInt64(count))
                for offset in 0..<count {
                    let child = Int(children[first + offset])
                    start = Swift.min(start, starts[child])
                    let childStamp = stamps[child]
                    if childStamp == SubtreeStamp.unknown {
                        known = false
                    } else {
                        size += child - Int(starts[child]) + 1
                        stamp.combine(childStamp)
                    }
                }
                starts[index] = start
                // A subtree is taken over as one contiguous range of nodes.
                guard known, size == index - Int(start) + 1,
                      let own = ownStamp(nodes, index, traitStamps: &traitStamps) else { continue }
                stamp.combine(own)
                stamps[index] = stamp.finished
            }
        }
        }
        subtreeStamps = stamps
        subtreeStarts = starts
        memoNodeCount = memoNodes
    }

    /// A digest of the inputs `hasSameInputs` compares, or nil when one of them can't be digested.
    private func ownStamp(_ nodes: UnsafeBufferPointer<Node>, _ index: Int, traitStamps: inout [UInt64?]) -> UInt64? {
        let flags = nodes[index].flags.subtracting(.unchanged)
        // Grid rows are placed by their grid: compared node by node. So are custom layouts, whose
        // caches travel at once (`PreviousLayout`). Arrange's own layouts with explicit guides
        // (text, stacks over text) are digested: their caches only save work, and one not yet
        // taken over is taken when the node is first asked (`inheritCacheIfNeeded`), an alignment
        // query included.
        guard !flags.contains(.placedByContainer) else { return nil }
        guard !flags.contains(.customLayout) else { return nil }
        var stamp = SubtreeStamp(UInt64(flags.rawValue))
        stamp.combine(nodes[index].priority.bitPattern)
        stamp.combine(nodes[index].constantSize.width)
        stamp.combine(nodes[index].constantSize.height)
        switch nodes[index].kind {
        case .leaf:
            stamp.combine(1)
        case let .spacer(minLength, orientation):
            stamp.combine(2)
            stamp.combine(minLength)
            stamp.combine(orientation.map { $0 == .horizontal ? 1 : 2 } ?? 0)
        case let .divider(thickness, axis):
            stamp.combine(axis == .horizontal ? 3 : 4)
            stamp.combine(thickness)
        case let .layout(reference):
            let storage = reference.object
            guard let value = storage.valueStamp else { return nil }
            stamp.combine(UInt64(UInt(bitPattern: ObjectIdentifier(type(of: storage)).hashValue)))
            stamp.combine(value)
        }
        let row = Int(nodes[index].traits)
        if row >= 0 {
            if traitStamps[row] == nil { traitStamps[row] = traitRowStamp(row) }
            let traits = traitStamps[row]!
            guard traits != SubtreeStamp.unknown else { return nil }
            stamp.combine(traits)
        }
        return stamp.finished
    }

    /// A digest of a trait row, independent of the order of its entries; `unknown` when a value is
    /// not `Hashable` (such values never compare equal, see `sameTraits`).
    private func traitRowStamp(_ row: Int) -> UInt64 {
        var sum: UInt64 = 0
        for (key, value) in traitTable[row] {
            guard let hashable = value as? AnyHashable else { return SubtreeStamp.unknown }
            var entry = SubtreeStamp(UInt64(UInt(bitPattern: key.hashValue)))
            entry.combine(UInt64(UInt(bitPattern: hashable.hashValue)))
            sum &+= entry.value
        }
        var stamp = SubtreeStamp(sum)
        stamp.combine(UInt64(traitTable[row].count))
        return stamp.finished
    }
}
