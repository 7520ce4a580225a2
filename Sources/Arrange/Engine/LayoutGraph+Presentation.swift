extension LayoutGraph {
    /// A copy of the laid-out graph that shares its tree and storage (copy-on-write arrays, the
    /// same layout storages) and has its own frames: what a `ViewHost` shows while it animates.
    /// The copy can be placed again (`prepareForLayout`, then `place`) without changing this
    /// graph's frames.
    ///
    /// Every stored property of the graph is named once, either in `presentationSharedFields`
    /// (copied) or in `presentationFreshFields` (left as a new graph has it, with the reason);
    /// `PresentationCopyTests` fails when a stored property is in neither, so a property added to
    /// the graph cannot be skipped by accident.
    ///
    /// - Complexity: O(1) for the arrays (they are copied on write), O(k) for the k entries of
    ///   the per-node dictionaries.
    func presentationCopy() -> LayoutGraph {
        let copy = LayoutGraph()
        for field in Self.presentationSharedFields { field.copy(self, copy) }
        return copy
    }

    /// A stored property that `presentationCopy()` copies: its name (as `Mirror` spells it) and
    /// the assignment, side by side.
    struct PresentationField {
        let name: String
        let copy: (_ source: LayoutGraph, _ copy: LayoutGraph) -> Void
    }

    /// The stored properties a presentation shares with the graph it shows: the tree, what the
    /// tree resolved, the layout's results and the tables hit testing and drawing read.
    static let presentationSharedFields: [PresentationField] = [
        // The retained tree.
        PresentationField(name: "nodes") { $1.nodes = $0.nodes },
        PresentationField(name: "layoutStorages") { $1.layoutStorages = $0.layoutStorages },
        PresentationField(name: "childList") { $1.childList = $0.childList },
        PresentationField(name: "leafPayloads") { $1.leafPayloads = $0.leafPayloads },
        PresentationField(name: "traitTable") { $1.traitTable = $0.traitTable },
        PresentationField(name: "idMarks") { $1.idMarks = $0.idMarks },
        PresentationField(name: "root") { $1.root = $0.root },
        // Content resolved during layout, and what scroll views, safe areas and
        // `containerRelativeFrame`s read while placing.
        PresentationField(name: "deferredContent") { $1.deferredContent = $0.deferredContent },
        PresentationField(name: "lazyContent") { $1.lazyContent = $0.lazyContent },
        PresentationField(name: "scrollViewAxes") { $1.scrollViewAxes = $0.scrollViewAxes },
        PresentationField(name: "viewports") { $1.viewports = $0.viewports },
        PresentationField(name: "coordinateSpaceNames") { $1.coordinateSpaceNames = $0.coordinateSpaceNames },
        PresentationField(name: "usesContainerSizes") { $1.usesContainerSizes = $0.usesContainerSizes },
        PresentationField(name: "containerSizes") { $1.containerSizes = $0.containerSizes },
        PresentationField(name: "hostingProposal") { $1.hostingProposal = $0.hostingProposal },
        PresentationField(name: "usesSafeArea") { $1.usesSafeArea = $0.usesSafeArea },
        PresentationField(name: "safeAreaIgnoringEdges") { $1.safeAreaIgnoringEdges = $0.safeAreaIgnoringEdges },
        PresentationField(name: "safeAreaLayers") { $1.safeAreaLayers = $0.safeAreaLayers },
        // The host's tables that hit testing, transactions and matched geometry read.
        PresentationField(name: "interactions") { $1.interactions = $0.interactions },
        PresentationField(name: "transactionModifiers") { $1.transactionModifiers = $0.transactionModifiers },
        PresentationField(name: "matchedGeometry") { $1.matchedGeometry = $0.matchedGeometry },
        // The memo's layout (a presentation's own pass sizes its memo from it) and the results.
        PresentationField(name: "memoRows") { $1.memoRows = $0.memoRows },
        PresentationField(name: "memoRowCount") { $1.memoRowCount = $0.memoRowCount },
        PresentationField(name: "frames") { $1.frames = $0.frames },
        PresentationField(name: "placedProposals") { $1.placedProposals = $0.placedProposals },
        PresentationField(name: "gridCellPlacements") { $1.gridCellPlacements = $0.gridCellPlacements },
        PresentationField(name: "gridRowSizes") { $1.gridRowSizes = $0.gridRowSizes },
        PresentationField(name: "diagnostics") { $1.diagnostics = $0.diagnostics },
        PresentationField(name: "diagnosticNodes") { $1.diagnosticNodes = $0.diagnosticNodes },
        PresentationField(name: "statistics") { $1.statistics = $0.statistics },
    ]

    /// The stored properties a presentation keeps as a new graph has them, each with the reason.
    static let presentationFreshFields: [(name: String, reason: String)] = [
        ("generation", "unique to each graph"),
        ("layoutStoragesAtLastCheck", "the invariant checker's checkpoint of this graph"),
        ("lazyContainersByScrollView", "found again on first need"),
        ("identifierIndex", "indexed again from idMarks on first need"),
        ("stackThreshold", "the current thread's, set when a graph is made"),
        ("subtreeStamps", "a presentation is never relaid out after another graph"),
        ("subtreeStarts", "with subtreeStamps"),
        ("memoNodeCount", "with subtreeStamps"),
        ("customLayoutNodes", "caches are carried over between a host's graphs, not to presentations"),
        ("runtime", "a presentation resolves no views"),
        ("typesWithoutDynamicProperties", "a presentation resolves no views"),
        ("preferences", "preference values and observers are read from the host's graph"),
        ("presentationEffects", "set by the animator on its presentation"),
        ("memo", "per pass: prepareForLayout makes it"),
        ("spacingMemo", "per pass"),
        ("placementBuffer", "placement scratch"),
        ("stackScratch", "placement scratch"),
        ("placementFrames", "placement scratch"),
        ("subviewQueries", "per call"),
        ("cancellation", "a presentation's pass is not cancelled"),
        ("wasCancelled", "with cancellation"),
        ("sizeMemoDisabled", "a test switch for the next pass of one graph"),
        ("fastPathsDisabled", "a test switch for the next pass of one graph"),
        ("extendedDuringLayout", "about the graph's own pass"),
        ("mayGiveUpStorage", "only a LayoutHost's own graph may give up its storage"),
        ("previous", "per relayout"),
    ]
}
