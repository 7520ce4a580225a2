/// The structural invariants of a `LayoutGraph`, checked in debug builds (`ARRANGE_INTERNAL_CHECKS`,
/// defined in Package.swift for debug builds of the `Arrange` target) after the tree is resolved,
/// after a relayout is prepared and after every placement pass. Docs/Engine.md lists them.
///
/// Everything here is O(n) in the nodes and the child list, so a checked pass stays linear.
extension LayoutGraph {
    #if ARRANGE_INTERNAL_CHECKS
    /// Stops the process with every violated invariant (`invariantViolations()`), then records the
    /// layout storages seen, so that the next check can tell that none was removed or replaced.
    func _checkInvariants() {
        let violations = invariantViolations()
        precondition(violations.isEmpty, "LayoutGraph invariants violated:\n" + violations.joined(separator: "\n"))
        recordInvariantCheckpoint()
    }
    #endif

    /// Remembers the layout storages as they are now (`layoutStoragesAtLastCheck`): a later
    /// `invariantViolations()` reports any of them removed or replaced.
    func recordInvariantCheckpoint() {
        layoutStoragesAtLastCheck = layoutStorages
    }

    /// Every invariant of the graph that does not hold, one message each (empty when all hold).
    ///
    /// - Nodes and children: the root is a node without a parent; every node's children are the
    ///   `childCount` entries of `childList` from `firstChild`, each a node whose `parent` is that
    ///   node; no two nodes' child blocks overlap; a node with a parent is in its parent's block, a
    ///   node without one (other than the root) is in no block (an element of a lazy container that
    ///   was resolved up front and is not built yet).
    /// - Order: a node's children precede it in `nodes` (the builder resolves children first),
    ///   except the children of a `GeometryReader` or a lazy container, which are resolved during
    ///   layout and appended after their container.
    /// - References: traits, leaf payloads and layout storages that nodes refer to exist; every
    ///   layout storage a node refers to is kept alive by `layoutStorages`, which only grows.
    /// - Flags: the facts fast paths rely on (`NodeFlags`) hold for the node's children.
    /// - Subtree ranges: where `subtreeStarts` covers every node, each start is the least index in
    ///   the node's subtree, and a stamped subtree is exactly the nodes from its start to its root.
    /// - Pass storage: once a pass is prepared, per-node storage covers every node and memo rows
    ///   lie inside the memo; a relayout's reused ranges are sorted, disjoint subtree ranges.
    /// - Placement: between passes (where this is called) no placement call is open and the
    ///   placement buffer is empty; open calls' records lie in the buffer in the order of the calls.
    ///   Within a pass, `place(root:at:proposal:)` and `recordPlacements(of:_:)` check the same
    ///   discipline as they go.
    func invariantViolations() -> [String] {
        var violations: [String] = []
        checkChildBlocks(&violations)
        checkReferences(&violations)
        checkFlags(&violations)
        checkSubtreeRanges(&violations)
        checkPassStorage(&violations)
        checkPlacementStack(&violations)
        return violations
    }

    /// A node for messages: its index and identity path (or why the path can't be computed).
    private func described(_ node: Int32) -> String {
        guard node >= 0, Int(node) < nodes.count else { return "node \(node) (out of range 0..<\(nodes.count))" }
        // The identity path follows parent links, which may themselves be broken: only when every
        // link on the way up is in range and the walk ends.
        var current = node, steps = 0
        while current >= 0 {
            guard Int(current) < nodes.count, steps <= nodes.count else { return "node \(node) (parent chain broken)" }
            let parent = nodes[Int(current)].parent
            if parent >= 0 {
                let first = Int(nodes[Int(parent)].firstChild), count = Int(nodes[Int(parent)].childCount)
                guard first >= 0, count >= 0, first + count <= childList.count else { return "node \(node) (parent \(parent)'s child block is out of range)" }
            }
            current = parent
            steps += 1
        }
        return "node \(node) (\(identityPath(of: node)))"
    }

