extension LayoutGraph {
    /// A copy of the laid-out graph that shares its tree and storage (copy-on-write arrays, the
    /// same layout storages) and has its own frames: what a `ViewHost` shows while it animates.
    /// The copy can be placed again (`prepareForLayout`, then `place`) without changing this
    /// graph's frames.
    ///
    /// - Complexity: O(1) for the arrays (they are copied on write), O(k) for the k entries of
    ///   the per-node dictionaries.
    func presentationCopy() -> LayoutGraph {
        let copy = LayoutGraph()
        copy.nodes = nodes
        copy.layoutStorages = layoutStorages
        copy.childList = childList
        copy.leafPayloads = leafPayloads
        copy.traitTable = traitTable
        copy.explicitIDs = explicitIDs
        copy.nodesByID = nodesByID
        copy.sharedIDs = sharedIDs
        copy.deferredContent = deferredContent
        copy.lazyContent = lazyContent
        copy.scrollViewAxes = scrollViewAxes
        copy.viewports = viewports
        copy.coordinateSpaceNames = coordinateSpaceNames
        copy.usesContainerSizes = usesContainerSizes
        copy.containerSizes = containerSizes
        copy.hostingProposal = hostingProposal
        copy.usesSafeArea = usesSafeArea
        copy.safeAreaIgnoringEdges = safeAreaIgnoringEdges
        copy.safeAreaLayers = safeAreaLayers
        copy.root = root
        copy.interactions = interactions
        copy.memoRows = memoRows
        copy.memoRowCount = memoRowCount
        copy.frames = frames
        copy.placedProposals = placedProposals
        copy.gridCellPlacements = gridCellPlacements
        copy.gridRowSizes = gridRowSizes
        copy.diagnostics = diagnostics
        copy.diagnosticNodes = diagnosticNodes
        copy.statistics = statistics
        copy.transactionModifiers = transactionModifiers
        copy.matchedGeometry = matchedGeometry
        return copy
    }
}
