import Observation

/// Owns a view tree and runs it without a screen: its state, its environment, its size and a
/// clock; for tests, servers and terminal front ends.
///
/// ```swift
/// struct Counter: View {
///     @State private var count = 0
///     var body: some View { Button("Count: \(count)") { count += 1 }.id("button") }
/// }
/// let host = ViewHost(rootView: Counter(), size: CGSize(width: 200, height: 100))
/// host.tap(on: "button")            // runs the action; count is 1, the tree updated
/// host.press(.tab); host.press(.space) // focus the button from the keyboard and press it
/// host.snapshot.frame(of: "button")
/// host.displayList                   // what it draws now
/// host.advance(by: 0.25)             // the host's clock
/// ```
///
/// When a `State` value, a binding to one, or a property of an `@Observable` object that some
/// `body` read changes, or an `ObservableObject` that a view holds with `@StateObject`,
/// `@ObservedObject` or `@EnvironmentObject` announces a change, the host updates before it is
/// next read or sent an event (or at ``updateIfNeeded()``): as SwiftUI does, it evaluates again
/// only the bodies of the views whose inputs changed, and of the views around them; a view whose
/// value equals its last one, whose state and observed objects did not change, and whose inherited
/// environment values read are the same is kept as it was (Docs/Engine.md, "Retained views";
/// ``LayoutStatistics/viewsKept``). It then lays the tree out reusing what did not change (as
/// ``LayoutHost`` does), and runs the `onDisappear`, `onAppear` and `onChange` actions that
/// the update calls for, updating again if they change state.
///
/// A state change made inside `withAnimation` (or seen by an `.animation(_:value:)`) animates:
/// ``snapshot``, ``frame(of:)`` and ``displayList`` give what is shown at the host's ``time``
/// (interpolated frames, transitions), ``advance(by:)`` moves it on, and ``isAnimating`` says
/// whether there is more to show. Hit testing uses the new layout, where moving views are going.
///
/// The clock also drives `TimelineView`s (their schedules are read at ``date``); the tasks of
/// `.task` modifiers run on the main actor, and ``waitForTasks()`` waits for them;
/// ``advance(by:)`` runs the work the views scheduled on the main thread (main-queue blocks,
/// main-actor tasks, timers: Docs/Differences.md, "Animation timing and scheduled work"). State
/// changed in several transactions before an update is shown by one update per transaction, each
/// with its own animation. The host sets
/// the size classes from its size and shows the color scheme the views prefer
/// (``colorScheme``).
///
/// A host is not thread-safe: use it, and change the state and observable models its views read,
/// from one thread at a time (SwiftUI's equivalent is bound to the main actor).
///
/// SwiftUI has no headless host; this plays the part of a hosting view and its window.
public final class ViewHost<Content: View> {
    /// The root view.
    public private(set) var rootView: Content
    /// The size of the hosting area: proposed to the root view, whose answer is centred in it.
    public private(set) var size: CGSize
    /// The hosting area's safe-area insets (Docs/LayoutRules.md §13).
    public private(set) var safeAreaInsets: EdgeInsets
    /// The environment the root view is resolved in.
    public private(set) var environment: EnvironmentValues
    /// The host's clock, in seconds since the host was made: moved only by ``advance(by:)``.
    public internal(set) var time: TimeInterval = 0
    /// The date at which the host's clock started: when the host was made.
    public let startDate = Date()

    /// Whether ``advance(by:)`` also runs the main run loop for the interval it advances, in real
    /// time, so that work the views scheduled on the real clock (`DispatchQueue.main.asyncAfter`,
    /// `Task.sleep`, `Timer`) falls due while the host's clock moves (`ViewHost+Scheduling`).
    /// False by default: ``advance(by:)`` then runs only the work that is ready when it is called.
    public var runsScheduledWorkInRealTime = false

    /// The color scheme the root view prefers (`preferredColorScheme(_:)`), read after each
    /// update; nil when no view prefers one.
    public internal(set) var preferredColorScheme: ColorScheme?