    /// Child blocks, parent links and node order.
    private func checkChildBlocks(_ violations: inout [String]) {
        if !nodes.isEmpty, root >= 0 {
            if Int(root) >= nodes.count {
                violations.append("root \(root) is not a node (0..<\(nodes.count))")
            } else if nodes[Int(root)].parent != -1 {
                violations.append("root \(described(root)) has parent \(nodes[Int(root)].parent)")
            }
        }
        /// The node whose block holds each child-list slot, or −1.
        var slotOwner = [Int32](repeating: -1, count: childList.count)
        /// The node whose block lists each node as a child, or −1.
        var listedBy = [Int32](repeating: -1, count: nodes.count)
        for index in nodes.indices {
            let node = Int32(index)
            let first = Int(nodes[index].firstChild), count = Int(nodes[index].childCount)
            guard first >= 0, count >= 0, first + count <= childList.count else {
                violations.append("\(described(node)): child block \(first) + \(count) is outside the child list (\(childList.count) entries)")
                continue
            }
            let resolvesChildrenLater = lazyContent[node] != nil || layoutStorage(of: node) is LayoutStorage<GeometryReaderLayout>
            for slot in first..<(first + count) {
                if slotOwner[slot] >= 0 {
                    violations.append("\(described(node)): child block overlaps that of \(described(slotOwner[slot])) at child-list slot \(slot)")
                }
                slotOwner[slot] = node
                let child = childList[slot]
                guard child >= 0, Int(child) < nodes.count else {
                    violations.append("\(described(node)): child-list slot \(slot) holds \(child), not a node")
                    continue
                }
                if listedBy[Int(child)] >= 0 {
                    violations.append("\(described(child)) is listed as a child of both \(listedBy[Int(child)]) and \(node)")
                }
                listedBy[Int(child)] = node
                if nodes[Int(child)].parent != node {
                    violations.append("\(described(child)) is a child of node \(node) but its parent is \(nodes[Int(child)].parent)")
                }
                if child >= node && !resolvesChildrenLater {
                    violations.append("\(described(child)) does not precede its parent \(described(node)) (only the content of a GeometryReader or lazy container may follow its container)")
                }
            }
        }
        for index in nodes.indices {
            let parent = nodes[index].parent
            if parent >= 0 {
                if Int(parent) >= nodes.count {
                    violations.append("node \(index): parent \(parent) is not a node")
                } else if listedBy[index] != parent {
                    violations.append("\(described(Int32(index))) names node \(parent) as its parent but is not in its child block")
                }
            } else if parent == -1 {
                if Int32(index) != root, listedBy[index] >= 0 {
                    violations.append("node \(index) has no parent but is listed as a child of node \(listedBy[index])")
                }
            } else {
                violations.append("node \(index): parent \(parent) is neither a node nor −1")
            }
        }
    }

    /// Traits, leaf payloads and layout storages.
    private func checkReferences(_ violations: inout [String]) {
        var kept = Set<ObjectIdentifier>(minimumCapacity: layoutStorages.count)
        for storage in layoutStorages { kept.insert(ObjectIdentifier(storage)) }
        for index in nodes.indices {
            let traits = nodes[index].traits
            if traits < -1 || Int(traits) >= traitTable.count {
                violations.append("\(described(Int32(index))): trait row \(traits) is outside the trait table (\(traitTable.count) rows)")
            }
            switch nodes[index].kind {
            case .leaf(let payload):
                if payload < 0 || Int(payload) >= leafPayloads.count {
                    violations.append("node \(index): leaf payload \(payload) is outside the payload table (\(leafPayloads.count))")
                }
            case .layout(let reference):
                if !kept.contains(reference.with { ObjectIdentifier($0) }) {
                    violations.append("node \(index): its layout storage is not kept alive by layoutStorages")
                }
            case .spacer, .divider:
                break
            }
        }
        let earlier = layoutStoragesAtLastCheck
        if layoutStorages.count < earlier.count {
            violations.append("layoutStorages shrank from \(earlier.count) to \(layoutStorages.count) entries since the last check (it only grows)")
        } else {
            for index in earlier.indices where earlier[index] !== layoutStorages[index] {
                violations.append("layoutStorages[\(index)] was replaced since the last check (it only grows)")
                break
            }
        }
    }

    /// The facts about children that the flags promise (`NodeFlags`).
    private func checkFlags(_ violations: inout [String]) {
        for index in nodes.indices {
            let node = Int32(index)
            let flags = nodes[index].flags
            let first = Int(nodes[index].firstChild), count = Int(nodes[index].childCount)
            guard first >= 0, count >= 0, first + count <= childList.count else { continue } // reported above
            let children = childList[first..<(first + count)].filter { $0 >= 0 && Int($0) < nodes.count }
            if flags.contains(.constantSize), !flags.contains(.proposalInvariant) {
                violations.append("\(described(node)): constant size without proposal invariance")
            }
            for axis in [Axis.horizontal, .vertical] where !flags.contains(.childrenMayHaveGuides(on: axis)) {
                if let child = children.first(where: { nodes[Int($0)].flags.contains(.mayHaveGuides(on: axis)) }) {
                    violations.append("\(described(node)): child \(child) may have explicit \(axis) guides but the node is not flagged for its children's")
                }
            }
            if flags.contains(.proposalInvariant), !flags.contains(.constantSize) {
                if !flags.isDisjoint(with: .childrenMayHaveGuides) {
                    violations.append("\(described(node)): proposal-invariant although its children may have explicit guides")
                }
                if let child = children.first(where: { !nodes[Int($0)].flags.contains(.proposalInvariant) }) {
                    violations.append("\(described(node)): proposal-invariant although child \(described(child)) is not")
                }
            }
            if flags.contains(.arithmeticFrame) {
                let overLeaf: Bool
                if children.count == 1, case .leaf = nodes[Int(children[0])].kind { overLeaf = true } else { overLeaf = false }
                if !overLeaf || !(layoutStorage(of: node) is FlexFrameLayoutStorage) {
                    violations.append("\(described(node)): flagged arithmeticFrame but is not a flexible frame around one colour or shape")
                }
            }
        }
    }

