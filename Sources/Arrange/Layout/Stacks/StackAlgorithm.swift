/// The algorithm `HStackLayout` and `VStackLayout` share, with the axes as parameters.
///
/// It follows Docs/LayoutRules.md §4 ("HStack / VStack"), reconstructed from SwiftUI's binary and cross-checked
/// by measurements: per-pair spacing, priority groups that reserve the minimum lengths of lower
/// groups, least-flexible-first ordering and an equal split of what remains.
struct StackAlgorithm {
    /// The stacking ("major") axis.
    let axis: Axis
    /// The alignment guide across the stack.
    let alignment: AlignmentKey
    /// An explicit spacing that replaces every pairwise distance, or nil for per-pair spacing.
    let spacing: CGFloat?

    /// Step 0: the distance before each subview, from the subviews' spacing preferences (Docs/LayoutRules.md §3)
    /// or the explicit spacing.
    func makeCache(_ subviews: LayoutSubviews) -> _StackLayoutCache {
        let subviews = subviews.unchecked
        let count = subviews.count
        guard count > 1 else { return _StackLayoutCache(distances: [], internalSpacing: 0, lastSizing: nil, sizingOrder: nil) }
        if let spacing {
            return _StackLayoutCache(distances: [], uniformDistance: spacing, internalSpacing: spacing * CGFloat(count - 1), lastSizing: nil, sizingOrder: nil)
        }
        // Distances are kept in an array only once one differs from the first. Neighbours with plain
        // preferences (colours, frames around them: most subviews) are the plain distance apart,
        // found without building their preferences.
        var distances: [CGFloat] = []
        var uniform: CGFloat = 0
        var total: CGFloat = 0
        let plainDistance = ViewSpacing.plain.distance(to: .plain, along: axis)
        var previous = subviews[subviews.startIndex]
        var previousIsPlain = previous.hasPlainSpacing
        for index in 1..<count {
            let current = subviews[subviews.startIndex + index]
            let currentIsPlain = current.hasPlainSpacing
            let distance = previousIsPlain && currentIsPlain
                ? plainDistance
                : previous.spacing.distance(to: current.spacing, along: axis)
            if index == 1 {
                uniform = distance
            } else if distances.isEmpty && distance != uniform {
                distances = [CGFloat](repeating: uniform, count: count)
                distances[0] = 0
            }
            if !distances.isEmpty { distances[index] = distance }
            total += distance
            previous = current
            previousIsPlain = currentIsPlain
        }
        return _StackLayoutCache(distances: distances, uniformDistance: uniform, internalSpacing: total, lastSizing: nil, sizingOrder: nil)
    }

    /// The stack's own spacing preferences: the union of every subview's cross-axis edges, the
    /// first subview's leading (top) edge and the last one's trailing (bottom) edge (Docs/LayoutRules.md §3).
    func spacing(_ subviews: LayoutSubviews) -> ViewSpacing {
        let subviews = subviews.unchecked
        guard let first = subviews.first, let last = subviews.last else { return .zero }
        // Plain subviews only (the common case): the union is plain too, without building it.
        if subviews.allSatisfy({ $0.hasPlainSpacing || $0.spacing.isPlain }) { return .plain }
        let (leadingEdge, trailingEdge, crossEdges): (Edge.Set, Edge.Set, Edge.Set) = axis == .horizontal
            ? (.leading, .trailing, .vertical)
            : (.top, .bottom, .horizontal)
        var union = ViewSpacing()
        for subview in subviews {
            union.formUnion(subview.spacing, edges: crossEdges)
        }
        union.formUnion(first.spacing, edges: leadingEdge)
        union.formUnion(last.spacing, edges: trailingEdge)
        return union
    }

    /// Sizes the stack and its subviews for `proposal`, reusing the cached sizing when the
    /// proposal is the same.
    ///
    /// Only a sizing that placement may reuse is kept: placement fills in a nil cross-axis
    /// proposal (`place(in:_:_:_:)`), so a sizing for one is never placed, and the engine memoises
    /// sizes per proposal. Memory matters here: one kept sizing per stack of a large tree.
    func sizing(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout _StackLayoutCache) -> StackSizing {
        let subviews = subviews.unchecked
        if let last = cache.lastSizing, last.proposal == proposal { return last.result }
        if var replaced = cache.lastSizing {
            cache.lastSizing = nil
            subviews.withGraph { $0.stackScratch.recycle(&replaced.result.children) }
        }
        let result = computeSizing(proposal, subviews, &cache)
        if proposal[axis.other] != nil { cache.lastSizing = (proposal, result) }
        return result
    }

    /// The stack's size for `proposal` (`sizing`); a sizing that is not kept lends its buffer to
    /// the next one (`StackScratch`).
    func size(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout _StackLayoutCache) -> CGSize {
        let subviews = subviews.unchecked
        var result = sizing(proposal, subviews, &cache)
        if proposal[axis.other] == nil {
            subviews.withGraph { $0.stackScratch.recycle(&result.children) }
        }
        return result.size
    }