    /// The most recent layout.
    var graph: LayoutGraph {
        didSet { hitTesterCache = nil }
    }
    let runtime = ViewRuntime()
    /// The structural identity of the view with keyboard focus.
    var focusedIdentity: UInt64? {
        didSet { focusDidMove(from: oldValue) }
    }
    /// The last tap: when, where, and how many taps in a row it completed.
    var lastTap: (time: TimeInterval, point: CGPoint, count: Int)?
    /// The press in progress, while a pointer is down (`ViewHost+Pointer`).
    var pointerSession: PointerSession?
    /// The focus to restore when each presented layer closes, outermost first
    /// (`ViewHost+Presentation`).
    var focusBeforePresentations: [UInt64?] = []
    /// The edit mode the host gives its views (`EditModeStore.swift`).
    let editModeStore = EditModeStore()
    /// The store of the views' `@SceneStorage` properties when the environment has none
    /// (`ViewHost+Storage`).
    let sceneStorageStore = AppStorageStore()
    /// What went wrong while updating (state that kept changing) or with input (pointer events
    /// at non-finite locations, unmatched pointer events, bad gesture parameters), oldest first.
    public internal(set) var diagnostics: [String] = []
    /// How many updates have been made, the first included.
    public private(set) var updateCount = 0
    /// Interpolates between the layouts of animated updates (`ViewHost+Animation`).
    let animator = LayoutAnimator()
    /// The presentation last computed, with the host time and update it was computed for.
    var presentationCache: (time: TimeInterval, update: Int, graph: LayoutGraph)?
    /// The hit tester of `graph`, with the graph's generation (`hitTester`): a tap's press, focus
    /// and release share one, because a host's graph keeps its frames until the next update.
    /// Cleared when `graph` changes, so that it never keeps an earlier graph alive.
    var hitTesterCache: (generation: UInt64, tester: HitTester)?
    /// The environment the views were last resolved in, with what it was made from
    /// (`presentedEnvironment`).
    var presentedEnvironmentCache: (generation: Int, date: Date, colorScheme: ColorScheme?, values: EnvironmentValues)?
    /// Counts the changes of ``environment``.
    var environmentGeneration = 0
    /// Whether updates keep the views whose inputs did not change (`RetainedViews`); off, every
    /// update evaluates every body, as tests compare with.
    var retainsViews = true

    /// The most updates in a row that state changes made by `onChange`, `onPreferenceChange`,
    /// `onAppear` or `body` itself may cause before the host stops and reports it.
    static var maximumConsecutiveUpdates: Int { 100 }

    /// Creates a host for `rootView` in a hosting area of `size`, and shows the view: its
    /// `onAppear` actions run.
    ///
    /// - Parameters:
    ///   - rootView: The view to run.
    ///   - size: The size of the hosting area.
    ///   - safeAreaInsets: The hosting area's safe-area insets (Docs/LayoutRules.md §13); none by
    ///     default.
    ///   - environment: The environment the view is resolved in.
    public init(rootView: Content, size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets(), environment: EnvironmentValues = EnvironmentValues()) {
        self.rootView = rootView
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        self.environment = environment
        self.graph = LayoutGraph()
        update()
    }

    deinit {
        for action in runtime.tearDown() { action() }
    }

    /// The frames shown now, after any pending update: while an animation runs (see
    /// ``isAnimating``), the interpolated frames at the host's ``time``.
    public var snapshot: LayoutSnapshot {
        updateIfNeeded()
        return LayoutSnapshot(graph: presentedGraph, canvas: size)
    }

    /// What the view draws now, on a canvas of the host's size.
    public var displayList: DisplayList { snapshot.displayList }

    /// The display list, without source names when `namingSources` is false (the list a
    /// renderer draws: Docs/Engine.md, "Source names").
    package func displayList(namingSources: Bool) -> DisplayList {
        snapshot.displayList(namingSources: namingSources)
    }

    /// The frame of the view marked `.id(id)` as shown now (interpolated while an animation
    /// runs), or nil when there is none.
    public func frame<ID: Hashable>(of id: ID) -> CGRect? {
        snapshot.frame(of: id)
    }

    /// How many `body` evaluations the host has made so far.
    public var bodyEvaluationCount: Int { runtime.bodyEvaluations }

    /// Replaces the root view (as a parent view's new value would): its state is kept where the
    /// identities are the same.
    public func update(rootView: Content) {
        self.rootView = rootView
        update()
    }

