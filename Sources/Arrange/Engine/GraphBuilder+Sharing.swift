extension GraphBuilder {
    /// A reference to the layout storage for a node laid out by `layout`, kept alive by the graph
    /// (`LayoutGraph.layoutStorages`, to which a storage is added once, when it is made).
    ///
    /// Frames (`FrameLayout`, `FlexFrameLayout`) have no cache and hold nothing but their value, so
    /// every frame with the same value in the graph shares one storage: in the trees people build
    /// (a fixed frame around every leaf) that is one allocation instead of one per leaf, about a
    /// hundred bytes per view.
    func storageReference<L: Layout>(for layout: L) -> LayoutStorageReference {
        if L.self == FrameLayout.self {
            let frame = unsafeBitCast(layout, to: FrameLayout.self)
            // Runs of equal frames (a frame around every leaf) hit the last one without a digest.
            if let last = lastFrame, last.layout == frame { return last.storage }
            return shared(frame, kind: 1)
        }
        if L.self == FlexFrameLayout.self {
            let frame = unsafeBitCast(layout, to: FlexFrameLayout.self)
            if let last = lastFlexFrame, last.layout == frame { return last.storage }
            return shared(frame, kind: 2)
        }
        return kept(LayoutStorage<L>.make(layout))
    }

    /// `storage`, newly made, added to the storages the graph keeps alive.
    private func kept(_ storage: AnyLayoutStorage) -> LayoutStorageReference {
        graph.layoutStorages.append(storage)
        return LayoutStorageReference(unretained: storage)
    }

    /// The graph's storage for frames equal to `layout`, made on first need. Values whose digest
    /// matches another value's get their own storage.
    private func shared<C: ComparableLayout & Layout & Equatable>(_ layout: C, kind: UInt64) -> LayoutStorageReference {
        guard let stamp = C.stamp(of: layout) else { return kept(LayoutStorage<C>.make(layout)) }
        let key = stamp &* 3 &+ kind
        if let existing = sharedStorages[key], let typed = existing as? LayoutStorage<C>, typed.layout == layout {
            let reference = LayoutStorageReference(unretained: existing)
            remember(layout, reference)
            return reference
        }
        let made = LayoutStorage<C>.make(layout)
        let reference = kept(made)
        if sharedStorages[key] == nil {
            sharedStorages[key] = made
            remember(layout, reference)
        }
        return reference
    }

    /// Makes `reference` the storage a run of frames equal to `layout` hits first.
    private func remember<C: Layout>(_ layout: C, _ reference: LayoutStorageReference) {
        if C.self == FrameLayout.self {
            lastFrame = (unsafeBitCast(layout, to: FrameLayout.self), reference)
        } else if C.self == FlexFrameLayout.self {
            lastFlexFrame = (unsafeBitCast(layout, to: FlexFrameLayout.self), reference)
        }
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