    private func computeSizing(_ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout _StackLayoutCache) -> StackSizing {
        let subviews = subviews.unchecked
        let count = subviews.count
        let minor = proposal[axis.other]
        var children = subviews.withGraph { $0.stackScratch.takeChildren(count: count) }
        children.append(contentsOf: repeatElement(StackSizing.Child(proposal: ProposedViewSize(axis, major: nil, minor: minor), size: .zero, crossOffset: 0), count: count))
        if let major = proposal[axis] {
            distribute(major, minor: minor, subviews, &cache, &children)
        } else {
            // A nil major proposal asks every subview for its ideal length (Docs/LayoutRules.md §4).
            for index in 0..<count {
                children[index].size = subviews[subviews.startIndex + index].sizeThatFits(children[index].proposal)
            }
        }
        var majorLength = cache.internalSpacing
        for child in children { majorLength += child.size[axis] }
        let crossLength = alignCross(subviews, &children)
        return StackSizing(children: children, size: CGSize(axis, major: majorLength, minor: crossLength))
    }

    /// Steps 1 to 3 of Docs/LayoutRules.md §4: order by priority and flexibility, reserve the minimum lengths
    /// of lower priority groups, and offer each subview an equal share of what remains.
    private func distribute(_ major: CGFloat, minor: CGFloat?, _ subviews: LayoutSubviews, _ cache: inout _StackLayoutCache, _ children: inout [StackSizing.Child]) {
        let subviews = subviews.unchecked
        let order = sizingOrder(minor: minor, subviews, &cache)
        var available = major - cache.internalSpacing
        if order.inSubviewOrder {
            // One group in subview order: each subview is offered an equal share of what remains.
            let count = subviews.count
            for index in 0..<count {
                offer(available / CGFloat(count - index), to: index, minor: minor, subviews, &available, &children)
            }
            return
        }
        let entries = order.entries
        let uniformPriority = order.uniformPriority
        var reserved: CGFloat = 0
        if !uniformPriority {
            // Lower groups' minimum lengths are reserved while higher groups are sized.
            let topPriority = entries[0].priority
            for entry in entries where entry.priority != topPriority { reserved += entry.minLength }
            available -= reserved
        }
        var start = 0
        while start < entries.count {
            var end = start + 1
            while end < entries.count, entries[end].priority == entries[start].priority { end += 1 }
            if start > 0 {
                for position in start..<end { available += entries[position].minLength }
            }
            for position in start..<end {
                offer(available / CGFloat(end - position), to: entries[position].index, minor: minor, subviews, &available, &children)
            }
            start = end
        }
    }

    /// Step 3 of Docs/LayoutRules.md §4 for one subview: proposes it `share` (not below 0) along
    /// the axis, records its proposal and answer, and takes its length from `available`.
    @inline(__always)
    private func offer(_ share: CGFloat, to index: Int, minor: CGFloat?, _ subviews: LayoutSubviews, _ available: inout CGFloat, _ children: inout [StackSizing.Child]) {
        let childProposal = ProposedViewSize(axis, major: Swift.max(share, 0), minor: minor)
        let size = subviews[subviews.startIndex + index].sizeThatFits(childProposal)
        children[index].proposal = childProposal
        children[index].size = size
        let next = available - size[axis]
        if !next.isNaN { available = next }
    }

    /// Step 1 of Docs/LayoutRules.md §4: the subviews ordered by priority, then flexibility (the difference
    /// between their lengths when proposed 0 and ∞ along the axis, with the stack's minor
    /// proposal). It depends only on the minor proposal, so it is cached per minor value; when no
    /// subview's length along the axis depends on the minor proposal (`LayoutGraph.hasSeparableAxes`),
    /// it is the same for every minor value, and cached once: the placement's sizing, which fills in
    /// a nil minor proposal, then reuses the measurement's order.
    private func sizingOrder(minor: CGFloat?, _ subviews: LayoutSubviews, _ cache: inout _StackLayoutCache) -> StackSizingOrder {
        let subviews = subviews.unchecked
        if let known = cache.sizingOrder, known.minorIndependent || known.minor == minor { return known }
        if var replaced = cache.sizingOrder {
            cache.sizingOrder = nil
            subviews.withGraph { $0.stackScratch.recycle(&replaced.entries) }
        }
        var entries = subviews.withGraph { $0.stackScratch.takeEntries(count: subviews.count) }
        entries.reserveCapacity(subviews.count)
        var uniformPriority = true
        var minorIndependent = true
        for index in 0..<subviews.count {
            let subview = subviews[subviews.startIndex + index]
            let minLength = subview.sizeThatFits(ProposedViewSize(axis, major: 0, minor: minor))[axis]
            let maxLength = subview.sizeThatFits(ProposedViewSize(axis, major: .infinity, minor: minor))[axis]
            let priority = subview.priority
            if let first = entries.first, first.priority != priority { uniformPriority = false }
            if minorIndependent, !subview.withStoredGraph({ $0.hasSeparableAxes(subview.storedNode) }) { minorIndependent = false }
            entries.append(.init(index: index, priority: priority, minLength: minLength, flexibility: maxLength - minLength))
        }
        subviews.withGraph { graph in
            StackSizingOrder.sortForSizing(&entries, uniformPriority: uniformPriority) { graph.stackScratch.takeEntries(count: $0) }
        }
        let inSubviewOrder = uniformPriority && entries.indices.allSatisfy { entries[$0].index == $0 }
        if inSubviewOrder { subviews.withGraph { $0.stackScratch.recycle(&entries) } }
        let order = StackSizingOrder(minor: minor, entries: inSubviewOrder ? [] : entries, uniformPriority: uniformPriority, inSubviewOrder: inSubviewOrder, minorIndependent: minorIndependent)
        cache.sizingOrder = order
        return order
    }

