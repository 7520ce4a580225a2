extension LayoutSnapshot {
    /// Lays out `view` proposed exactly `proposal`, with its origin at (0, 0), with every engine
    /// fast path turned off (`LayoutGraph.fastPathsDisabled`). For tests that check the fast paths
    /// change nothing.
    init<V: View>(withoutFastPaths view: V, proposal: ProposedViewSize, environment: EnvironmentValues = EnvironmentValues()) {
        self.init(graph: Self.layOut(view, environment: environment, in: HostingArea(proposal: proposal), after: nil, configure: { $0.fastPathsDisabled = true }))
    }

    /// Lays out `view` as a hosting view of `size` (with `safeAreaInsets`) does, with every engine
    /// fast path turned off.
    init<V: View>(withoutFastPaths view: V, in size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets(), environment: EnvironmentValues = EnvironmentValues()) {
        self.init(graph: Self.layOut(view, environment: environment, in: HostingArea(size: size, safeAreaInsets: safeAreaInsets), after: nil, configure: { $0.fastPathsDisabled = true }), canvas: size)
    }
}
