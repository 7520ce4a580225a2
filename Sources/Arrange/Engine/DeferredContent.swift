/// Content resolved during layout, once its container's frame is known: what a `GeometryReader`
/// shows depends on the size and position the reader gets.
struct DeferredContent {
    /// The context the container was resolved in.
    let context: ResolveContext
    /// Makes the content from the container's geometry.
    let make: (GeometryProxy) -> any View
}

extension LayoutGraph {
    /// Resolves the deferred content of `node`, now placed at `bounds`, into children of `node`,
    /// and extends the pass's storage for the new nodes.
    func resolveDeferredContent(of node: Int32, in bounds: CGRect) {
        guard let deferred = deferredContent.removeValue(forKey: node) else { return }
        let firstNew = nodes.count
        let builder = GraphBuilder(graph: self)
        var children: [Int32] = []
        let proxy = GeometryProxy(graph: self, node: node, frame: bounds)
        builder.resolveAny(deferred.make(proxy), context: deferred.context.child(0), into: &children)
        statistics.bodiesEvaluated += builder.bodiesEvaluated
        nodes[Int(node)].firstChild = Int32(childList.count)
        nodes[Int(node)].childCount = Int32(children.count)
        childList.append(contentsOf: children)
        var childFlags: NodeFlags = []
        for child in children {
            nodes[Int(child)].parent = node
            childFlags.formUnion(nodes[Int(child)].flags.guidesForContainer)
        }
        nodes[Int(node)].flags.formUnion(childFlags)
        extendPassStorage(from: firstNew)
    }

    /// Grows the per-pass storage to cover nodes added from index `first` on.
    func extendPassStorage(from first: Int) {
        let added = nodes.count - first
        guard added > 0 else { return }
        extendedDuringLayout = true
        statistics.nodesResolved += added
        frames.append(contentsOf: repeatElement(.null, count: added))
        placedProposals.append(contentsOf: repeatElement(.unspecified, count: added))
        spacingMemo.append(contentsOf: repeatElement(nil, count: added))
        memoRows.append(contentsOf: repeatElement(-1, count: added))
        for index in first..<nodes.count {
            guard !sizeMemoDisabled, case .layout = nodes[index].kind, nodes[index].flags.isDisjoint(with: .unmemoised) else { continue }
            memoRows[index] = memo.addRow(width: SizeMemo.rowWidth(invariant: nodes[index].flags.contains(.proposalInvariant)))
        }
        memoRowCount = memo.slotCount
        statistics.nodeCount = nodes.count
    }
}