    /// Step 4 of Docs/LayoutRules.md §4: each subview's cross position is minus its alignment guide; the
    /// stack's cross length is the union of those ranges and the alignment line, shifted to start
    /// at 0.
    private func alignCross(_ subviews: LayoutSubviews, _ children: inout [StackSizing.Child]) -> CGFloat {
        let subviews = subviews.unchecked
        var low: CGFloat = 0, high: CGFloat = 0
        let cross = axis.other
        let useExplicit = subviews.mayHaveExplicitGuides(on: alignment.axis)
        for index in children.indices {
            let guide: CGFloat
            if useExplicit {
                guide = subviews[subviews.startIndex + index].dimensions(in: children[index].proposal)[alignment]
            } else {
                guide = alignment.defaultValue(in: ViewDimensions(size: children[index].size, source: nil))
            }
            let start = -guide
            children[index].crossOffset = start
            low = Swift.min(low, start)
            high = Swift.max(high, start + children[index].size[cross])
        }
        for index in children.indices { children[index].crossOffset -= low }
        return high - low
    }

    /// Places the subviews: sizing again with the stack's own cross length where it was proposed
    /// nil, then at cumulative offsets along the axis, each proposed what that sizing proposed
    /// (Docs/LayoutRules.md §4, "Placement").
    func place(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout _StackLayoutCache) {
        let subviews = subviews.unchecked
        forEachPlacement(in: bounds, proposal, subviews, &cache, directly: false) { index, point, proposal, _ in
            subviews[subviews.startIndex + index].place(at: point, anchor: .topLeading, proposal: proposal)
        }
    }

    /// `place` for the engine (`AnyLayoutStorage.placeDirectly`): the same points and proposals,
    /// given to `emit` with the sizes the sizing found, instead of being recorded. Emits nothing
    /// and returns false when the stack's sizing is not finite (a point could then be NaN, which
    /// `place` reports): the engine then calls `place`, which takes the sizing kept in the cache.
    func placeDirectly(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout _StackLayoutCache, _ emit: (Int, CGPoint, ProposedViewSize, CGSize) -> Void) -> Bool {
        let subviews = subviews.unchecked
        return forEachPlacement(in: bounds, proposal, subviews, &cache, directly: true, emit)
    }

    /// Where `place` puts each subview: sizing again with the stack's own cross length where it was
    /// proposed nil, then cumulative offsets along the axis, each subview proposed what that sizing
    /// proposed it. `directly`: only when every point is finite (else returns false at once).
    @discardableResult
    private func forEachPlacement(in bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews, _ cache: inout _StackLayoutCache, directly: Bool, _ body: (Int, CGPoint, ProposedViewSize, CGSize) -> Void) -> Bool {
        let subviews = subviews.unchecked
        var placementProposal = proposal
        if placementProposal[axis.other] == nil {
            placementProposal[axis.other] = bounds.size[axis.other]
        }
        var sizing = sizing(placementProposal, subviews, &cache)
        if directly {
            // A finite stack size means finite subview sizes and spacing, so finite points.
            guard sizing.size.width.isFinite, sizing.size.height.isFinite,
                  bounds.origin.x.isFinite, bounds.origin.y.isFinite else { return false }
        }
        var position = bounds.origin[axis]
        let crossOrigin = bounds.origin[axis.other]
        for index in sizing.children.indices {
            let child = sizing.children[index]
            position += cache.distance(before: index)
            let point = CGPoint(axis, major: position, minor: crossOrigin + child.crossOffset)
            body(index, point, child.proposal, child.size)
            position += child.size[axis]
        }
        // Placed: the sizing is not needed again (a later pass that places the stack with the same
        // proposal moves its previous frames instead, or its subviews changed).
        cache.lastSizing = nil
        subviews.withGraph { $0.stackScratch.recycle(&sizing.children) }
        return true
    }
}
