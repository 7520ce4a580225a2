/// The placement shortcuts of a full layout (Docs/Engine.md, "Fast paths and the switch that turns them off"): leaves, frames
/// with both dimensions fixed around a leaf, and single children whose frames are arithmetic,
/// placed without a work item or a `placeSubviews` call. `place(root:at:proposal:)` takes them;
/// `fastPathsDisabled` turns them off.
extension LayoutGraph {
    /// Places a colour or shape (`NodeKind.leaf`) of a full layout without a safe area where its
    /// frame put it, as popping its work item would: a leaf has no children, no viewport and no
    /// deferred content, so its frame and proposal are all there is to record.
    @inline(__always)
    func placeLeafDirectly(_ item: LayoutScratch.WorkItem) {
        statistics.viewsPlaced += 1
        frames[Int(item.node)] = CGRect(origin: item.origin, size: drawable(item.size, of: item.node, proposal: item.proposal))
        placedProposals[Int(item.node)] = PackedProposal(item.proposal)
    }

    /// Places a frame with both dimensions fixed around a colour or shape (`leafFillingFixedFrame`),
    /// queued by its container as `item`, and its leaf, as popping the item and then the leaf's
    /// would in a full layout without a safe area or cancellation: the frame at the size its
    /// container found (its constant size), with the proposal it was given, and the leaf filling
    /// it. Returns false (and does nothing) for other nodes, or when the size differs.
    @inline(__always)
    func placeFixedFrameDirectly(_ item: LayoutScratch.WorkItem) -> Bool {
        let node = item.node
        guard nodes[Int(node)].flags.contains(.constantSize), case .layout(let reference) = nodes[Int(node)].kind,
              !item.size.width.isNaN else { return false }
        let bounds = CGRect(origin: item.origin, size: item.size)
        guard let leaf = leafFillingFixedFrame(node, reference, bounds) else { return false }
        // The frame: `drawable` leaves its finite, non-negative size as it is.
        statistics.viewsPlaced += 1
        frames[Int(node)] = bounds
        placedProposals[Int(node)] = PackedProposal(item.proposal)
        placeLeafDirectly((leaf, bounds.origin, ProposedViewSize(bounds.size), bounds.size))
        return true
    }

    /// The child of a frame (`singleChildPlacement`) where the frame's `placeSubviews` would put it,
    /// computed directly: the same origin, proposal and size as recording the placement and
    /// resolving it. Nil (the caller then goes the recorded way, which reports what it repairs)
    /// for other layouts, and when the placement needs a repair: a non-finite position, a NaN or
    /// negative proposal, or a frame that ends up at a non-finite position.
    func directlyPlacedChild(of node: Int32, _ reference: LayoutStorageReference, in bounds: CGRect, _ proposal: ProposedViewSize) -> LayoutScratch.WorkItem? {
        guard nodes[Int(node)].childCount == 1 else { return nil }
        let child = childList[Int(nodes[Int(node)].firstChild)]
        // A flexible frame around a colour or shape: the same placement by arithmetic, with the
        // child's size, and without copying the layout out of its storage.
        let overLeaf = nodes[Int(node)].flags.contains(.arithmeticFrame) ? reference.with { storage in
            type(of: storage) == FlexFrameLayoutStorage.self ? unsafeDowncast(storage, to: FlexFrameLayoutStorage.self).placementOverLeaf(in: bounds, proposal) : nil
        } : nil
        guard let placement = overLeaf.map({ (origin: $0.origin, proposal: $0.proposal) })
                ?? reference.with({ $0.singleChildPlacement(in: bounds, proposal, child: LayoutSubview(graph: self, node: child, slot: 0, container: node)) }),
              placement.origin.x.isFinite, placement.origin.y.isFinite,
              placement.proposal.width.map({ $0 >= 0 }) ?? true, placement.proposal.height.map({ $0 >= 0 }) ?? true else { return nil }
        let size = overLeaf?.size ?? size(of: child, proposal: placement.proposal)
        // The arithmetic of `RecordedPlacements.resolved` for the top-leading anchor `place` uses,
        // and of the mirroring below (an infinite size makes it NaN there too: then the recorded
        // way reports it).
        var frame = CGRect(origin: CGPoint(x: placement.origin.x - UnitPoint.topLeading.x * size.width,
                                           y: placement.origin.y - UnitPoint.topLeading.y * size.height), size: size)
        if nodes[Int(node)].flags.contains(.rightToLeft) {
            frame.origin.x = bounds.minX + bounds.maxX - frame.maxX
        }
        let origin = frame.origin
        guard origin.x.isFinite, origin.y.isFinite else { return nil }
        return (child, origin, placement.proposal, size)
    }

    /// The child of `node` when `node` is a frame with both dimensions fixed (and not negative)
    /// around a single colour or shape, placed at that size; else nil.
    @inline(__always)
    func leafFillingFixedFrame(_ node: Int32, _ reference: LayoutStorageReference, _ bounds: CGRect) -> Int32? {
        guard let leaf = fixedFrameLeaf(of: node, reference) else { return nil }
        let size = nodes[Int(node)].constantSize
        guard size.width >= 0, size.height >= 0, bounds.size == size else { return nil }
        return leaf
    }
}