    /// Resizes the hosting area.
    public func update(size: CGSize) {
        self.size = size
        update()
    }

    /// Resizes the hosting area and changes its safe-area insets (Docs/LayoutRules.md §13).
    public func update(size: CGSize, safeAreaInsets: EdgeInsets) {
        self.size = size
        self.safeAreaInsets = safeAreaInsets
        update()
    }

    /// Replaces the environment the root view is resolved in.
    public func update(environment: EnvironmentValues) {
        self.environment = environment
        environmentGeneration &+= 1
        update()
    }

    /// Moves the host's clock forward by `seconds` (negative or non-finite amounts are ignored),
    /// then updates if anything changed (a `TimelineView` reaching its schedule's next entry
    /// included). Running animations move on with the clock; a change
    /// made before the call (an animated one starts then) is applied before the clock moves.
    ///
    /// Work that the views scheduled on the main queue or the main actor and that is ready runs
    /// first (with ``runsScheduledWorkInRealTime``, all that falls due during the interval, at
    /// the host time matching when it ran): see ``runsScheduledWorkInRealTime`` and
    /// Docs/Differences.md, "Animation timing and scheduled work".
    public func advance(by seconds: TimeInterval) {
        updateIfNeeded()
        let interval = seconds.isFinite && seconds > 0 ? seconds : 0
        runScheduledWork(during: interval)
        animator.prune(at: time)
        if let next = runtime.nextTimelineDate, next <= date { runtime.invalidate() }
        sendClockToPointers()
        updateIfNeeded()
    }

    /// Updates if some state changed since the last update.
    public func updateIfNeeded() {
        if runtime.needsUpdate { update() }
    }

    /// Evaluates the tree, lays it out and presents it, then runs the actions the update calls
    /// for; repeats while they change state.
    private func update() {
        var passes = 0
        // Every frame of an animation places the root as the layout does (one hosting policy).
        let area = HostingArea(size: size, safeAreaInsets: safeAreaInsets)
        animator.relayout = { graph in area.placeRoot(of: graph) }
        repeat {
            passes += 1
            guard passes <= Self.maximumConsecutiveUpdates else {
                diagnostics.append("state kept changing after \(Self.maximumConsecutiveUpdates) updates in a row; stopped updating")
                runtime.discardPendingUpdate()
                break
            }
            // One update per transaction the pending changes were made in (`ViewRuntime+Transactions`).
            var actions: [() -> Void] = []
            runtime.retention.beginRound()
            for batch in runtime.takeTransactionBatches() {
                runtime.replay(batch)
                runtime.beginUpdate()
                let newGraph = layOut()
                newGraph.observePreferences(with: runtime)
                adoptPreferredColorScheme(of: newGraph)
                actions += runtime.endUpdate()
                updateCount += 1
                present(newGraph, transaction: batch.transaction ?? Transaction())
            }
            runtime.retention.endRound()
            for action in actions { action() }
        } while runtime.needsUpdate
        synchronizeFocus()
        followPresentations()
    }

    /// Resolves and lays out the root view, reusing the current layout, tracking the observable
    /// properties that bodies read.
    private func layOut() -> LayoutGraph {
        let view = rootView, size = size, insets = safeAreaInsets, environment = presentedEnvironment, previous = graph.root >= 0 ? graph : nil
        let runtime = runtime, retainsViews = retainsViews
        return withObservationTracking {
            LayoutSnapshot.layOut(view, environment: environment, in: HostingArea(size: size, safeAreaInsets: insets), after: previous, stamped: true, runtime: runtime, retention: retainsViews ? runtime.retention : nil)
        } onChange: { [weak runtime] in
            // The views that read the property marked themselves (`GraphBuilder+Retention`).
            runtime?.requestUpdate()
        }
    }

    /// Makes `newLayout` the current one: the single step where a change becomes visible. When
    /// the transaction (or a view's `.animation(_:value:)`) animates, the animator interpolates
    /// from what is shown now to the new layout (`ViewHost+Animation`).
    func present(_ newLayout: LayoutGraph, transaction: Transaction) {
        animator.update(from: graph, to: newLayout, transaction: transaction, at: time)
        presentationCache = nil
        graph = newLayout
    }
}
