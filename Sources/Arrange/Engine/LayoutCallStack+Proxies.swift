/// What a proxy handed to a custom layout stands for when it is used (`LayoutCallStack`).
extension LayoutCallStack {
    /// `subview` itself while a call into its graph runs on this thread; else, when it was kept in
    /// the cache of a layout running now, the subview at its position in that layout's current
    /// subviews. Stops with a message otherwise.
    func live(_ subview: LayoutSubview, describedAs name: String = "LayoutSubview") -> LayoutSubview {
        if isRunning(subview.generation) { return subview }
        guard let call = call(withLineage: subview.lineage) else { staleProxy(name, position: "subview \(subview.slot)") }
        let current = LayoutSubviews(graph: call.graph.takeUnretainedValue(), container: call.container)
        guard Int(subview.slot) < current.endIndex else {
            outgrownProxy("a \(name) kept in the cache stands for subview \(subview.slot)", count: current.endIndex, call: call)
        }
        let node = call.graph._withUnsafeGuaranteedRef { $0.childList[Int(current.base) + Int(subview.slot)] }
        return LayoutSubview(graphReference: call.graph, node: node, slot: subview.slot, container: call.container, generation: call.generation, lineage: call.lineage)
    }

    /// `subviews` itself while a call into its graph runs on this thread; else, when it was kept in
    /// the cache of a layout running now, the same range of that layout's current subviews. Stops
    /// with a message otherwise.
    func live(_ subviews: LayoutSubviews) -> LayoutSubviews {
        if isRunning(subviews.generation) { return subviews }
        guard let call = call(withLineage: subviews.lineage) else { staleProxy("LayoutSubviews", position: "subviews \(subviews.startIndex)..<\(subviews.endIndex)") }
        let current = LayoutSubviews(graph: call.graph.takeUnretainedValue(), container: call.container)
        guard subviews.endIndex <= current.endIndex else {
            outgrownProxy("a LayoutSubviews kept in the cache holds subviews \(subviews.startIndex)..<\(subviews.endIndex)", count: current.endIndex, call: call)
        }
        return LayoutSubviews(graphReference: call.graph, container: call.container, base: current.base, bounds: subviews.startIndex..<subviews.endIndex, generation: call.generation, lineage: call.lineage)
    }

    private func staleProxy(_ type: String, position: String) -> Never {
        fatalError("""
            A \(type) (\(position)) was used outside the layout pass that handed it out (after the \
            pass ended, or on another thread), and not by the layout whose cache keeps it. Subview \
            proxies and the dimensions they give are valid during the calls of the layout they were \
            handed to, on the pass's thread, and a layout may keep them in its cache for later \
            passes; keep them nowhere else.
            """)
    }

    private func outgrownProxy(_ what: String, count: Int, call: Entry) -> Never {
        let path = call.graph._withUnsafeGuaranteedRef { $0.identityPath(of: call.container) }
        fatalError("""
            \(what), but the layout (\(path)) now has \(count) subview\(count == 1 ? "" : "s"). \
            Refresh the proxies a cache keeps in updateCache(_:subviews:), which is called when the \
            subviews change.
            """)
    }
}
