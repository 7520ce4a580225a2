extension LayoutGraph {
    /// The size of the container nearest `node`, for `containerRelativeFrame`
    /// (Docs/LayoutRules.md §12): on each axis, the length the nearest enclosing `ScrollView` was
    /// last measured or placed with, where it was given a finite one (a scroll view proposed
    /// infinity has no visible length); else the hosting area's length. Nil on an axis no
    /// container gives a length (a snapshot proposed nil or infinity there).
    ///
    /// The hosting area's length is that of its safe area (what it proposes the root,
    /// Docs/LayoutRules.md §13).
    func containerSize(around node: Int32) -> (width: CGFloat?, height: CGFloat?) {
        var width: CGFloat?, height: CGFloat?
        var current = nodes[Int(node)].parent
        while current >= 0, width == nil || height == nil {
            if let size = containerSizes[current] {
                width = width ?? size.width.flatMap { $0.isFinite ? $0 : nil }
                height = height ?? size.height.flatMap { $0.isFinite ? $0 : nil }
            }
            current = nodes[Int(current)].parent
        }
        func finite(_ value: CGFloat?) -> CGFloat? { value.flatMap { $0.isFinite ? $0 : nil } }
        return (width ?? finite(hostingProposal.width), height ?? finite(hostingProposal.height))
    }

    /// Records the size a scroll view at `node` is measured or placed with: the size of the
    /// container its content sees. Content sized for another size of the same scroll view is
    /// forgotten (the memo keys sizes by proposal only, and the content's proposal does not
    /// change with the scroll view's length along its scroll axes).
    func recordContainerSize(_ proposal: ProposedViewSize, of node: Int32) {
        guard usesContainerSizes else { return }
        if let old = containerSizes[node], old != proposal { memo.removeAll() }
        containerSizes[node] = proposal
    }

    /// Reports `message` at `node` unless the same message was reported there already (layouts
    /// are asked many times a pass).
    func reportOnce(_ message: String, at node: Int32) {
        for (index, reported) in diagnosticNodes.enumerated() where reported == node && diagnostics[index].message == message { return }
        report(message, at: node)
    }
}
