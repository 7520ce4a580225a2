extension DisplayListBuilder {
    /// The push and pop items of a `visualEffect` on the view at `node`, laid out at `frame`,
    /// innermost first: the closure runs now, with the view's geometry. A step with an invalid
    /// value is reported at the node (once) and drawn repaired.
    func visualEffectItems(_ layout: VisualEffectLayout, of node: Int32, in frame: CGRect) -> [(DisplayList.Content, DisplayList.Content)] {
        let steps = layout.effect(GeometryProxy(graph: graph, node: node, frame: frame))
        var items: [(DisplayList.Content, DisplayList.Content)] = []
        for step in steps {
            if let problem = step.problem { graph.reportOnce(problem, at: node) }
            if case .offset(let size) = step {
                let x = size.width.isFinite ? size.width : 0, y = size.height.isFinite ? size.height : 0
                items.append((.pushTransform(CGAffineTransform(translationX: x, y: y)), .popTransform))
            } else if let effect = step.renderEffect, let pair = Self.items(for: effect, in: frame) {
                items.append(pair)
            }
        }
        return items
    }
}
