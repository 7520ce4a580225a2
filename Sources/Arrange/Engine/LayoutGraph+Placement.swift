extension LayoutGraph {
    /// Records a placement made by `placeSubviews`.
    ///
    /// A call outside the container's `placeSubviews` is reported and ignored; a non-finite
    /// position is reported and replaced by the centre placement.
    func recordPlacement(of subview: LayoutSubview, at position: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize) {
        guard let frame = placementFrames.last, frame.container == subview.container else {
            report("place(at:anchor:proposal:) was called outside placeSubviews(in:proposal:subviews:cache:); ignored it", at: subview.container, rule: .placeOnlyInPlaceSubviews)
            return
        }
        guard position.x.isFinite, position.y.isFinite, anchor.x.isFinite, anchor.y.isFinite else {
            report("placed subview \(subview.slot) at a non-finite position (\(position.x), \(position.y)); centred it instead", at: subview.container, rule: .positionIsFinite)
            return
        }
        growPlacementBuffer(to: frame.base + Int(subview.slot) + 1)
        if placementBuffer[frame.base + Int(subview.slot)].isPlaced {
            reportRepeatedPlacement(of: subview)
        }
        placementBuffer[frame.base + Int(subview.slot)] = PlacementRecord(isPlaced: true, position: position, anchor: anchor, proposal: sanitized(proposal, from: subview.container))
    }

    /// Records that a container removed one of its subviews from the layout: it is not placed, so
    /// it has no frame.
    func recordExclusion(of subview: LayoutSubview) {
        guard let frame = placementFrames.last, frame.container == subview.container else { return }
        growPlacementBuffer(to: frame.base + Int(subview.slot) + 1)
        placementBuffer[frame.base + Int(subview.slot)] = PlacementRecord(isExcluded: true)
    }

    /// Makes room for the records of subviews a lazy container built while placing.
    private func growPlacementBuffer(to count: Int) {
        if placementBuffer.count < count {
            placementBuffer.append(contentsOf: repeatElement(PlacementRecord(), count: count - placementBuffer.count))
        }
    }

    /// Runs `body` (a call of `placeSubviews`) and returns the placements it recorded for the
    /// subviews of the container. Calls may nest: each has its own frame of records.
    func recordPlacements(of subviews: LayoutSubviews, _ body: () -> Void) -> RecordedPlacements {
        let base = placementBuffer.count
        placementBuffer.append(contentsOf: repeatElement(PlacementRecord(), count: Int(nodes[Int(subviews.container)].childCount)))
        placementFrames.append((subviews.container, base))
        body()
        placementFrames.removeLast()
        // A lazy container may have built subviews while placing.
        let count = Int(nodes[Int(subviews.container)].childCount)
        growPlacementBuffer(to: base + count)
        let records = count == 1
            ? RecordedPlacements(single: placementBuffer[base], records: [])
            : RecordedPlacements(single: nil, records: Array(placementBuffer[base..<(base + count)]))
        placementBuffer.removeLast(placementBuffer.count - base)
        return records
    }

    /// Places the whole tree: `root` at `origin` with `proposal`, then every descendant where its
    /// container puts it. Iterative, so deep trees need no deep recursion here.
    func place(root: Int32, at origin: CGPoint, proposal: ProposedViewSize) {
        var work: [(node: Int32, origin: CGPoint, proposal: ProposedViewSize)] = [(root, origin, proposal)]
        while let item = work.popLast() {
            let node = item.node
            if cancellation != nil, checkCancellation() { return }
            if previous != nil, nodes[Int(node)].flags.contains(.unchanged), movePreviousFrames(of: node, to: item.origin, proposal: item.proposal) {
                continue
            }
            statistics.viewsPlaced += 1
            let size = placedSize(of: node, proposal: item.proposal)
            let bounds = CGRect(origin: item.origin, size: size)
            frames[Int(node)] = bounds
            placedProposals[Int(node)] = item.proposal
            if !scrollViewAxes.isEmpty, scrollViewAxes[node] != nil {
                // The viewport lazy containers in the scroll view build their visible elements
                // for; recorded here, where the frame is final (not when an alignment query
                // places the scroll view's content at the origin).
                viewports[node] = bounds
            }
            if !deferredContent.isEmpty, deferredContent[node] != nil {
                resolveDeferredContent(of: node, in: bounds)
            }
            let record = nodes[Int(node)]
            guard case .layout(let storage) = record.kind, record.childCount > 0 || (!lazyContent.isEmpty && lazyContent[node] != nil) else { continue }
            let subviews = LayoutSubviews(graph: self, container: node)
            inheritCacheIfNeeded(node, storage)
            let placements = countingSubviewQueries(of: node, in: "placeSubviews") {
                recordPlacements(of: subviews) {
                    storage.placeSubviews(in: bounds, item.proposal, subviews)
                }
            }
            let mirror = nodes[Int(node)].flags.contains(.rightToLeft)
            for (index, child) in children(of: node).enumerated() where !placements.isExcluded(index) {
                if !placements.isPlaced(index) { reportUnplaced(index, of: node, storage) }
                var (frame, childProposal) = placements.resolved(index, container: bounds, containerProposal: item.proposal, graph: self, node: child)
                if mirror {
                    frame.origin.x = bounds.minX + bounds.maxX - frame.maxX
                }
                if !frame.origin.x.isFinite || !frame.origin.y.isFinite {
                    report("subview \(index) ended at a non-finite position (\(frame.origin.x), \(frame.origin.y)); used the container's origin on that axis", at: node, rule: .positionIsFinite)
                    if !frame.origin.x.isFinite { frame.origin.x = bounds.minX }
                    if !frame.origin.y.isFinite { frame.origin.y = bounds.minY }
                }
                work.append((child, frame.origin, childProposal))
            }
        }
    }

    /// Gives an unchanged node placed with the proposal it had in the previous layout, and its
    /// whole subtree, their previous frames moved to the node's new origin. Returns false (and does
    /// nothing) when the node was placed otherwise before.
    private func movePreviousFrames(of node: Int32, to origin: CGPoint, proposal: ProposedViewSize) -> Bool {
        guard let previous else { return false }
        let old = previous.graph
        let match = previous.match
        let oldNode = Int(match[Int(node)])
        let oldFrame = old.frames[oldNode]
        // A proposal-invariant subtree has the same frames for every proposal; the proposals its
        // descendants were placed with are kept from the previous layout.
        let invariant = nodes[Int(node)].flags.contains(.proposalInvariant)
        guard !oldFrame.isNull, invariant || old.placedProposals[oldNode] == proposal else { return false }
        let dx = origin.x - oldFrame.origin.x, dy = origin.y - oldFrame.origin.y
        var work: [Int32] = [node]
        while let current = work.popLast() {
            let index = Int(current)
            let source = Int(match[index])
            let frame = old.frames[source]
            frames[index] = frame.isNull ? .null : CGRect(x: frame.origin.x + dx, y: frame.origin.y + dy, width: frame.width, height: frame.height)
            placedProposals[index] = current == node ? proposal : old.placedProposals[source]
            let record = nodes[index]
            if record.childCount > 0 {
                work.append(contentsOf: childList[Int(record.firstChild)..<Int(record.firstChild + record.childCount)])
            }
        }
        return true
    }

    /// The size of a node as placed: infinite dimensions cannot be drawn, so they are reported and
    /// replaced by 0.
    private func placedSize(of node: Int32, proposal: ProposedViewSize) -> CGSize {
        var size = size(of: node, proposal: proposal)
        if !size.width.isFinite {
            report("has an infinite width when proposed \(proposal); used 0", at: node, rule: .placedSizeIsFinite)
            size.width = 0
        }
        if !size.height.isFinite {
            report("has an infinite height when proposed \(proposal); used 0", at: node, rule: .placedSizeIsFinite)
            size.height = 0
        }
        return size
    }
}

extension LayoutGraph {
    /// Reports a second `place(at:anchor:proposal:)` of the same subview in one `placeSubviews`
    /// call: the later placement wins (as documented for `LayoutSubview.place`).
    func reportRepeatedPlacement(of subview: LayoutSubview) {
        guard case .layout(let storage) = nodes[Int(subview.container)].kind, !storage.isBuiltin else { return }
        report("placed subview \(subview.slot) more than once in one placeSubviews call; used the last placement", at: subview.container, rule: .placeEachSubviewOnce)
    }

    /// Reports a subview that a custom layout's `placeSubviews` never placed: it is centred in
    /// the container with the container's proposal (Apple's documentation of
    /// `place(at:anchor:proposal:)`). Arrange's own layouts leave subviews unplaced only on
    /// purpose, so only custom layouts are reported.
    func reportUnplaced(_ index: Int, of node: Int32, _ storage: AnyLayoutStorage) {
        guard !storage.isBuiltin else { return }
        report("placeSubviews did not place subview \(index); centred it with the container's proposal", at: node, rule: .placeEverySubview)
    }
}
