extension LayoutGraph {
    /// Element `index` of the lazy container `container` as a subview, built on first use.
    ///
    /// A `ForEach` element is resolved into nodes now (an element made of several views, or none,
    /// is grouped in a stack along the container's axis); a view resolved up front joins as it
    /// is. The element is appended to the container's children and given per-pass storage.
    func lazyElement(_ index: Int, of container: Int32) -> LayoutSubview {
        if let known = lazyContent[container]?.built[index] {
            return LayoutSubview(graph: self, node: known.node, slot: known.slot, container: container)
        }
        guard let content = lazyContent[container] else { preconditionFailure("node \(container) has no lazy content") }
        let firstNew = nodes.count
        let node: Int32
        switch content.locate(index) {
        case (.views(let views), let offset):
            node = views[offset]
        case (.elements(_, let resolve), let offset):
            let builder = GraphBuilder(graph: self)
            var produced: [Int32] = []
            resolve(offset, builder, &produced)
            if produced.count == 1 {
                node = produced[0]
            } else {
                let group = content.context.child(index)
                node = content.groupAxis == .vertical
                    ? builder.addLayout(VStackLayout(), children: produced, context: group)
                    : builder.addLayout(HStackLayout(), children: produced, context: group)
            }
            statistics.lazyElementsBuilt += 1
            statistics.bodiesEvaluated += builder.bodiesEvaluated
        }
        let slot = appendLazyChild(node, to: container)
        lazyContent[container]?.built[index] = (node, slot)
        extendPassStorage(from: firstNew)
        return LayoutSubview(graph: self, node: node, slot: slot, container: container)
    }

    /// Appends `child` to the children of the lazy `container`, keeping them contiguous: the
    /// container's block is moved to the end of the child list with room to spare when full, so
    /// appending is amortised constant time. Subview collections handed out earlier keep reading
    /// the old block, which still holds their subviews.
    private func appendLazyChild(_ child: Int32, to container: Int32) -> Int32 {
        let record = nodes[Int(container)]
        let count = Int(record.childCount)
        let capacity = lazyContent[container]?.capacity ?? 0
        if count < capacity {
            childList[Int(record.firstChild) + count] = child
        } else {
            let newCapacity = Swift.max(16, capacity * 2)
            let newFirst = childList.count
            let first = Int(record.firstChild)
            childList.append(contentsOf: childList[first..<(first + count)])
            childList.append(contentsOf: repeatElement(-1, count: newCapacity - count))
            childList[newFirst + count] = child
            nodes[Int(container)].firstChild = Int32(newFirst)
            lazyContent[container]?.capacity = newCapacity
        }
        nodes[Int(container)].childCount += 1
        nodes[Int(child)].parent = container
        nodes[Int(container)].flags.formUnion(nodes[Int(child)].flags.guidesForContainer)
        return Int32(count)
    }

    /// The viewport that decides which of `node`'s content is visible along `axis`: the frame of
    /// the nearest enclosing scroll view that scrolls along `axis`.
    ///
    /// - Returns: `.none` when no scroll view encloses the node along `axis`, or when the scroll
    ///   view's frame is not known yet (it is being measured for its ideal size, and shows all of
    ///   its content); otherwise the scroll view's global frame.
    func viewport(enclosing node: Int32, along axis: Axis) -> CGRect? {
        var current = nodes[Int(node)].parent
        while current >= 0 {
            if let axes = scrollViewAxes[current], axes.contains(axis == .horizontal ? .horizontal : .vertical) {
                return viewports[current]
            }
            current = nodes[Int(current)].parent
        }
        return nil
    }

    /// Forgets what was measured in scroll view `scrollView` before its frame was known, now that
    /// it is: a lazy container measures all of its content while the frame is unknown and only a
    /// viewport's worth (estimating the rest) once it is known (`viewport(enclosing:along:)`), so
    /// its earlier answers, and those of the views between it and the scroll view, no longer hold.
    /// Their memoised sizes are dropped and their layout caches refreshed, so the rest of the pass
    /// (placement) sees one consistent answer per proposal, with or without the memo.
    func forgetMeasurementsBeforeViewport(of scrollView: Int32) {
        for container in lazyContainers(in: scrollView) {
            var current = container
            while current >= 0, current != scrollView {
                let row = memoRows[Int(current)]
                if row >= 0 {
                    memo.forget(current, row: row, width: SizeMemo.rowWidth(invariant: nodes[Int(current)].flags.contains(.proposalInvariant)))
                }
                layoutStorage(of: current)?.refreshCache()
                current = nodes[Int(current)].parent
            }
        }
    }

    /// The lazy containers whose viewport is scroll view `scrollView`'s, from a map made once for
    /// all scroll views (and again when lazy content built during layout added containers), so
    /// that placing many scroll views stays linear.
    private func lazyContainers(in scrollView: Int32) -> [Int32] {
        if lazyContainersByScrollView?.lazyCount != lazyContent.count {
            var containers: [Int32: [Int32]] = [:]
            for (container, content) in lazyContent {
                let enclosing = enclosingScrollView(of: container, along: content.groupAxis)
                if enclosing >= 0 { containers[enclosing, default: []].append(container) }
            }
            lazyContainersByScrollView = (lazyContent.count, containers)
        }
        return lazyContainersByScrollView?.containers[scrollView] ?? []
    }

    /// The nearest scroll view enclosing `node` that scrolls along `axis`, or -1.
    private func enclosingScrollView(of node: Int32, along axis: Axis) -> Int32 {
        var current = nodes[Int(node)].parent
        while current >= 0 {
            if let axes = scrollViewAxes[current], axes.contains(axis == .horizontal ? .horizontal : .vertical) { return current }
            current = nodes[Int(current)].parent
        }
        return -1
    }
}
