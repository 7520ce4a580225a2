/// The resolved view tree and the layout engine that runs over it.
///
/// Nodes live in contiguous storage addressed by index; a `LayoutSubview` is a small value (graph
/// and index). Sizes are memoised per node and exact proposal for the whole pass, so nested stacks
/// never re-measure exponentially.
///
/// The hot storage is `@exclusivity(unchecked)`: the run-time exclusivity checks cost more than
/// the layout arithmetic itself. Skipping them is sound only while no access to such a property
/// overlaps a conflicting one, and the way an overlap would arise is an access held open across a
/// call that can reach this graph again: a user `Layout` method (through its `LayoutSubviews`), a
/// view's `body` or a `GeometryReader`'s content closure (through the builder), or the engine's
/// own recursion (`size(of:proposal:)` inside a layout inside `size(of:proposal:)`). So the rule
/// common to every group below is: **no access to an unchecked property is held across a call
/// that can reach this graph** — each group says why its accesses cannot be. Docs/Engine.md
/// ("Exclusivity") has the same rules in one place; a new unchecked property joins a group whose
/// rule it follows, or gets its own rule written here.
final class LayoutGraph {
    /// This graph's generation, unique in the process (`makeGeneration()`).
    let generation = LayoutGraph.makeGeneration()

    // MARK: Tree storage (unchecked exclusivity)
    //
    // Rule: element reads and writes, and appends, each a complete access that calls out to
    // nothing. Builders append a node after its children are resolved, never while a `body` runs
    // (`GraphBuilder.addNode`). Bulk reads through `withUnsafeBufferPointer` (relayout matching,
    // `computeSubtreeStamps`) wrap engine code only; the one foreign code they run is the `==` of
    // `Equatable` layouts and trait values, which has no handle on this graph. Read accesses may
    // overlap each other; nothing inside those closures writes the tree. The identifiers
    // (`idMarks`, `identifierIndex`) run the `Hashable` of `.id(_:)` values while written and looked
    // up, which has no handle on the graph either.

    /// Every node, children before their parent (see `invariantViolations()` for the exceptions).
    @exclusivity(unchecked) var nodes: [Node] = []
    /// The children of every node, each node's contiguous from `firstChild`.
    @exclusivity(unchecked) var childList: [Int32] = []
    /// What leaves draw.
    @exclusivity(unchecked) var leafPayloads: [LeafContent] = []
    /// Every layout storage a node refers to: nodes hold them unretained (`LayoutStorageReference`).
    /// Append-only, so that those references stay valid (checked by `invariantViolations()`).
    @exclusivity(unchecked) var layoutStorages: [AnyLayoutStorage] = []
    /// The layout storages at the last invariant check (`recordInvariantCheckpoint()`), which the
    /// next check compares with: debug builds only fill it.
    var layoutStoragesAtLastCheck: [AnyLayoutStorage] = []
    /// Layout values and other traits, shared by a node and the modifiers that wrap it.
    @exclusivity(unchecked) var traitTable: [[ObjectIdentifier: Any]] = []
    /// Every explicit identifier given, with its node, in order (`recordID(_:on:)`): what a view
    /// kept from the previous update gives again (`RetainedViews`), and what `explicitID(of:)`,
    /// `nodesByID` and `sharedIDs` are indexed from.
    @exclusivity(unchecked) var idMarks: [(node: Int32, id: AnyHashable)] = []
    /// The nodes of each identifier, indexed from `idMarks` when first read (`nodesByID`,
    /// `sharedIDs`) and extended as marks are added: only inspection and accessibility look a
    /// node up by its identifier, so an update does not hash every identifier again.
    var identifierIndex = IdentifierIndex()

    // MARK: Content resolved during layout (unchecked exclusivity)
    //
    // Rule: entries are read, copied out or removed whole before any user code runs, and written
    // back after it returns. `resolveDeferredContent` removes a reader's closure from
    // `deferredContent` before calling it; `lazyElement` copies a container's `LazyContent` out
    // before resolving an element (a view body) and stores the result afterwards. `scrollViewAxes`
    // and `viewports` are only read and assigned by key in `place(root:at:proposal:)`.

