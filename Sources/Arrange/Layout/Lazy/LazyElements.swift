/// The elements of a lazy container as its layout sees them: every subview when the container is
/// laid out eagerly, or elements built on demand when its content is lazy (a `ForEach` inside a
/// scroll view along the container's axis).
///
/// Element `i` is the `i`-th view of the content in order. Asking for an element that is not
/// built yet builds it.
struct LazyElements {
    let subviews: LayoutSubviews
    /// Whether elements are built on demand (and unbuilt ones may exist).
    let isLazy: Bool
    /// The number of elements, built or not.
    let count: Int

    init(_ subviews: LayoutSubviews) {
        self.subviews = subviews
        if let content = subviews.graph.lazyContent[subviews.container] {
            isLazy = true
            count = content.count
        } else {
            isLazy = false
            count = subviews.count
        }
    }

    /// Element `index`, built if needed.
    subscript(index: Int) -> LayoutSubview {
        isLazy ? subviews.graph.lazyElement(index, of: subviews.container) : subviews[subviews.startIndex + index]
    }

    /// How much of the container's length along `axis` sizing should measure before estimating
    /// the rest: the enclosing viewport's length, or nil (measure everything) when there is none
    /// or the container isn't lazy.
    func measuredLength(along axis: Axis) -> CGFloat? {
        guard isLazy, let viewport = subviews.graph.viewport(enclosing: subviews.container, along: axis) else { return nil }
        return viewport.size[axis]
    }

    /// The part of `bounds` visible along `axis`, as offsets from the container's leading (top)
    /// edge before right-to-left mirroring; nil when everything is visible.
    func visibleRange(in bounds: CGRect, along axis: Axis) -> (lower: CGFloat, upper: CGFloat)? {
        guard isLazy, let viewport = subviews.graph.viewport(enclosing: subviews.container, along: axis) else { return nil }
        if axis == .horizontal, subviews.layoutDirection == .rightToLeft {
            // The engine mirrors x positions within the container after placement.
            return (bounds.maxX - viewport.maxX, bounds.maxX - viewport.minX)
        }
        return (viewport.minPoint[axis] - bounds.minPoint[axis], viewport.maxPoint[axis] - bounds.minPoint[axis])
    }

    /// Removes the built elements that `placed` doesn't contain from the layout: they were only
    /// measured, and are not visible (or have no cell: a grid without columns), so they get no
    /// frame.
    func excludeUnplaced(_ placed: Set<Int32>) {
        let graph = subviews.graph
        let container = subviews.container
        let built = Int(graph.nodes[Int(container)].childCount)
        let first = Int(graph.nodes[Int(container)].firstChild)
        for slot in 0..<built where !placed.contains(Int32(slot)) {
            let node = graph.childList[first + slot]
            graph.recordExclusion(of: LayoutSubview(graph: graph, node: node, slot: Int32(slot), container: container))
        }
    }

    /// Reports a repaired input against the container.
    func report(_ message: String) {
        subviews.graph.report(message, at: subviews.container)
    }
}

extension CGRect {
    /// The top-leading corner.
    fileprivate var minPoint: CGPoint { CGPoint(x: minX, y: minY) }
    /// The bottom-trailing corner.
    fileprivate var maxPoint: CGPoint { CGPoint(x: maxX, y: maxY) }
}
