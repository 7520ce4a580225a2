/// The safe area during placement (Docs/LayoutRules.md §13).
///
/// Off the hot path: placement reads `usesSafeArea` (a stored flag) only for nodes that ignore the
/// safe area, through `safeAreaIgnoringEdges`, which is empty in trees without `ignoresSafeArea`
/// (`LayoutGraph+FastPaths.swift` lists the other shortcuts). Trees that use a safe area are laid
/// out in full on every update (`resolvesDuringLayout`).
extension LayoutGraph {
    /// The safe-area layers around `node`, innermost first: those recorded at the nearest node on
    /// the way to the root (itself included), or none.
    func safeAreaLayers(around node: Int32) -> [SafeAreaLayer] {
        var current = node
        while current >= 0 {
            if let layers = safeAreaLayers[current] { return layers }
            current = nodes[Int(current)].parent
        }
        return []
    }

    /// The insets of a view at `frame` with the layers around `node`: the part of the frame
    /// outside the innermost safe area, on each side (what `GeometryProxy.safeAreaInsets` reports).
    func safeAreaInsets(of node: Int32, frame: CGRect) -> EdgeInsets {
        guard usesSafeArea, let safe = safeAreaLayers(around: node).first?.safe else { return EdgeInsets() }
        func overlap(_ amount: CGFloat, _ length: CGFloat) -> CGFloat {
            amount.isFinite ? Swift.min(Swift.max(amount, 0), Swift.max(length, 0)) : 0
        }
        return EdgeInsets(
            top: overlap(safe.minY - frame.minY, frame.height),
            leading: overlap(safe.minX - frame.minX, frame.width),
            bottom: overlap(frame.maxY - safe.maxY, frame.height),
            trailing: overlap(frame.maxX - safe.maxX, frame.width))
    }

    /// Where a view that ignores the safe area on `edges` goes when its container puts it at
    /// `bounds`: on each of those edges that reaches a layer's safe boundary (or lies beyond it),
    /// the edge moves out to the layer's outer boundary, layer after layer outwards. Returns the
    /// extended rectangle (what the view is proposed) or nil when nothing extends.
    func safeAreaExtension(of node: Int32, at bounds: CGRect, edges: Edge.Set) -> CGRect? {
        let layers = safeAreaLayers(around: node)
        guard !layers.isEmpty else { return nil }
        // A tolerance for frames computed by different sums of the same lengths.
        let tolerance = 1e-9 * Swift.max(1, abs(bounds.minX), abs(bounds.minY), abs(bounds.maxX), abs(bounds.maxY))
        var minX = bounds.minX, minY = bounds.minY, maxX = bounds.maxX, maxY = bounds.maxY
        for layer in layers {
            if edges.contains(.top), minY <= layer.safe.minY + tolerance { minY = Swift.min(minY, layer.outer.minY) }
            if edges.contains(.leading), minX <= layer.safe.minX + tolerance { minX = Swift.min(minX, layer.outer.minX) }
            if edges.contains(.bottom), maxY >= layer.safe.maxY - tolerance { maxY = Swift.max(maxY, layer.outer.maxY) }
            if edges.contains(.trailing), maxX >= layer.safe.maxX - tolerance { maxX = Swift.max(maxX, layer.outer.maxX) }
        }
        let extended = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        guard extended != bounds, extended.width.isFinite, extended.height.isFinite else { return nil }
        return extended
    }

    /// Records the layers around the content `child` of a container at `bounds` that adds
    /// `insets` to its content's safe area.
    func recordSafeAreaLayer(for child: Int32, container: Int32, bounds: CGRect, insets: EdgeInsets) {
        let around = safeAreaLayers(around: container)
        safeAreaLayers[child] = [SafeAreaLayer.inset(bounds, by: insets, within: around)] + around
    }

    /// Where placement puts `node`, which its container put at `bounds` with `item`'s proposal:
    /// unchanged, unless it ignores the safe area on an edge that reaches it; then it is proposed
    /// the extended rectangle and centred in it.
    func placementIgnoringSafeArea(_ item: LayoutScratch.WorkItem, node: Int32, bounds: CGRect) -> (LayoutScratch.WorkItem, CGRect) {
        guard !safeAreaIgnoringEdges.isEmpty, let edges = safeAreaIgnoringEdges[node],
              let extended = safeAreaExtension(of: node, at: bounds, edges: edges) else { return (item, bounds) }
        var moved = item
        moved.proposal = ProposedViewSize(extended.size)
        let fitted = drawable(size(of: node, proposal: moved.proposal), of: node, proposal: moved.proposal)
        return (moved, CGRect(x: extended.midX - fitted.width / 2, y: extended.midY - fitted.height / 2, width: fitted.width, height: fitted.height))
    }
}