    /// Content that can only be resolved once its container's frame is known (a
    /// `GeometryReader`'s), by node.
    @exclusivity(unchecked) var deferredContent: [Int32: DeferredContent] = [:]
    /// The elements of lazy containers, built during layout, by container node.
    @exclusivity(unchecked) var lazyContent: [Int32: LazyContent] = [:]
    /// The scroll axes of every `ScrollView` node.
    @exclusivity(unchecked) var scrollViewAxes: [Int32: Axis.Set] = [:]
    /// The global frame of every `ScrollView` placed so far: the viewport of its content.
    @exclusivity(unchecked) var viewports: [Int32: CGRect] = [:]
    /// The lazy containers inside each scroll view that scrolls along their axis, found on first
    /// need, with the number of lazy containers they were found among (`lazyContainers(in:)`).
    var lazyContainersByScrollView: (lazyCount: Int, containers: [Int32: [Int32]])?
    /// Names given with `.coordinateSpace(name:)`, by node.
    var coordinateSpaceNames: [Int32: AnyHashable] = [:]
    /// Whether the tree has a `containerRelativeFrame`: only then do scroll views record their
    /// sizes (`recordContainerSize(_:of:)`).
    var usesContainerSizes = false
    /// The size each `ScrollView` was last measured or placed with, by node, while
    /// `usesContainerSizes`: the container of `containerRelativeFrame`s inside it.
    var containerSizes: [Int32: ProposedViewSize] = [:]
    /// What the hosting area proposes the root (`HostingArea.placeRoot(of:)`): the outermost
    /// container of `containerRelativeFrame`.
    var hostingProposal = ProposedViewSize.unspecified
    /// Whether the tree uses a safe area (Docs/LayoutRules.md §13): the host has insets, or a
    /// view adds some (`safeAreaInset`, `safeAreaPadding`). Without it, nothing below is read.
    var usesSafeArea = false
    /// The edges on which a view ignores the safe area (`ignoresSafeArea`), by node.
    var safeAreaIgnoringEdges: [Int32: Edge.Set] = [:]
    /// The safe-area layers (innermost first) around a node's subtree, by the node where they
    /// change: the root (the host's) and the content of `safeAreaInset` and `safeAreaPadding`.
    /// Written during placement, before the node is placed.
    var safeAreaLayers: [Int32: [SafeAreaLayer]] = [:]

    /// The root node.
    var root: Int32 = -1
    /// The lowest address the recursions over this graph (resolving, measuring, hit testing) may
    /// take the stack to before continuing on a segment (`StackGuard`): the current thread's, set
    /// when the graph is made and at the start of each pass.
    @exclusivity(unchecked) var stackThreshold = StackGuard.currentThreshold

    /// Every node's `SubtreeStamp`, when the graph belongs to a `LayoutHost` (else empty).
    var subtreeStamps: [UInt64] = []
    /// The first node of every node's subtree (with `subtreeStamps`): a stamped subtree is the
    /// contiguous range from it to the node.
    var subtreeStarts: [Int32] = []
    /// How many memo slots the nodes need (with `subtreeStamps`).
    var memoNodeCount = 0
    /// The nodes laid out by custom layouts (and `AnyLayout`), in the order they were made: whose
    /// caches a relayout carries over even when it does not run them (`carryOverCustomCaches()`).
    var customLayoutNodes: [Int32] = []
    /// The state storage of the `ViewHost` that resolves this graph; nil outside a host.
    var runtime: ViewRuntime?
    /// View types found to have no dynamic properties, when there is no `runtime`
    /// (`DetachedEnvironment`).
    var typesWithoutDynamicProperties: Set<ObjectIdentifier> = []
    /// Tap and keyboard handlers, hit-testing marks and content shapes, by node. Unchecked
    /// exclusivity, by the tree storage's rule: its mutating methods (`attach`, `replay`, …) are
    /// complete accesses that call out to nothing; hit testing reads it after layout.
    @exclusivity(unchecked) var interactions = InteractionTable()
    /// The values set by preference modifiers, by node, and the `onPreferenceChange` observers.
    var preferences = PreferenceTable()
    /// Changes to the update's transaction made by `.transaction(_:)` and `.animation(_:value:)`
    /// modifiers, by node, innermost first (`ViewHost` only).
    var transactionModifiers: [Int32: [(inout Transaction) -> Void]] = [:]
    /// The `matchedGeometryEffect` nodes, with their groups (`LayoutGraph+MatchedGeometry`).
    var matchedGeometry: [Int32: MatchedGeometryLayout] = [:]
    /// Transition effects and removed views to draw, when the graph is an animating host's
    /// presentation (`LayoutAnimator`).
    var presentationEffects: PresentationEffects?

    // MARK: Per-pass memo and results (unchecked exclusivity)
    //
    // Rule: element reads and writes, and mutating methods that call out to nothing (`SizeMemo`'s
    // `store`, `forget`; `ChunkedArray.withChunks`, whose closures here do arithmetic only). A
    // layout reaches them only through the engine (`LayoutSubview.sizeThatFits` →
    // `size(of:proposal:)`), which reads the memo, then measures with no access open, then stores.

