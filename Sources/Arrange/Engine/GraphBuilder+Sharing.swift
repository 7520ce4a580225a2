extension GraphBuilder {
    /// The layout storage for a node laid out by `layout`.
    ///
    /// Frames (`FrameLayout`, `FlexFrameLayout`) have no cache and hold nothing but their value, so
    /// every frame with the same value in the graph shares one storage: in the trees people build
    /// (a fixed frame around every leaf) that is one allocation instead of one per leaf, about a
    /// hundred bytes per view.
    func makeStorage<L: Layout>(_ layout: L) -> AnyLayoutStorage {
        if L.self == FrameLayout.self { return shared(unsafeBitCast(layout, to: FrameLayout.self), kind: 1) }
        if L.self == FlexFrameLayout.self { return shared(unsafeBitCast(layout, to: FlexFrameLayout.self), kind: 2) }
        return LayoutStorage<L>.make(layout)
    }

    /// The graph's storage for frames equal to `layout`, made on first need. Values whose digest
    /// matches another value's get their own storage.
    private func shared<C: ComparableLayout & Layout & Equatable>(_ layout: C, kind: UInt64) -> AnyLayoutStorage {
        guard let stamp = C.stamp(of: layout) else { return LayoutStorage<C>.make(layout) }
        let key = stamp &* 3 &+ kind
        // Runs of equal frames (a frame around every row) hit the last storage without hashing.
        if let last = lastSharedStorage, last.key == key, let typed = last.storage as? LayoutStorage<C>, typed.layout == layout {
            return last.storage
        }
        if let existing = sharedStorages[key], let typed = existing as? LayoutStorage<C>, typed.layout == layout {
            lastSharedStorage = (key, existing)
            return existing
        }
        let made = LayoutStorage<C>.make(layout)
        if sharedStorages[key] == nil {
            sharedStorages[key] = made
            lastSharedStorage = (key, made)
        }
        return made
    }

    /// The payload index for a leaf drawing `content`: plain colours (no shape, stroke or bitmap)
    /// share one payload per colour in the graph; anything else gets its own.
    func payloadIndex(for content: LeafContent) -> Int32 {
        guard content.isPlainFill, case .color(let color)? = content.fill else {
            graph.leafPayloads.append(content)
            return Int32(graph.leafPayloads.count - 1)
        }
        // Runs of leaves of one colour hit the last payload without hashing the colour.
        if let last = lastColorPayload, last.color == color { return last.index }
        if let index = sharedColorPayloads[color] {
            lastColorPayload = (color, index)
            return index
        }
        graph.leafPayloads.append(content)
        let index = Int32(graph.leafPayloads.count - 1)
        sharedColorPayloads[color] = index
        lastColorPayload = (color, index)
        return index
    }
}
