extension LayoutSnapshot {
    /// Lays out `view` proposed exactly `proposal`, with its origin at (0, 0), with every engine
    /// fast path turned off (`LayoutGraph.fastPathsDisabled`). For tests that check the fast paths
    /// change nothing.
    init<V: View>(withoutFastPaths view: V, proposal: ProposedViewSize, environment: EnvironmentValues = EnvironmentValues()) {
        self.init(graph: LargeStack.run {
            Self.layOut(view, environment: environment, after: nil, configure: { $0.fastPathsDisabled = true }) { _ in .zero } proposal: { _ in proposal }
        })
    }

    /// Lays out `view` as a hosting view of `size` does, with every engine fast path turned off.
    init<V: View>(withoutFastPaths view: V, in size: CGSize, environment: EnvironmentValues = EnvironmentValues()) {
        self.init(graph: LargeStack.run {
            Self.layOut(view, environment: environment, after: nil, configure: { $0.fastPathsDisabled = true }) { graph in
                HostingArea(size: size).origin(in: graph)
            } proposal: { _ in HostingArea(size: size).proposal }
        }, canvas: size)
    }
}