    /// Memoised sizes, per node and exact proposal, for the current pass.
    @exclusivity(unchecked) var memo = SizeMemo(slotCount: 0)
    /// Every node's row in the size memo (the index of its first slot), or −1 when its size needs
    /// no memo.
    @exclusivity(unchecked) var memoRows: [Int32] = []
    /// How many slots the size memo has.
    var memoRowCount = 0
    /// Spacing preferences of containers, computed once per pass.
    @exclusivity(unchecked) var spacingMemo = ChunkedArray<ViewSpacing?>()
    /// Global frames after placement, indexed by node; `.null` for nodes that were not placed.
    @exclusivity(unchecked) var frames = ChunkedArray<CGRect>()
    /// The proposals each node was placed with.
    @exclusivity(unchecked) var placedProposals = ChunkedArray<PackedProposal>()

    // MARK: Placement scratch (unchecked exclusivity)
    //
    // Rule: pushed and popped around a call, never held across it. `recordPlacements(of:_:)`
    // appends the call's records and frame, runs `placeSubviews` with no access open, then pops the
    // frame; `LayoutSubview.place` writes one record by index; `RecordedPlacements` reads records
    // by index. The buffers are swapped with the pool's (`LayoutScratch`) only before and after
    // the whole pass. Stacks borrow and return `stackScratch` buffers (`takeChildren`, `recycle`)
    // in calls that return before the stack measures anything.

    /// The records of the `placeSubviews` calls open, each call's after those of the calls around it.
    @exclusivity(unchecked) var placementBuffer: [PlacementRecord] = []
    /// Buffers the stacks of this pass hand from one sizing to the next.
    @exclusivity(unchecked) var stackScratch = StackScratch()
    /// The open `placeSubviews` calls: each one's container and where its records start.
    @exclusivity(unchecked) var placementFrames: [(container: Int32, base: Int)] = []
    /// Where each grid row's cells go, relative to the row, as the grid computed them.
    var gridCellPlacements: [Int32: [(origin: CGPoint, proposal: ProposedViewSize)]] = [:]
    /// The size of each grid row as its grid placed it.
    var gridRowSizes: [Int32: CGSize] = [:]
    var diagnostics: [LayoutDiagnostic] = []
    /// The node each diagnostic is about, in the same order.
    var diagnosticNodes: [Int32] = []

    // MARK: Counters and pass controls (unchecked exclusivity)
    //
    // Rule: read, incremented or assigned whole. `countingSubviewQueries` saves the counter in a
    // local and resets it before calling the layout, and restores it after: nothing is open during
    // the call. `previous` is read field by field; `inheritCache` marks `cacheInherited` and reads
    // the old storage before calling `inherit(from:refresh:)`, which is engine code.

    /// How many times the layout being measured or placed has asked its subviews for their size
    /// during the current call (`LayoutGraph+Safety`).
    @exclusivity(unchecked) var subviewQueries = 0
    /// Checked once per node measured or placed; when it is cancelled the pass winds down
    /// (every size becomes zero, nothing more is placed) and `wasCancelled` is set.
    @exclusivity(unchecked) var cancellation: LayoutCancellation?
    /// Whether the pass stopped early because `cancellation` was cancelled.
    var wasCancelled = false
    /// Turns off size memo look-ups for the next pass (tests compare layouts with and without
    /// the memo); read once, in `prepareForLayout`.
    var sizeMemoDisabled = false
    /// Makes the engine take its general path wherever it has a shortcut, for tests that check
    /// the shortcuts change nothing (`LayoutGraph+FastPaths`). Set before the pass is prepared.
    @exclusivity(unchecked) var fastPathsDisabled = false
    /// What the pass did: views measured and placed, memo hits, time.
    @exclusivity(unchecked) var statistics = LayoutStatistics()
    /// Whether layout resolved content into new nodes (a `GeometryReader`'s, a lazy container's).
    var extendedDuringLayout = false
    /// Whether a relayout after this graph may take its per-node storage (frames, placed proposals,
    /// spacing) instead of sharing it copy on write: set by a `LayoutHost` that holds the only
    /// reference. The graph has no frames afterwards.
    var mayGiveUpStorage = false
    /// The previous layout of the same tree, during a relayout (`prepareForRelayout(after:)`).
    @exclusivity(unchecked) var previous: PreviousLayout?

