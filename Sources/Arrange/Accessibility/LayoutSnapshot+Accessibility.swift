extension LayoutSnapshot {
    /// The accessibility properties and help stored on the view marked with `.id(id)`, or on the
    /// first view inside it (depth first) that has some; nil when there is no such view or none
    /// has any.
    ///
    /// ```swift
    /// let snapshot = LayoutSnapshot(of: Image(systemName: "trash").accessibilityLabel("Delete").id("bin"))
    /// snapshot.accessibilityProperties(of: "bin")?.label   // "Delete"
    /// ```
    public func accessibilityProperties<ID: Hashable>(of id: ID) -> AccessibilityProperties? {
        firstTrait(AccessibilityProperties.traitKey, of: id) as? AccessibilityProperties
    }

    /// The badge (`badge(_:)`) stored on the view marked with `.id(id)` or the first view inside
    /// it that has one; nil when none has.
    public func badge<ID: Hashable>(of id: ID) -> String? {
        (firstTrait(ObjectIdentifier(BadgeKey.self), of: id) as? String?) ?? nil
    }

    /// The value of trait `key` on the node marked `id`, else on the first node of its subtree
    /// (depth first) that has it.
    private func firstTrait<ID: Hashable>(_ key: ObjectIdentifier, of id: ID) -> Any? {
        guard let start = graph.nodesByID[AnyHashable(id)] else { return nil }
        var pending = [start]
        while let node = pending.popLast() {
            let row = graph.nodes[Int(node)].traits
            if row >= 0, let value = graph.traitTable[Int(row)][key] { return value }
            let first = Int(graph.nodes[Int(node)].firstChild)
            let count = Int(graph.nodes[Int(node)].childCount)
            if count > 0 { pending.append(contentsOf: graph.childList[first..<first + count].reversed()) }
        }
        return nil
    }
}

extension LayoutSnapshot {
    /// The accessibility tree: the elements a screen reader reads, in reading order (sort
    /// priority first, then top to bottom, then leading to trailing), with their labels, values,
    /// traits and frames. Docs/Differences.md, "Accessibility tree".
    ///
    /// ```swift
    /// let snapshot = LayoutSnapshot(of: VStack { Text("Title"); Button("Save") {} })
    /// snapshot.accessibilityElements.map(\.description)   // ["Title", "Save, button"]
    /// ```
    public var accessibilityElements: [AccessibilityElement] {
        graph.accessibilityElements()
    }
}