    /// `subtreeStarts` and the contiguity of stamped subtrees.
    private func checkSubtreeRanges(_ violations: inout [String]) {
        guard !subtreeStarts.isEmpty else { return }
        guard subtreeStarts.count == nodes.count else {
            // Content resolved during layout appends nodes the starts were not computed for.
            if subtreeStarts.count > nodes.count { violations.append("subtreeStarts has \(subtreeStarts.count) entries for \(nodes.count) nodes") }
            return
        }
        var sizes = [Int](repeating: 1, count: nodes.count)
        for index in nodes.indices {
            let first = Int(nodes[index].firstChild), count = Int(nodes[index].childCount)
            guard first >= 0, count >= 0, first + count <= childList.count else { continue }
            var start = Int32(index)
            var ordered = true
            for slot in first..<(first + count) {
                let child = childList[slot]
                guard child >= 0, child < Int32(index) else { ordered = false; continue }
                start = Swift.min(start, subtreeStarts[Int(child)])
                sizes[index] += sizes[Int(child)]
            }
            guard ordered else { continue } // reported with the order
            if subtreeStarts[index] != start {
                violations.append("\(described(Int32(index))): subtree start is \(subtreeStarts[index]), the least index in its subtree is \(start)")
            } else if subtreeStamps.count == nodes.count, subtreeStamps[index] != SubtreeStamp.unknown, sizes[index] != index - Int(start) + 1 {
                violations.append("\(described(Int32(index))): stamped subtree of \(sizes[index]) nodes is not the contiguous range \(start)...\(index)")
            }
        }
    }

    /// Per-pass storage and a relayout's reused ranges.
    private func checkPassStorage(_ violations: inout [String]) {
        guard !memoRows.isEmpty || (nodes.isEmpty && frames.count == 0) else { return } // no pass prepared yet
        for (name, count) in [("frames", frames.count), ("placedProposals", placedProposals.count), ("spacingMemo", spacingMemo.count), ("memoRows", memoRows.count)] where count != nodes.count {
            violations.append("\(name) has \(count) entries for \(nodes.count) nodes")
        }
        for index in nodes.indices where index < memoRows.count {
            let row = Int(memoRows[index])
            guard row != -1 else { continue }
            let memoised: Bool
            if case .layout = nodes[index].kind, nodes[index].flags.isDisjoint(with: .unmemoised) { memoised = true } else { memoised = false }
            let width = SizeMemo.rowWidth(invariant: nodes[index].flags.contains(.proposalInvariant))
            if !memoised {
                violations.append("\(described(Int32(index))): has memo row \(row) but its size is not memoised")
            } else if row < 0 || row + width > memoRowCount {
                violations.append("\(described(Int32(index))): memo row \(row)..<\(row + width) is outside the memo (\(memoRowCount) slots)")
            }
        }
        guard let previous else { return }
        if previous.match.count < nodes.count {
            violations.append("relayout: match has \(previous.match.count) entries for \(nodes.count) nodes")
        }
        var end: Int32 = -1
        for range in previous.reused {
            if range.start <= end || range.end < range.start || Int(range.end) >= nodes.count {
                violations.append("relayout: reused range \(range.start)...\(range.end) overlaps the one before it, is empty or is out of range")
            } else if subtreeStarts.count == nodes.count, subtreeStarts[Int(range.end)] != range.start {
                violations.append("relayout: reused range \(range.start)...\(range.end) is not the subtree of \(described(range.end))")
            }
            end = range.end
        }
    }

    /// The placement calls open and their records (`recordPlacements(of:_:)`).
    private func checkPlacementStack(_ violations: inout [String]) {
        if !placementStackIsEmpty {
            violations.append("placement: \(placementFrames.count) placeSubviews call(s) open and \(placementBuffer.count) record(s) in the buffer between passes")
        }
        var previousBase = 0
        for frame in placementFrames {
            guard frame.container >= 0, Int(frame.container) < nodes.count else {
                violations.append("placement: an open call's container \(frame.container) is not a node")
                continue
            }
            if frame.base < previousBase {
                violations.append("placement: the records of \(described(frame.container)) start at \(frame.base), not after those of the call around it (\(previousBase))")
            }
            if frame.base + Int(nodes[Int(frame.container)].childCount) > placementBuffer.count {
                violations.append("placement: the records of \(described(frame.container)) (\(frame.base) + \(nodes[Int(frame.container)].childCount)) run past the buffer (\(placementBuffer.count))")
            }
            previousBase = frame.base
        }
    }

    /// Whether no placement call is open and the placement buffer is empty: true between passes,
    /// and between two containers' placements within one.
    var placementStackIsEmpty: Bool {
        placementFrames.isEmpty && placementBuffer.isEmpty
    }
}
