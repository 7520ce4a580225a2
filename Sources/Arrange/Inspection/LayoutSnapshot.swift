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

    /// Lays out `view` as a hosting view of `size` does: the size is proposed to the root view,
    /// whose answer is centred in the hosting view (oracle §11).
    public init<V: View>(of view: V, in size: CGSize, environment: EnvironmentValues = EnvironmentValues()) {
        self.init(view, environment: environment, canvas: size) { graph in
            let rootSize = graph.size(of: graph.root, proposal: ProposedViewSize(size))
            return CGPoint(x: (size.width - rootSize.width) / 2, y: (size.height - rootSize.height) / 2)
        } proposal: { _ in ProposedViewSize(size) }
    }

    /// Lays out `view` proposed exactly `proposal`, with its origin at (0, 0).
    public init<V: View>(of view: V, proposal: ProposedViewSize, environment: EnvironmentValues = EnvironmentValues()) {
        self.init(view, environment: environment, canvas: nil) { _ in .zero } proposal: { _ in proposal }
    }

    private init<V: View>(_ view: V, environment: EnvironmentValues, canvas: CGSize?, origin: (LayoutGraph) -> CGPoint, proposal: (LayoutGraph) -> ProposedViewSize) {
        self.graph = LargeStack.run {
            let clock = ContinuousClock()
            let builder = GraphBuilder()
            let resolveStart = clock.now
            let root = builder.resolveRoot(view, environment: environment)
            let graph = builder.graph
            graph.root = root
            let resolveDuration = clock.now - resolveStart
            graph.prepareForLayout()
            let layoutStart = clock.now
            graph.place(root: root, at: origin(graph), proposal: proposal(graph))
            let layoutDuration = clock.now - layoutStart
            graph.statistics.resolveNanoseconds = Self.nanoseconds(resolveDuration)
            graph.statistics.layoutNanoseconds = Self.nanoseconds(layoutDuration)
            return graph
        }
        self.size = graph.frames[Int(graph.root)].size
        self.canvasSize = canvas ?? size
    }

    private static func nanoseconds(_ duration: Duration) -> UInt64 {
        let (seconds, attoseconds) = duration.components
        return UInt64(seconds) * 1_000_000_000 + UInt64(attoseconds / 1_000_000_000)
    }

    /// The frame of the view marked with `.id(id)`, or nil when no view has that identifier or
    /// the view is not part of the layout (a `ViewThatFits` child that wasn't chosen).
    public func frame<ID: Hashable>(of id: ID) -> CGRect? {
        guard let node = graph.nodesByID[AnyHashable(id)] else { return nil }
        let frame = graph.frames[Int(node)]
        return frame.isNull ? nil : frame
    }

    /// What the engine repaired during layout: non-finite or negative sizes and positions, invalid
    /// modifier arguments, and so on; empty when all was well.
    public var diagnostics: [LayoutDiagnostic] { graph.diagnostics }

    /// How much work the layout pass did: views measured, memo hits, time spent.
    public var statistics: LayoutStatistics { graph.statistics }
}
