extension LayoutGraph {
    /// The combined value for `Key` of the subtrees of `roots`, taken as siblings in order, or nil
    /// when no view in them sets one.
    ///
    /// A node's value is its children's values combined in order (`PreferenceOperation.combine`),
    /// then changed by the node's own preference operations in the order they were applied.
    /// Content resolved during layout (a `GeometryReader`'s, lazy elements) counts once it is
    /// resolved.
    func preferenceValue<Key: PreferenceKey>(_: Key.Type, of roots: [Int32]) -> Key.Value? {
        let key = ObjectIdentifier(Key.self)
        guard preferences.keys.contains(key) else { return nil }
        var result: Key.Value?
        for root in roots {
            if let value = subtreePreferenceValue(Key.self, key: key, of: root) {
                PreferenceOperation<Key>.combine(&result, with: value)
            }
        }
        return result
    }

    /// The value for `Key` of the subtree of `root`: a post-order walk with an explicit stack, so
    /// deep trees don't deepen the call stack.
    private func subtreePreferenceValue<Key: PreferenceKey>(_: Key.Type, key: ObjectIdentifier, of root: Int32) -> Key.Value? {
        var stack: [(node: Int32, next: Int32, value: Key.Value?)] = [(root, 0, nil)]
        while let top = stack.last {
            let node = nodes[Int(top.node)]
            if top.next < node.childCount {
                stack[stack.count - 1].next += 1
                stack.append((childList[Int(node.firstChild + top.next)], 0, nil))
                continue
            }
            var value = stack.removeLast().value
            for entry in preferences.operations[top.node] ?? [] where entry.key == key {
                (entry.operation as? PreferenceOperation<Key>)?.apply(to: &value)
            }
            guard !stack.isEmpty else { return value }
            if let value { PreferenceOperation<Key>.combine(&stack[stack.count - 1].value, with: value) }
        }
        return nil
    }

    /// An anchor from `source` on the view at `node`, resolved from the node's frame.
    func makeAnchor<Value>(_ source: Anchor<Value>.Source, for node: Int32) -> Anchor<Value> {
        let geometry = AnchorGeometry(graph: self, node: node)
        preferences.anchors.append(geometry)
        return Anchor(geometry: geometry, source: source)
    }

    /// After layout: freezes the graph's anchors (`AnchorGeometry.freeze()`), then runs the checks
    /// of the graph's `onPreferenceChange` modifiers; the runtime queues the actions of those whose
    /// value changed.
    func observePreferences(with runtime: ViewRuntime) {
        for anchor in preferences.anchors { anchor.freeze() }
        for observer in preferences.observers { observer.check(self, runtime) }
    }
}
