/// What a proxy handed to a custom layout stands for when it is used (`LayoutCallStack`).
extension LayoutCallStack {
    /// What a checked proxy is, for messages.
    enum ProxyKind {
        /// A `LayoutSubview`.
        case subview
        /// The guides of a `ViewDimensions`.
        case dimensions
    }

    /// The unchecked form of `subview`, with its graph's address, and that graph's generation:
    /// while a call into its graph runs on this thread, the subview itself; else, when it was kept
    /// in the cache of a layout running now, the subview at its position in that layout's current
    /// subviews. Stops with a message otherwise.
    func live(_ subview: LayoutSubview, describedAs kind: ProxyKind) -> (live: LayoutSubview, generation: UInt64) {
        let name = kind == .subview ? "LayoutSubview" : "ViewDimensions"
        let generation = subview.checkedGeneration
        if let call = call(withGeneration: generation) {
            return (LayoutSubview(graphReference: call.graph, node: subview.storedNode, slot: subview.storedSlot, container: subview.storedContainer), generation)
        }
        guard let call = call(withLineage: subview.lineage) else { staleProxy(name, position: "subview \(subview.storedSlot)") }
        let current = LayoutSubviews(graph: call.graph.takeUnretainedValue(), container: call.container)
        guard Int(subview.storedSlot) < current.endIndex else {
            outgrownProxy("a \(name) kept in the cache stands for subview \(subview.storedSlot)", count: current.endIndex, call: call)
        }
        let node = call.graph._withUnsafeGuaranteedRef { $0.childList[Int(current.storedBase) + Int(subview.storedSlot)] }
        return (LayoutSubview(graphReference: call.graph, node: node, slot: subview.storedSlot, container: call.container), call.generation)
    }

    /// The unchecked form of `subviews`, and its graph's generation: while a call into its graph
    /// runs on this thread, the same subviews; else, when they were kept in the cache of a layout
    /// running now, the same range of that layout's current subviews. Stops with a message
    /// otherwise.
    func live(_ subviews: LayoutSubviews) -> (live: LayoutSubviews, generation: UInt64) {
        let generation = subviews.checkedGeneration
        let bounds = subviews.startIndex..<subviews.endIndex
        if let call = call(withGeneration: generation) {
            return (LayoutSubviews(reference: UInt(bitPattern: call.graph.toOpaque()), container: subviews.storedContainer, base: subviews.storedBase, bounds: bounds, lineage: subviews.lineage), generation)
        }
        guard let call = call(withLineage: subviews.lineage) else { staleProxy("LayoutSubviews", position: "subviews \(bounds)") }
        let current = LayoutSubviews(graph: call.graph.takeUnretainedValue(), container: call.container)
        guard subviews.endIndex <= current.endIndex else {
            outgrownProxy("a LayoutSubviews kept in the cache holds subviews \(bounds)", count: current.endIndex, call: call)
        }
        return (LayoutSubviews(reference: current.reference, container: call.container, base: current.storedBase, bounds: bounds, lineage: subviews.lineage), call.generation)
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
