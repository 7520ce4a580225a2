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
    /// subviews of the container, which stay in the placement buffer until `release(_:)`. Calls
    /// may nest: each has its own frame of records, after those of the calls around it, and
    /// releases it before they read theirs.
    func recordPlacements(of subviews: LayoutSubviews, _ body: () -> Void) -> RecordedPlacements {
        let base = placementBuffer.count
        placementBuffer.append(contentsOf: repeatElement(PlacementRecord(), count: Int(nodes[Int(subviews.container)].childCount)))
        placementFrames.append((subviews.container, base))
        #if ARRANGE_INTERNAL_CHECKS
        let depth = placementFrames.count
        #endif
        body()
        #if ARRANGE_INTERNAL_CHECKS
        // Nested calls have popped their frames and released their records.
        precondition(placementFrames.count == depth && placementFrames[depth - 1].container == subviews.container && placementFrames[depth - 1].base == base,
                     "placement: the placeSubviews call of \(identityPath(of: subviews.container)) ended with \(placementFrames.count) open calls (expected \(depth), its own last)")
        precondition(placementBuffer.count >= base + Int(nodes[Int(subviews.container)].childCount) || lazyContent[subviews.container] != nil,
                     "placement: records of \(identityPath(of: subviews.container)) were released before its call ended")
        #endif
        placementFrames.removeLast()
        // A lazy container may have built subviews while placing.
        growPlacementBuffer(to: base + Int(nodes[Int(subviews.container)].childCount))
        return RecordedPlacements(graph: Unmanaged.passUnretained(self), base: base)
    }

    /// Drops the records of `placements` (and anything recorded after them); the buffer keeps its
    /// capacity for the rest of the pass.
    func release(_ placements: RecordedPlacements) {
        placementBuffer.removeSubrange(placements.base...)
    }

    /// Places the whole tree: `root` at `origin` with `proposal`, then every descendant where its
    /// container puts it. Iterative, so deep trees need no deep recursion here.
    func place(root: Int32, at origin: CGPoint, proposal: ProposedViewSize) {
        stackThreshold = StackGuard.currentThreshold
        // Buffers from an earlier pass (LayoutScratch), given back when the pass ends.
        var scratch = LayoutScratch.take()
        var work = scratch.work
        swap(&placementBuffer, &scratch.placementBuffer)
        swap(&stackScratch, &scratch.stack)
        // Read once per pass (`LayoutGraph+FastPaths`).
        let fastPaths = !fastPathsDisabled
        defer {
            scratch.work = work
            #if ARRANGE_INTERNAL_CHECKS
            precondition(placementStackIsEmpty, "placement: \(placementFrames.count) placeSubviews call(s) open and \(placementBuffer.count) record(s) left at the end of the pass")
            #endif
            swap(&placementBuffer, &scratch.placementBuffer)
            swap(&stackScratch, &scratch.stack)
            LayoutScratch.keep(scratch)
            #if ARRANGE_INTERNAL_CHECKS
            _checkInvariants()
            #endif
        }
        work.append((root, origin, proposal, LayoutScratch.unknownSize))
        while let popped = work.popLast() {
            let node = popped.node
            #if ARRANGE_INTERNAL_CHECKS
            // Every container's records are released before the next node is placed.
            precondition(placementStackIsEmpty, "placement: records left in the buffer before placing \(identityPath(of: node))")
            #endif
            if cancellation != nil, checkCancellation() { return }
            if previous != nil, isUnchanged(node), movePreviousFrames(of: node, to: popped.origin, proposal: popped.proposal) {
                continue
            }
            statistics.viewsPlaced += 1
            // The size the container found when it resolved the placement, if it did: the memoised or
            // computed answer for this exact proposal, not asked again.
            let size = drawable(popped.size.width.isNaN || !fastPaths ? size(of: node, proposal: popped.proposal) : popped.size, of: node, proposal: popped.proposal)
            // `item` and `bounds` are constants: the closures below capture them, and a captured
            // variable would be boxed on the heap for every node placed.
            let (item, bounds) = usesSafeArea
                ? placementIgnoringSafeArea(popped, node: node, bounds: CGRect(origin: popped.origin, size: size))
                : (popped, CGRect(origin: popped.origin, size: size))
            frames[Int(node)] = bounds
            placedProposals[Int(node)] = PackedProposal(item.proposal)
            if !scrollViewAxes.isEmpty, scrollViewAxes[node] != nil {
                // The viewport lazy containers in the scroll view build their visible elements
                // for; recorded here, where the frame is final (not when an alignment query
                // places the scroll view's content at the origin).
                let changed = viewports[node] != bounds
                viewports[node] = bounds
                if changed, !lazyContent.isEmpty { forgetMeasurementsBeforeViewport(of: node) }
            }
            if !deferredContent.isEmpty, deferredContent[node] != nil {
                resolveDeferredContent(of: node, in: bounds)
            }
            guard case .layout(let reference) = nodes[Int(node)].kind, nodes[Int(node)].childCount > 0 || (!lazyContent.isEmpty && lazyContent[node] != nil) else { continue }
            if fastPaths, let leaf = leafFillingFixedFrame(node, reference, bounds) {
                // The leaf is proposed the frame's size and takes it, so it fills the frame whatever
                // the alignment (FrameLayout.childPlacement): no placement call is needed. In a full
                // layout without a safe area its frame is written here, as popping it would (a leaf
                // has no children, no viewport, no deferred content); a relayout queues it, as it
                // may keep its previous frame (`movePreviousFrames`).
                if previous == nil && !usesSafeArea {
                    placeLeafDirectly((leaf, bounds.origin, ProposedViewSize(bounds.size), bounds.size))
                    continue
                }
                work.append((leaf, bounds.origin, ProposedViewSize(bounds.size), bounds.size))
                continue
            }
            if fastPaths, let child = directlyPlacedChild(of: node, reference, in: bounds, item.proposal) {
                // A frame: where `placeSubviews` would put its child, without recording it. A
                // colour or shape in it is placed at once in a full layout, as above.
                if previous == nil && !usesSafeArea, case .leaf = nodes[Int(child.node)].kind {
                    placeLeafDirectly(child)
                    continue
                }
                if work.capacity == work.count { work.reserveCapacity(Swift.max(2 * work.capacity, 16)) }
                work.append(child)
                continue
            }
            let subviews = LayoutSubviews(graph: self, container: node)
            // With anchors in the graph, children are placed first to last (the work list is a
            // stack), so that a view's anchor has its frame when a later view's `GeometryReader`
            // content reads it (an `overlayPreferenceValue` overlay comes after the view).
            let queuedFrom = work.count
            let placesInOrder = !preferences.anchors.isEmpty
            let mirror = nodes[Int(node)].flags.contains(.rightToLeft)
            let firstChild = Int(nodes[Int(node)].firstChild)
            // Room for all the children at once (geometric, so deep chains stay linear).
            if work.capacity - work.count < Int(nodes[Int(node)].childCount) {
                work.reserveCapacity(Swift.max(2 * work.capacity, work.count + Int(nodes[Int(node)].childCount)))
            }
            /// The work item of subview `index` at `frame` (in the container's coordinates, before
            /// mirroring).
            func queued(_ index: Int, _ child: Int32, _ frame: CGRect, _ childProposal: ProposedViewSize) -> LayoutScratch.WorkItem {
                var frame = frame
                if mirror {
                    frame.origin.x = bounds.minX + bounds.maxX - frame.maxX
                }
                if !frame.origin.x.isFinite || !frame.origin.y.isFinite {
                    report("subview \(index) ended at a non-finite position (\(frame.origin.x), \(frame.origin.y)); used the container's origin on that axis", at: node, rule: .positionIsFinite)
                    if !frame.origin.x.isFinite { frame.origin.x = bounds.minX }
                    if !frame.origin.y.isFinite { frame.origin.y = bounds.minY }
                }
                return (child, frame.origin, childProposal, frame.size)
            }
            // Subviews that are fixed frames around a colour or shape are placed at once, frame and
            // leaf, as popping their work items would (`placeFixedFrameDirectly`), in a full layout
            // without a safe area, cancellation, deferred content or anchors (whose order matters).
            let placesFixedFramesAtOnce = previous == nil && !usesSafeArea && cancellation == nil && !placesInOrder && deferredContent.isEmpty
            // Appended through a pointer: a closure capturing `work` itself would have each append
            // checked for exclusive access at run time.
            let placedDirectly = fastPaths && withUnsafeMutablePointer(to: &work) { work in
                reference.with { storage in
                    inheritCacheIfNeeded(node, storage)
                    return storage.placeDirectly(in: bounds, item.proposal, subviews) { index, origin, childProposal, size in
                        // A stack: the same frames and proposals as recording the placements
                        // (a NaN dimension repaired and reported, `recordPlacement`) and resolving them.
                        let child = queued(index, childList[firstChild + index], CGRect(origin: origin, size: size), sanitized(childProposal, from: node))
                        if placesFixedFramesAtOnce, placeFixedFrameDirectly(child) { return }
                        work.pointee.append(child)
                    }
                }
            }
            if placedDirectly {
                if placesInOrder { work[queuedFrom...].reverse() }
                continue
            }
            let placements = reference.with { storage in
                inheritCacheIfNeeded(node, storage)
                return countingSubviewQueries(of: node, in: "placeSubviews") {
                    recordPlacements(of: subviews) {
                        storage.placeSubviews(in: bounds, item.proposal, subviews)
                    }
                }
            }
            for (index, child) in children(of: node).enumerated() {
                if placements.isExcluded(index) {
                    // Storage shared with the previous layout may hold frames for it.
                    if previous?.sharesStorage == true { clearFrames(ofSubtree: child) }
                    continue
                }
                if !placements.isPlaced(index) { reportUnplaced(index, of: node, reference.object) }
                let (frame, childProposal) = placements.resolved(index, container: bounds, containerProposal: item.proposal, graph: self, node: child)
                work.append(queued(index, child, frame, childProposal))
            }
            if placesInOrder { work[queuedFrom...].reverse() }
            release(placements)
        }
    }

    /// Whether `CGRect.null` has an infinite origin on both axes, so that moving it by a finite
    /// offset leaves it null (`movePreviousFrames`).
    private static let nullFrameSurvivesMoves: Bool = {
        let moved = CGRect(origin: CGPoint(x: CGRect.null.origin.x + 1, y: CGRect.null.origin.y - 1), size: CGRect.null.size)
        return CGRect.null.origin.x.isInfinite && CGRect.null.origin.y.isInfinite && moved.isNull && moved == .null
    }()

    /// Gives an unchanged node placed with the proposal it had in the previous layout, and its
    /// whole subtree, their previous frames moved to the node's new origin. Returns false (and does
    /// nothing) when the node was placed otherwise before.
    private func movePreviousFrames(of node: Int32, to origin: CGPoint, proposal: ProposedViewSize) -> Bool {
        guard let previous else { return false }
        let old = previous.graph
        let oldNode = Int(previous.match(of: node))
        guard oldNode >= 0 else { return false }
        // When the storage was taken over, a node's previous values are at its own index until it is
        // placed (and the node is not placed yet).
        let took = previous.tookStorage
        let oldFrame = took ? frames[oldNode] : old.frames[oldNode]
        // A proposal-invariant subtree has the same frames for every proposal; the proposals its
        // descendants were placed with are kept from the previous layout.
        let invariant = nodes[Int(node)].flags.contains(.proposalInvariant)
        guard !oldFrame.isNull, invariant || (took ? placedProposals[oldNode] : old.placedProposals[oldNode]) == PackedProposal(proposal) else { return false }
        let dx = origin.x - oldFrame.origin.x, dy = origin.y - oldFrame.origin.y
        if let range = previous.reusedRange(containing: node) {
            // A contiguous range: moved in one tight loop, or left as it is when the storage is the
            // previous layout's and nothing moved.
            let start = Int(subtreeStarts[Int(node)]), end = Int(node), offset = Int(range.offset)
            let inPlace = previous.sharesStorage && offset == 0
            if took, dx != 0 || dy != 0 {
                // Branch-free: a null frame's origin is infinite and stays so when moved by a
                // finite offset (checked once, `nullFrameSurvivesMoves`), so every frame is moved.
                if Self.nullFrameSurvivesMoves {
                    frames.withChunks(in: start..<(end + 1)) { frames, _ in
                        for index in frames.indices {
                            frames[index].origin.x += dx
                            frames[index].origin.y += dy
                        }
                    }
                } else {
                    frames.withChunks(in: start..<(end + 1)) { frames, _ in
                        for index in frames.indices {
                            let frame = frames[index]
                            if !frame.isNull { frames[index].origin = CGPoint(x: frame.origin.x + dx, y: frame.origin.y + dy) }
                        }
                    }
                }
            } else if !took, !inPlace || dx != 0 || dy != 0 {
                let oldFrames = old.frames
                frames.withChunks(in: start..<(end + 1)) { frames, first in
                    for index in frames.indices {
                        let frame = oldFrames[first + index + offset]
                        frames[index] = frame.isNull ? .null : CGRect(origin: CGPoint(x: frame.origin.x + dx, y: frame.origin.y + dy), size: frame.size)
                    }
                }
            }
            if !inPlace {
                let oldProposals = old.placedProposals
                placedProposals.withChunks(in: start..<(end + 1)) { proposals, first in
                    for index in proposals.indices { proposals[index] = oldProposals[first + index + offset] }
                }
            }
            if placedProposals[end] != PackedProposal(proposal) { placedProposals[end] = PackedProposal(proposal) }
            return true
        }
        var work: [Int32] = [node]
        while let current = work.popLast() {
            let index = Int(current)
            let source = Int(previous.match(of: current))
            let frame = took ? frames[source] : old.frames[source]
            frames[index] = frame.isNull ? .null : CGRect(x: frame.origin.x + dx, y: frame.origin.y + dy, width: frame.width, height: frame.height)
            placedProposals[index] = current == node ? PackedProposal(proposal) : (took ? placedProposals[source] : old.placedProposals[source])
            let record = nodes[index]
            if record.childCount > 0 {
                work.append(contentsOf: childList[Int(record.firstChild)..<Int(record.firstChild + record.childCount)])
            }
        }
        return true
    }

    /// Gives `node` and its subtree no frame: they are not part of this layout.
    private func clearFrames(ofSubtree node: Int32) {
        var work: [Int32] = [node]
        while let current = work.popLast() {
            frames[Int(current)] = .null
            placedProposals[Int(current)] = .unspecified
            work.append(contentsOf: children(of: current))
        }
    }

    /// The size of a node as placed, `size` being its answer to `proposal`: infinite dimensions
    /// cannot be drawn, so they are reported and replaced by 0.
    func drawable(_ size: CGSize, of node: Int32, proposal: ProposedViewSize) -> CGSize {
        var size = size
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
        guard let storage = layoutStorage(of: subview.container), !storage.isBuiltin else { return }
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
