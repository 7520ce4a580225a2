/// The frames of a laid-out view: what users and tests read layout results with.
///
/// ```swift
/// // As a hosting view of this size: proposes the size to the root view and centres the answer.
/// let snapshot = LayoutSnapshot(of: view, in: CGSize(width: 200, height: 200))
/// // The root view proposed exactly this, placed at the origin.
/// let sized = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: nil, height: 100))
/// snapshot.size              // the root view's size
/// snapshot.frame(of: "red")  // the frame of the view marked .id("red")
/// snapshot.diagnostics       // what was sanitised, and where
/// print(snapshot)            // a readable tree of every view's frame
/// ```
///
/// Frames are unrounded and in the coordinate space of the hosting view (the root's container).
public struct LayoutSnapshot: CustomStringConvertible {
    let graph: LayoutGraph

    /// The root view's size.
    public let size: CGSize

    /// The hosting view's size: what ``displayList`` draws on.
    let canvasSize: CGSize

    /// The root view's frame in the hosting view.
    public var rootFrame: CGRect { graph.frames[Int(graph.root)] }

    /// Lays out `view` as a hosting view of `size` does: the size less `safeAreaInsets` is
    /// proposed to the root view, whose answer is centred in that safe area (Docs/LayoutRules.md
    /// §11, §13); views that ignore the safe area extend into the insets.
    ///
    /// - Parameters:
    ///   - view: The view to lay out.
    ///   - size: The hosting view's size.
    ///   - safeAreaInsets: The hosting view's safe-area insets; none by default.
    ///   - environment: The environment of the root view.
    public init<V: View>(of view: V, in size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets(), environment: EnvironmentValues = EnvironmentValues()) {
        self.init(view, environment: environment, canvas: size, area: HostingArea(size: size, safeAreaInsets: safeAreaInsets))
    }

    /// Lays out `view` proposed exactly `proposal`, with its origin at (0, 0).
    public init<V: View>(of view: V, proposal: ProposedViewSize, environment: EnvironmentValues = EnvironmentValues()) {
        self.init(view, environment: environment, canvas: nil, area: HostingArea(proposal: proposal))
    }

    private init<V: View>(_ view: V, environment: EnvironmentValues, canvas: CGSize?, configure: (LayoutGraph) -> Void = { _ in }, area: HostingArea) {
        self.init(graph: Self.layOut(view, environment: environment, in: area, after: nil, configure: configure), canvas: canvas)
    }

    /// Lays out `view` as a hosting view of `size` does, stopping early when `cancellation` is
    /// cancelled (from any thread) before the pass completes.
    ///
    /// - Parameters:
    ///   - view: The view to lay out.
    ///   - size: The hosting view's size.
    ///   - safeAreaInsets: The hosting view's safe-area insets; none by default.
    ///   - environment: The environment of the root view.
    ///   - cancellation: The flag to check once per view measured or placed.
    /// - Throws: `CancellationError` when the pass was cancelled; no partial snapshot is returned.
    public init<V: View>(of view: V, in size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets(), environment: EnvironmentValues = EnvironmentValues(), cancellation: LayoutCancellation) throws(CancellationError) {
        self.init(view, environment: environment, canvas: size, configure: { $0.cancellation = cancellation }, area: HostingArea(size: size, safeAreaInsets: safeAreaInsets))
        if graph.wasCancelled || cancellation.isCancelled { throw CancellationError() }
    }

    /// Lays out `view` proposed exactly `proposal`, with its origin at (0, 0), stopping early when
    /// `cancellation` is cancelled (from any thread) before the pass completes.
    ///
    /// - Throws: `CancellationError` when the pass was cancelled.
    public init<V: View>(of view: V, proposal: ProposedViewSize, environment: EnvironmentValues = EnvironmentValues(), cancellation: LayoutCancellation) throws(CancellationError) {
        self.init(view, environment: environment, canvas: nil, configure: { $0.cancellation = cancellation }, area: HostingArea(proposal: proposal))
        if graph.wasCancelled || cancellation.isCancelled { throw CancellationError() }
    }

    /// Lays out `view` proposed exactly `proposal` without the size memo: every size is computed
    /// afresh. For tests that check the memo changes nothing.
    init<V: View>(withoutSizeMemo view: V, proposal: ProposedViewSize, environment: EnvironmentValues = EnvironmentValues()) {
        self.init(view, environment: environment, canvas: nil, configure: { $0.sizeMemoDisabled = true }, area: HostingArea(proposal: proposal))
    }

    /// A snapshot of a laid-out graph drawn on a canvas of `canvas` (the root's size when nil).
    init(graph: LayoutGraph, canvas: CGSize? = nil) {
        self.graph = graph
        self.size = graph.frames[Int(graph.root)].size
        self.canvasSize = canvas ?? size
    }

