extension GraphBuilder {
    /// Resolves `secondary` as the overlay (or background) of the resolved node `primary` and
    /// returns the `OverlayLayout` node over both: the layout of `.overlay` and `.background`.
    func addOverlay<Secondary: View>(_ secondary: Secondary, to primary: Int32, alignment: Alignment, isBackground: Bool, isMask: Bool = false,
                                   context: ResolveContext) -> Int32 {
        var inner = context
        inner.identity = graph.nodes[Int(primary)].identity
        // The secondary content is its own layer: no stack orientation, and several views in it
        // are wrapped in an implicit ZStack with the same alignment.
        var layer = inner.child(1)
        layer.orientation = nil
        var secondaries: [Int32] = []
        resolve(secondary, context: layer, into: &secondaries)
        var children = [primary]
        if secondaries.count == 1 {
            children.append(secondaries[0])
        } else if !secondaries.isEmpty {
            children.append(addLayout(ZStackLayout(alignment: alignment), children: secondaries, context: layer))
        }
        return addLayout(OverlayLayout(alignment: alignment, isBackground: isBackground, isMask: isMask), children: children, context: inner)
    }
}
