/// Turns a placed view tree into a display list, walking it in paint order.
///
/// A node paints itself, then its children in order, each child above the ones before it;
/// `background` content paints before the view it is behind, `overlay` content after. Hidden views
/// and views that were not placed draw nothing, nor does their content. A scroll view clips its
/// content to its frame. An item's identity is its view's structural identity, with the explicit
/// `.id` of the view or of its nearest ancestor that has one.
struct DisplayListBuilder {
    let graph: LayoutGraph
    private(set) var items: [DisplayList.Item] = []

    init(graph: LayoutGraph) {
        self.graph = graph
    }

    /// What is left to do, innermost last: nodes to paint and items to emit after their content.
    private enum Step {
        case paint(node: Int32, explicitID: AnyHashable?)
        case emit(DisplayList.Item)
    }

    /// The display list of the whole tree on a canvas of `size`. Iterative, so 10,000 nested views
    /// don't exhaust the stack.
    static func displayList(of graph: LayoutGraph, canvas size: CGSize) -> DisplayList {
        var builder = DisplayListBuilder(graph: graph)
        guard graph.root >= 0 else { return DisplayList(size: size) }
        var steps: [Step] = [.paint(node: graph.root, explicitID: nil)]
        while let step = steps.popLast() {
            switch step {
            case .emit(let item):
                builder.items.append(item)
            case .paint(let node, let inherited):
                let record = graph.nodes[Int(node)]
                let frame = graph.frames[Int(node)]
                guard !record.flags.contains(.hidden), !frame.isNull else { continue }
                let explicitID = graph.explicitIDs[node] ?? inherited
                let identity = DisplayList.Identity(structural: record.identity, explicitID: explicitID)
                let source = graph.name(of: node)
                builder.paintContent(of: node, kind: record.kind, frame: frame, identity: identity, source: source)
                var children = Array(graph.children(of: node))
                if case .layout(let storage) = record.kind {
                    if let overlay = storage as? LayoutStorage<OverlayLayout>, overlay.layout.isBackground, children.count == 2 {
                        children.reverse()
                    }
                    if graph.scrollViewAxes[node] != nil, !children.isEmpty {
                        builder.items.append(DisplayList.Item(.pushClip(Path(frame), rule: .nonZero), identity: identity, source: source))
                        steps.append(.emit(DisplayList.Item(.popClip, identity: identity, source: source)))
                    }
                }
                for child in children.reversed() {
                    steps.append(.paint(node: child, explicitID: explicitID))
                }
            }
        }
        return DisplayList(size: size, items: builder.items)
    }

    /// Appends what `node` itself draws.
    private mutating func paintContent(of node: Int32, kind: NodeKind, frame: CGRect, identity: DisplayList.Identity, source: String) {
        switch kind {
        case .leaf(let payload):
            paintLeaf(graph.leafPayloads[Int(payload)], in: frame, identity: identity, source: source)
        case .divider:
            append(.fill(Path(frame), color: .separator, rule: .nonZero), identity, source)
        case .spacer:
            break
        case .layout(let storage):
            if let text = storage as? LayoutStorage<TextLayout> {
                let flipped = graph.nodes[Int(node)].flags.contains(.rightToLeft)
                paintText(text.layout.model, proposal: graph.placedProposals[Int(node)], in: frame,
                          rightToLeft: flipped, identity: identity, source: source)
            }
        }
    }

    /// A colour fills its frame; a shape fills and/or strokes its path in the frame (black when
    /// it names no colour and the environment has no foreground colour).
    private mutating func paintLeaf(_ content: LeafContent, in frame: CGRect, identity: DisplayList.Identity, source: String) {
        guard let shape = content.shape else {
            append(.fill(Path(frame), color: content.fill.map(DisplayList.RGBA.init) ?? .black, rule: .nonZero), identity, source)
            return
        }
        if content.fill != nil || content.stroke == nil {
            let color = content.fill.map(DisplayList.RGBA.init) ?? .black
            append(.fill(shape.path(in: frame), color: color, rule: .nonZero), identity, source)
        }
        if let stroke = content.stroke {
            let inset = stroke.isInset && stroke.style.lineWidth.isFinite ? stroke.style.lineWidth / 2 : 0
            let rect = inset > 0 && frame.width >= 2 * inset && frame.height >= 2 * inset
                ? frame.insetBy(dx: inset, dy: inset)
                : inset > 0 ? CGRect(x: frame.midX, y: frame.midY, width: 0, height: 0) : frame
            let color = stroke.color.map(DisplayList.RGBA.init) ?? .black
            append(.stroke(shape.path(in: rect), color: color, style: stroke.style), identity, source)
        }
    }

    /// Appends an item, leaving out drawing that can't be seen (fully transparent colours,
    /// strokes of no width).
    mutating func append(_ content: DisplayList.Content, _ identity: DisplayList.Identity, _ source: String) {
        switch content {
        case .fill(_, let color, _) where color.opacity == 0: return
        case .stroke(_, let color, let style) where color.opacity == 0 || !(style.lineWidth > 0): return
        case .glyphs(let run) where run.color.opacity == 0 || run.glyphs.isEmpty: return
        default: break
        }
        items.append(DisplayList.Item(content, identity: identity, source: source))
    }
}
