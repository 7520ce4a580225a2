extension LayoutGraph {
    /// Whether the tree holds content that is resolved during layout (a `GeometryReader`'s, a lazy
    /// container's), container-relative frames (which depend on the hosting area's size, not only
    /// on their proposal), or a safe area (whose extent depends on where views are placed): such
    /// trees are always laid out in full. A scroll view alone does not count: its viewport is read
    /// only by lazy containers, and its content is sized and placed as any other subtree.
    var resolvesDuringLayout: Bool {
        !deferredContent.isEmpty || !lazyContent.isEmpty || usesContainerSizes || usesSafeArea
    }

    /// Prepares a relayout after `previous`, a laid-out graph of an earlier value of the same view:
    /// matches nodes by structural identity, flags unchanged subtrees and carries their memoised
    /// sizes and spacing over. Falls back to `prepareForLayout()` (a full layout) when the tree
    /// resolves content during layout, the previous pass repaired something (its diagnostics
    /// would be lost) or fast paths are off (`fastPathsDisabled`: reuse is one).
    ///
    /// The previous graph gives up its size memo: it must not be laid out again. Its frames stay.
    ///
    /// - Complexity: O(k) for the k nodes compared one by one (the changed views, their ancestors
    ///   and those ancestors' children, when the graphs carry `SubtreeStamp`s), plus O(n) for
    ///   allocating per-node flags, plus copying the per-node storage when the trees differ in size.
    /// - Returns: Whether anything was reused.
    @discardableResult
    func prepareForRelayout(after previous: LayoutGraph) -> Bool {
        guard !fastPathsDisabled, !resolvesDuringLayout, !previous.extendedDuringLayout, previous.diagnostics.isEmpty,
              previous.root >= 0, root >= 0,
              nodes[Int(root)].identity == previous.nodes[Int(previous.root)].identity else {
            prepareForLayout()
            inheritCustomCaches(byIdentityFrom: previous)
            return false
        }
        let (match, order, reused, identical) = matchNodes(with: previous)
        let inherited = markUnchangedSubtrees(previous, match: match, order: order, reused: reused)
        let shares = nodes.count == previous.nodes.count
        let takes = shares && identical && previous.mayGiveUpStorage
        self.previous = PreviousLayout(graph: previous, match: match, reused: reused.sorted { $0.start < $1.start },
                                       sharesStorage: shares, tookStorage: takes, cacheInherited: inherited)
        reuseMemoRows(of: previous, order: order)
        reuseSpacing(of: previous, order: order)
        // Every node is written during placement (placed, moved or excluded), except reused ranges
        // that keep their previous frames where the storage is shared.
        resetPassResults(frames: shares ? previous.frames : nil, placedProposals: shares ? previous.placedProposals : nil)
        if takes {
            // Unique from here on: written in place, without copying chunks.
            previous.frames = ChunkedArray()
            previous.placedProposals = ChunkedArray()
        }
        return true
    }

    /// Hands `storage`, the layout of `node`, the cache of the node's match in the previous layout
    /// if it has not taken it yet. Call before using the storage during a relayout.
    @inline(__always)
    func inheritCacheIfNeeded(_ node: Int32, _ storage: AnyLayoutStorage) {
        if previous != nil { inheritCache(node, storage) }
    }

    @inline(never)
    private func inheritCache(_ node: Int32, _ storage: AnyLayoutStorage) {
        guard !previous!.cacheInherited[Int(node)] else { return }
        previous!.cacheInherited[Int(node)] = true
        let old = previous!.match(of: node)
        guard old >= 0, let oldStorage = previous!.graph.layoutStorage(of: old) else { return }
        storage.inherit(from: oldStorage, refresh: !isUnchanged(node))
    }

    /// Whether `node` and its subtree are the same as their match's in the previous layout.
    func isUnchanged(_ node: Int32) -> Bool {
        nodes[Int(node)].flags.contains(.unchanged) || previous?.reusedRange(containing: node) != nil
    }

    /// Pairs nodes with the previous graph's, top down from the roots: children at the same
    /// position with the same identity, else (after an insertion, removal or move) the previous
    /// child with the same identity. A matched node whose subtree stamp equals its match's is taken
    /// over whole and not descended into. Returns the pairs, the nodes compared one by one in the
    /// order visited (parents before children), the subtrees taken over, and whether every node
    /// matched the previous node at its own index.
    private func matchNodes(with previous: LayoutGraph) -> (match: [Int32], order: [Int32], reused: [PreviousLayout.ReusedRange], identical: Bool) {
        var match = RelayoutScratch.matchArray(count: nodes.count, value: -1)
        var order: [Int32] = []
        var reused: [PreviousLayout.ReusedRange] = []
        var identical = previous.root == root && nodes.count == previous.nodes.count
        let stamped = subtreeStamps.count == nodes.count && previous.subtreeStamps.count == previous.nodes.count
        let stamps = subtreeStamps, oldStamps = previous.subtreeStamps, starts = subtreeStarts
        match[Int(root)] = previous.root
        // Buffer pointers: reading a field through them copies no `Node` (a copy retains its
        // layout storage).
        nodes.withUnsafeBufferPointer { nodes in
        childList.withUnsafeBufferPointer { children in
        previous.nodes.withUnsafeBufferPointer { oldNodes in
        previous.childList.withUnsafeBufferPointer { oldChildren in
            var work: [Int32] = [root]
            while let node = work.popLast() {
                let old = match[Int(node)]
                if stamped, old >= 0, stamps[Int(node)] != SubtreeStamp.unknown, stamps[Int(node)] == oldStamps[Int(old)] {
                    reused.append(PreviousLayout.ReusedRange(start: starts[Int(node)], end: node, offset: old - node))
                    if old != node { identical = false }
                    continue
                }
                order.append(node)
                let first = Int(nodes[Int(node)].firstChild), count = Int(nodes[Int(node)].childCount)
                for offset in 0..<count { work.append(children[first + offset]) }
                guard old >= 0 else { identical = false; continue }
                if old != node { identical = false }
                let oldFirst = Int(oldNodes[Int(old)].firstChild), oldCount = Int(oldNodes[Int(old)].childCount)
                var positional = count == oldCount
                if positional {
                    for offset in 0..<count where nodes[Int(children[first + offset])].identity != oldNodes[Int(oldChildren[oldFirst + offset])].identity {
                        positional = false
                        break
                    }
                }
                if positional {
                    for offset in 0..<count { match[Int(children[first + offset])] = oldChildren[oldFirst + offset] }
                    continue
                }
                identical = false
                var byIdentity: [UInt64: Int32] = [:]
                var duplicated: Set<UInt64> = []
                for offset in 0..<oldCount {
                    let child = oldChildren[oldFirst + offset]
                    let identity = oldNodes[Int(child)].identity
                    if byIdentity.updateValue(child, forKey: identity) != nil { duplicated.insert(identity) }
                }
                for offset in 0..<count {
                    let child = children[first + offset]
                    let identity = nodes[Int(child)].identity
                    guard !duplicated.contains(identity), let oldChild = byIdentity.removeValue(forKey: identity) else { continue }
                    match[Int(child)] = oldChild
                }
            }
        }
        }
        }
        }
        return (match, order, reused, identical)
    }

    /// Flags the nodes whose inputs and subtree are the same as their match's, children first.
    /// Nodes that may have explicit guides (custom layouts among them) take their match's cache
    /// over at once (to be updated on first use if anything in the subtree changed); the others
    /// when first used. Returns which nodes have taken theirs.
    private func markUnchangedSubtrees(_ previous: LayoutGraph, match: [Int32], order: [Int32], reused: [PreviousLayout.ReusedRange]) -> [Bool] {
        var subtreeSame = RelayoutScratch.markArray(count: nodes.count)
        defer { RelayoutScratch.keep(subtreeSame) }
        var inherited = RelayoutScratch.markArray(count: nodes.count)
        for range in reused {
            subtreeSame[Int(range.end)] = true
            nodes[Int(range.end)].flags.insert(.unchanged) // stamped nodes are never `.placedByContainer`
        }
        let stamped = subtreeStamps.count == nodes.count && previous.subtreeStamps.count == previous.nodes.count
        for node in order.reversed() {
            let index = Int(node)
            let old = match[index]
            guard old >= 0 else { continue }
            // Both stamps known (and different, or the node would have been taken over whole): the
            // subtree changed.
            let stampsDiffer = stamped && subtreeStamps[index] != SubtreeStamp.unknown && previous.subtreeStamps[Int(old)] != SubtreeStamp.unknown
            var same = !stampsDiffer && nodes.withUnsafeBufferPointer { nodes in
                previous.nodes.withUnsafeBufferPointer { oldNodes in
                    hasSameInputs(nodes, index, as: oldNodes, Int(old), in: previous)
                }
            }
            if same {
                let first = Int(nodes[index].firstChild), oldFirst = Int(previous.nodes[Int(old)].firstChild)
                for offset in 0..<Int(nodes[index].childCount) {
                    let child = childList[first + offset]
                    if !subtreeSame[Int(child)] || match[Int(child)] != previous.childList[oldFirst + offset] {
                        same = false
                        break
                    }
                }
            }
            subtreeSame[index] = same
            if !nodes[index].flags.isDisjoint(with: .mayHaveGuides), let storage = layoutStorage(of: Int32(index)),
               let oldStorage = previous.layoutStorage(of: old) {
                storage.inherit(from: oldStorage, refresh: !same)
                inherited[index] = true
            }
            // A grid row's frames and size come from its grid's placement: it is placed anew
            // whenever the grid is, and its memo starts empty.
            if same && !nodes[index].flags.contains(.placedByContainer) { nodes[index].flags.insert(.unchanged) }
        }
        return inherited
    }

    /// Whether `node`'s own inputs equal those of `old` in `previous`: kind and its parameters,
    /// priority, flags, traits and number of children. Leaves compare by kind only: a colour's or
    /// shape's size depends on the proposal alone, and what it draws is read from the new graph.
    private func hasSameInputs(_ nodes: UnsafeBufferPointer<Node>, _ i: Int, as oldNodes: UnsafeBufferPointer<Node>, _ j: Int, in previous: LayoutGraph) -> Bool {
        guard nodes[i].childCount == oldNodes[j].childCount, nodes[i].priority == oldNodes[j].priority,
              nodes[i].flags.subtracting(.unchanged) == oldNodes[j].flags.subtracting(.unchanged),
              nodes[i].constantSize == oldNodes[j].constantSize else { return false }
        switch nodes[i].kind {
        case .leaf:
            guard case .leaf = oldNodes[j].kind else { return false }
        case let .layout(storage):
            guard case let .layout(oldStorage) = oldNodes[j].kind,
                  storage.with({ new in oldStorage.with { new.hasSameLayout(as: $0) } }) else { return false }
        case let .spacer(minLength, orientation):
            guard case let .spacer(oldMinLength, oldOrientation) = oldNodes[j].kind,
                  minLength == oldMinLength, orientation == oldOrientation else { return false }
        case let .divider(thickness, axis):
            guard case let .divider(oldThickness, oldAxis) = oldNodes[j].kind,
                  axis == oldAxis, thickness == oldThickness else { return false }
        }
        let traits = nodes[i].traits, oldTraits = oldNodes[j].traits
        if traits < 0 && oldTraits < 0 { return true }
        return sameTraits(traits, previous.traitRow(oldTraits))
    }

    private func traitRow(_ row: Int32) -> [ObjectIdentifier: Any]? {
        row >= 0 ? traitTable[Int(row)] : nil
    }

    /// Whether the node's traits equal `other`: the same keys with equal values (values that are
    /// not `Equatable` never compare equal).
    private func sameTraits(_ row: Int32, _ other: [ObjectIdentifier: Any]?) -> Bool {
        guard let mine = traitRow(row) else { return other == nil }
        guard let other, other.count == mine.count else { return false }
        for (key, value) in mine {
            guard let otherValue = other[key], let equatable = value as? any Equatable,
                  Self.isEqual(equatable, otherValue) else { return false }
        }
        return true
    }

    private static func isEqual<E: Equatable>(_ value: E, _ other: Any) -> Bool {
        (other as? E) == value
    }

    /// Takes over the previous graph's size memo: a matched node keeps its row (emptied unless the
    /// node is unchanged) when it needs one as wide, other nodes get new rows. When more than half
    /// of the slots would be left over from vanished nodes, the memo is rebuilt with only the rows
    /// of unchanged nodes.
    private func reuseMemoRows(of previous: LayoutGraph, order: [Int32]) {
        let carried = self.previous!
        /// The width of the node's row, or 0 when it needs none.
        func rowWidth(_ nodes: [Node], _ index: Int) -> Int {
            guard case .layout = nodes[index].kind, nodes[index].flags.isDisjoint(with: .unmemoised) else { return 0 }
            return SizeMemo.rowWidth(invariant: nodes[index].flags.contains(.proposalInvariant))
        }
        var needed = memoNodeCount
        if subtreeStamps.count != nodes.count {
            needed = 0
            for index in nodes.indices { needed += rowWidth(nodes, index) }
        }
        let oldMemo = previous.memo
        previous.memo = SizeMemo(slotCount: 0)
        let oldSlotCount = previous.memoRowCount
        previous.memoRowCount = 0
        if oldSlotCount > 2 * needed + 1024 {
            // Compacting: every node is visited.
            var memo = SizeMemo(slotCount: needed)
            var memoRows = [Int32](repeating: -1, count: nodes.count)
            var slots: Int32 = 0
            for index in nodes.indices {
                let width = rowWidth(nodes, index)
                guard width > 0 else { continue }
                memoRows[index] = slots
                let old = carried.match(of: Int32(index))
                if old >= 0, isUnchanged(Int32(index)), previous.memoRows[Int(old)] >= 0, rowWidth(previous.nodes, Int(old)) == width {
                    memo.copyRow(previous.memoRows[Int(old)], from: oldMemo, to: slots, width: width)
                }
                slots += Int32(width)
            }
            self.memo = memo
            self.memoRows = memoRows
            memoRowCount = memo.slotCount
            return
        }
        var memo = oldMemo
        memo.removeOverflow() // keyed by node index, which may differ
        var memoRows = carried.sharesStorage ? previous.memoRows : [Int32](repeating: -1, count: nodes.count)
        // The previous graph gives its rows up with its memo when the storage is taken: the array
        // is then unique and written in place, not copied whole for the first change. Every node
        // matched the node at its own index, so a node's previous row is its own until written.
        let tookRows = carried.tookStorage
        if tookRows { previous.memoRows = [] }
        for range in carried.reused where !carried.sharesStorage || range.offset != 0 {
            for index in Int(range.start)...Int(range.end) { memoRows[index] = previous.memoRows[index + Int(range.offset)] }
        }
        for node in order {
            let index = Int(node)
            let width = rowWidth(nodes, index)
            guard width > 0 else {
                if memoRows[index] != -1 { memoRows[index] = -1 }
                continue
            }
            let old = carried.match[index]
            let oldRow = old >= 0 && rowWidth(previous.nodes, Int(old)) == width ? (tookRows ? memoRows[Int(old)] : previous.memoRows[Int(old)]) : -1
            if oldRow < 0 {
                memoRows[index] = memo.addRow(width: width)
            } else {
                if memoRows[index] != oldRow { memoRows[index] = oldRow }
                if !nodes[index].flags.contains(.unchanged) { memo.clearRow(oldRow, width: width) }
            }
        }
        self.memo = memo
        self.memoRows = memoRows
        memoRowCount = memo.slotCount
    }

    /// Takes over the spacing memoised for unchanged nodes.
    private func reuseSpacing(of previous: LayoutGraph, order: [Int32]) {
        let carried = self.previous!
        var spacing = carried.sharesStorage ? previous.spacingMemo : ChunkedArray(repeating: nil, count: nodes.count)
        if carried.tookStorage { previous.spacingMemo = ChunkedArray() }
        for range in carried.reused where !carried.sharesStorage || range.offset != 0 {
            for index in Int(range.start)...Int(range.end) { spacing[index] = previous.spacingMemo[index + Int(range.offset)] }
        }
        for node in order {
            let index = Int(node)
            let old = carried.match[index]
            if old >= 0, nodes[index].flags.contains(.unchanged) {
                if !carried.sharesStorage || old != node { spacing[index] = previous.spacingMemo[Int(old)] }
            } else if spacing[index] != nil {
                spacing[index] = nil
            }
        }
        spacingMemo = spacing
    }
}