    /// Resolves `view` and lays it out in `area`: in full, or reusing what did not change since `previous`
    /// (a laid-out graph of an earlier value of the same view, which gives up its size memo).
    /// Runs on the caller's thread and stack; recursions too deep for it continue on stack segments
    /// of the same thread (`StackGuard`). A graph that may be laid out
    /// again (`stamped`, a `LayoutHost`'s) gets its subtree stamps while it is resolved. A `runtime`
    /// (a `ViewHost`'s) connects the views' dynamic properties to their storage; with its
    /// `retention`, views whose inputs did not change since the last update are kept from it.
    static func layOut<V: View>(_ view: V, environment: EnvironmentValues, in area: HostingArea, after previous: LayoutGraph?, stamped: Bool = false, runtime: ViewRuntime? = nil, retention: RetainedViews? = nil, configure: (LayoutGraph) -> Void = { _ in }) -> LayoutGraph {
        let clock = ContinuousClock()
        let callStart = clock.now
        let builder = GraphBuilder()
        builder.graph.runtime = runtime
        // A later value of the same view is about the size of the last: the tree's storage grows
        // once instead of doubling its way there (copying and rehashing at every step).
        if let previous { builder.graph.reserveCapacity(like: previous) }
        let resolveStart = clock.now
        var environment = environment
        if let size = area.usableSize { environment.setSizeClasses(from: size) }
        if let retention, runtime != nil {
            builder.retention = retention
            environment.readLog = retention.readLog
            retention.beginResolve()
        }
        let root = builder.presentLayers(over: builder.resolveRoot(view, environment: environment), in: area)
        let graph = builder.graph
        graph.root = root
        var nodesKept = 0, viewsKept = 0
        var kept: [KeptNodes] = [], keptFrom: LayoutGraph?
        if let retention = builder.retention {
            nodesKept = retention.nodesKept
            viewsKept = retention.viewsKept
            kept = retention.keptNodes
            keptFrom = retention.graph
            retention.commit(graph)
            builder.retention = nil
        }
        if !graph.diagnostics.isEmpty { graph.completeDiagnosticPaths() }
        configure(graph)
        if area.hasSafeArea { graph.usesSafeArea = true }
        if stamped { graph.computeSubtreeStamps(carrying: kept, from: keptFrom) }
        let resolveDuration = clock.now - resolveStart
        let layoutStart = clock.now
        let resolveSegments = graph.statistics.stackSegmentsUsed
        if let previous {
            graph.prepareForRelayout(after: previous)
        } else {
            graph.prepareForLayout()
        }
        let prepared = clock.now
        graph.statistics.stackSegmentsUsed += resolveSegments
        graph.statistics.bodiesEvaluated += builder.bodiesEvaluated
        graph.statistics.nodesResolved += graph.nodes.count - nodesKept
        graph.statistics.nodesKept = nodesKept
        graph.statistics.viewsKept = viewsKept
        area.placeRoot(of: graph)
        graph.carryOverCustomCaches()
        graph.previous?.recycle()
        graph.previous = nil
        let layoutEnd = clock.now
        graph.statistics.resolveNanoseconds = nanoseconds(resolveDuration)
        // A full layout's preparation (allocating the pass's storage) is not timed, as before; a
        // relayout's is (matching nodes, carrying memoised sizes over).
        graph.statistics.layoutNanoseconds = nanoseconds(previous == nil ? layoutEnd - prepared : layoutEnd - layoutStart)
        let total = nanoseconds(clock.now - callStart)
        graph.statistics.outsidePassNanoseconds = total - min(total, graph.statistics.resolveNanoseconds + graph.statistics.layoutNanoseconds)
        return graph
    }

    static func nanoseconds(_ duration: Duration) -> UInt64 {
        let (seconds, attoseconds) = duration.components
        return UInt64(seconds) * 1_000_000_000 + UInt64(attoseconds / 1_000_000_000)
    }

    /// The frame of the view marked with `.id(id)`, or nil when no view has that identifier or
    /// the view is not part of the layout (a `ViewThatFits` child that wasn't chosen). When several
    /// views have the identifier, the first that was placed.
    public func frame<ID: Hashable>(of id: ID) -> CGRect? {
        graph.nodes(withID: AnyHashable(id)).lazy.map { graph.frames[Int($0)] }.first { !$0.isNull }
    }

    /// What the engine repaired during layout: non-finite or negative sizes and positions, invalid
    /// modifier arguments, and so on; empty when all was well.
    public var diagnostics: [LayoutDiagnostic] { graph.diagnostics }

    /// How much work the layout pass did: views measured, memo hits, time spent.
    public var statistics: LayoutStatistics { graph.statistics }
}
