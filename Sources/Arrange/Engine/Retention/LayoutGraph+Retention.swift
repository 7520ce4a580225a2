/// What a graph needs to keep views from the previous update's graph (`RetainedViews`,
/// Docs/Engine.md, "Retained views").
extension LayoutGraph {
    /// Gives `node` the explicit identifier `id` (`.id(_:)`), recording it in order.
    func recordID(_ id: AnyHashable, on node: Int32) {
        idMarks.append((node, id))
    }

    /// The explicit identifier (`.id(_:)`) of `node`: the last one it was given, or nil. Found
    /// from `idMarks`, filed by node when first asked for (an update that keeps ten thousand rows
    /// gives ten thousand identifiers again, and drawing and hit testing ask afterwards) and
    /// extended as marks are added.
    func explicitID(of node: Int32) -> AnyHashable? {
        while identifierIndex.nodeMarks < idMarks.count {
            let mark = idMarks[identifierIndex.nodeMarks]
            identifierIndex.byNode[mark.node] = mark.id
            identifierIndex.nodeMarks += 1
        }
        return identifierIndex.byNode[node]
    }

    /// The node of each explicit identifier: the last node marked with it.
    var nodesByID: [AnyHashable: Int32] { indexIdentifiers().nodes }

    /// Identifiers given to more than one node (as in each candidate of a `ViewThatFits`), with
    /// all their nodes in the order they were marked.
    var sharedIDs: [AnyHashable: [Int32]] { indexIdentifiers().shared }

    /// The nodes marked with `id`, in the order they were marked. A host's `tap(on:)` looks up one
    /// identifier per update, in a new graph each time: the first lookup in a graph scans the
    /// marks (a comparison each) instead of indexing them (a hash and an insertion each); later
    /// lookups index them once.
    func nodes(withID id: AnyHashable) -> [Int32] {
        if identifierIndex.marks == 0, !identifierIndex.scannedOnce {
            identifierIndex.scannedOnce = true
            var found: [Int32] = []
            for mark in idMarks where mark.id == id { found.append(mark.node) }
            return found
        }
        let index = indexIdentifiers()
        if let shared = index.shared[id] { return shared }
        return index.nodes[id].map { [$0] } ?? []
    }

    /// `identifierIndex` brought up to date with `idMarks` (marks are only ever appended).
    private func indexIdentifiers() -> IdentifierIndex {
        while identifierIndex.marks < idMarks.count {
            let mark = idMarks[identifierIndex.marks]
            if let other = identifierIndex.nodes.updateValue(mark.node, forKey: mark.id), other != mark.node {
                identifierIndex.shared[mark.id, default: [other]].append(mark.node)
            }
            identifierIndex.marks += 1
        }
        return identifierIndex
    }

    /// Reserves room for a tree as large as `other`'s in the storage resolving fills: the nodes,
    /// child lists, payloads, trait rows, layout storages, identifiers and interaction writes.
    func reserveCapacity(like other: LayoutGraph) {
        nodes.reserveCapacity(other.nodes.count)
        childList.reserveCapacity(other.childList.count)
        leafPayloads.reserveCapacity(other.leafPayloads.count)
        traitTable.reserveCapacity(other.traitTable.count)
        layoutStorages.reserveCapacity(other.layoutStorages.count)
        idMarks.reserveCapacity(other.idMarks.count)
        interactions.reserveCapacity(like: other.interactions)
    }

    /// Gives again, for nodes kept from `old` and moved by `delta`, the identifiers `range` of
    /// `old.idMarks`.
    func replayIDs(_ range: Range<Int32>, of old: LayoutGraph, movedBy delta: Int32) {
        for index in Int(range.lowerBound)..<Int(range.upperBound) {
            let mark = old.idMarks[index]
            recordID(mark.id, on: mark.node + delta)
        }
    }

    /// A number that changes whenever resolving adds to the parts of the graph a kept view's copy
    /// does not carry: content resolved during layout, scroll views, coordinate spaces, the safe
    /// area, transactions, matched geometry, preferences and diagnostics. A view whose resolution
    /// changed it is not kept.
    var retentionSignature: Int {
        deferredContent.count &+ lazyContent.count &+ scrollViewAxes.count &+ coordinateSpaceNames.count
            &+ safeAreaIgnoringEdges.count &+ transactionModifiers.count &+ matchedGeometry.count
            &+ preferences.operations.count &+ preferences.observers.count &+ preferences.anchors.count
            &+ preferences.keys.count &+ diagnostics.count &+ (usesContainerSizes ? 1 << 40 : 0) &+ (usesSafeArea ? 1 << 41 : 0)
    }
}