    /// Prepares the per-pass storage once the tree is complete.
    func prepareForLayout() {
        if fastPathsDisabled { applyGeneralPathFlags() }
        var rows: Int32 = 0
        var memoRows = [Int32](repeating: -1, count: nodes.count)
        for index in nodes.indices {
            guard case .layout = nodes[index].kind, nodes[index].flags.isDisjoint(with: .unmemoised) else { continue }
            memoRows[index] = rows
            rows += Int32(SizeMemo.rowWidth(invariant: nodes[index].flags.contains(.proposalInvariant)))
        }
        self.memoRows = memoRows
        if sizeMemoDisabled { disableSizeMemo(); rows = 0 }
        memo = SizeMemo(slotCount: Int(rows))
        memoRowCount = Int(rows)
        spacingMemo = ChunkedArray(repeating: nil, count: nodes.count)
        previous = nil
        resetPassResults(frames: nil, placedProposals: nil)
    }

    /// The reset that every pass ends its preparation with, full (`prepareForLayout()`) or
    /// relayout (`prepareForRelayout(after:)`), once the memo and `previous` are set: the frames
    /// and placed proposals start as given (a previous layout's, shared copy on write) or, when
    /// nil, with no node placed; the grids' hand-offs and the statistics start empty. Debug builds
    /// then check the graph's invariants.
    func resetPassResults(frames: ChunkedArray<CGRect>?, placedProposals: ChunkedArray<PackedProposal>?) {
        self.frames = frames ?? ChunkedArray(repeating: .null, count: nodes.count)
        self.placedProposals = placedProposals ?? ChunkedArray(repeating: .unspecified, count: nodes.count)
        gridCellPlacements.removeAll()
        gridRowSizes.removeAll()
        statistics = LayoutStatistics()
        statistics.nodeCount = nodes.count
        #if ARRANGE_INTERNAL_CHECKS
        _checkInvariants()
        #endif
    }

    /// The children of `node`.
    func children(of node: Int32) -> ArraySlice<Int32> {
        // Fields read in place: copying the node would retain its layout storage.
        let first = nodes[Int(node)].firstChild, count = nodes[Int(node)].childCount
        return childList[Int(first)..<Int(first + count)]
    }

    /// The kind of a node laid out by `storage`, which the graph keeps alive from now on.
    func layoutKind(_ storage: AnyLayoutStorage) -> NodeKind {
        layoutStorages.append(storage)
        return .layout(LayoutStorageReference(unretained: storage))
    }

    /// The layout storage of `node`, or nil when it is not a layout node.
    func layoutStorage(of node: Int32) -> AnyLayoutStorage? {
        guard case .layout(let reference) = nodes[Int(node)].kind else { return nil }
        return reference.object
    }

    /// A short name for the node's view.
    func name(of node: Int32) -> String {
        switch nodes[Int(node)].kind {
        case .leaf(let payload): return leafPayloads[Int(payload)].name
        case .spacer: return "Spacer"
        case .divider: return "Divider"
        case .layout(let reference): return reference.object.typeName
        }
    }

    /// The node's path from the root, as names.
    func path(of node: Int32) -> String {
        var names: [String] = []
        var current = node
        while current >= 0 {
            names.append(name(of: current))
            current = nodes[Int(current)].parent
        }
        return names.reversed().joined(separator: " > ")
    }

    /// The node's structural identity path from the root: names with the position among the
    /// container's subviews, and explicit ids (`VStack > HStack[1] > Color[0] id: "x"`).
    func identityPath(of node: Int32) -> String {
        var segments: [String] = []
        var current = node
        while current >= 0 {
            var segment = name(of: current)
            let parent = nodes[Int(current)].parent
            if parent >= 0, let position = children(of: parent).firstIndex(of: current) {
                segment += "[\(position - Int(nodes[Int(parent)].firstChild))]"
            }
            if let id = explicitID(of: current) { segment += " id: \(String(reflecting: id.base))" }
            segments.append(segment)
            current = parent
        }
        return segments.reversed().joined(separator: " > ")
    }

    /// Records a repair: what was wrong at `node` and which rule it broke.
    func report(_ message: String, at node: Int32, rule: LayoutDiagnostic.Rule = .validArguments) {
        diagnostics.append(LayoutDiagnostic(message: message, source: name(of: node), path: path(of: node), identityPath: identityPath(of: node), rule: rule))
        diagnosticNodes.append(node)
    }

    /// Recomputes the paths of diagnostics reported while the tree was being resolved, before
    /// their nodes had parents. Called once the tree is complete.
    func completeDiagnosticPaths() {
        for (index, node) in diagnosticNodes.enumerated() where index < diagnostics.count {
            diagnostics[index].path = path(of: node)
            diagnostics[index].identityPath = identityPath(of: node)
        }
    }
}
