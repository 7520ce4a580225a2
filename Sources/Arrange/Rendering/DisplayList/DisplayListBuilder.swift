/// Turns a placed view tree into a display list, walking it in paint order.
///
/// A node paints itself, then its children in order, each child above the ones before it;
/// `background` content paints before the view it is behind, `overlay` content after. Hidden views
/// and views that were not placed draw nothing, nor does their content. A scroll view clips its
/// content to its frame. An item's identity is its view's structural identity, with the explicit
/// `.id` of the view or of its nearest ancestor that has one. Items carry their view's short name
/// (`DisplayList.Item.source`) unless the list is made for drawing only, where working the names
/// out (a colour's components, a text's characters, a layout's type) would cost more than the
/// walk (Docs/Engine.md, "Source names").
struct DisplayListBuilder {
    let graph: LayoutGraph
    /// Whether items carry their view's name; false for a list made only to be drawn.
    let namesSources: Bool
    var items: [DisplayList.Item] = []

    init(graph: LayoutGraph, namesSources: Bool = true) {
        self.graph = graph
        self.namesSources = namesSources
    }

    /// What is left to do, innermost last: nodes to paint and items to emit after their content.
    private enum Step {
        case paint(node: Int32, explicitID: AnyHashable?)
        case emit(DisplayList.Item)
        /// A removed view still running its removal transition (`PresentationEffects.removed`).
        case paintRemoved(Int)
    }

    /// The display list of the whole tree on a canvas of `size`. Iterative, so 10,000 nested views
    /// don't exhaust the stack.
    static func displayList(of graph: LayoutGraph, canvas size: CGSize, namingSources: Bool = true) -> DisplayList {
        var builder = DisplayListBuilder(graph: graph, namesSources: namingSources)
        guard graph.root >= 0 else { return DisplayList(size: size) }
        let effects = graph.presentationEffects
        builder.paint(from: graph.root, explicitID: nil, wrappers: effects?.wrappers ?? [:], removed: effects?.removed ?? [])
        // Removed views whose parent is not drawn: above the rest.
        for index in effects?.removed.indices ?? 0..<0 where effects!.removed[index].parent < 0 {
            builder.paintRemoved(effects!.removed[index])
        }
        return DisplayList(size: size, items: builder.items)
    }

    /// Paints a removed view's subtree from the graph it was last shown in, inside its removal
    /// transition's opacity and transform.
    private mutating func paintRemoved(_ removed: PresentationEffects.RemovedView) {
        var inner = DisplayListBuilder(graph: removed.graph, namesSources: namesSources)
        var inherited: AnyHashable?
        var ancestor = removed.graph.nodes[Int(removed.node)].parent
        while ancestor >= 0, inherited == nil {
            inherited = removed.graph.explicitID(of: ancestor)
            ancestor = removed.graph.nodes[Int(ancestor)].parent
        }
        inner.paint(from: removed.node, explicitID: inherited, wrappers: [removed.node: removed.wrapper], removed: [])
        items += inner.items
    }

    /// Paints `root` and its subtree, in paint order; a node with a wrapper (an animating
    /// host's transition effects) is painted inside its opacity and transform.
    private mutating func paint(from root: Int32, explicitID rootID: AnyHashable?, wrappers: [Int32: PresentationEffects.Wrapper], removed: [PresentationEffects.RemovedView]) {
        var removedByParent: [Int32: [Int]] = [:]
        for (index, view) in removed.enumerated() where view.parent >= 0 {
            removedByParent[view.parent, default: []].append(index)
        }
        var steps: [Step] = [.paint(node: root, explicitID: rootID)]
        while let step = steps.popLast() {
            switch step {
            case .emit(let item):
                self.items.append(item)
            case .paintRemoved(let index):
                paintRemoved(removed[index])
            case .paint(let node, let inherited):
                let record = graph.nodes[Int(node)]
                let frame = graph.frames[Int(node)]
                guard !record.flags.contains(.hidden), !frame.isNull else { continue }
                let explicitID = graph.explicitID(of: node) ?? inherited
                let identity = DisplayList.Identity(structural: record.identity, explicitID: explicitID)
                let source = namesSources ? graph.name(of: node) : ""
                if !wrappers.isEmpty, let wrapper = wrappers[node] {
                    for push in wrapper.pushes { items.append(DisplayList.Item(push, identity: identity, source: source)) }
                    for pop in wrapper.pops.reversed() { steps.append(.emit(DisplayList.Item(pop, identity: identity, source: source))) }
                }
                paintContent(of: node, kind: record.kind, frame: frame, identity: identity, source: source)
                var children = Array(graph.children(of: node))
                if case .layout(let reference) = record.kind {
                    let storage = reference.object
                    if let overlay = storage as? LayoutStorage<OverlayLayout>, overlay.layout.isBackground, children.count == 2 {
                        children.reverse()
                    }
                    if let overlay = storage as? LayoutStorage<OverlayLayout>, overlay.layout.isMask, children.count == 2 {
                        // The mask's drawing first, then the content it masks.
                        self.items.append(DisplayList.Item(.pushMask, identity: identity, source: source))
                        steps.append(.emit(DisplayList.Item(.popMask, identity: identity, source: source)))
                        steps.append(.paint(node: children[0], explicitID: explicitID))
                        steps.append(.emit(DisplayList.Item(.beginMaskedContent, identity: identity, source: source)))
                        steps.append(.paint(node: children[1], explicitID: explicitID))
                        continue
                    }
                    if graph.scrollViewAxes[node] != nil, !children.isEmpty {
                        self.items.append(DisplayList.Item(.pushClip(Path(frame), rule: .nonZero), identity: identity, source: source))
                        steps.append(.emit(DisplayList.Item(.popClip, identity: identity, source: source)))
                    }
                    if let effect = storage as? LayoutStorage<RenderEffectLayout>,
                       let (push, pop) = Self.items(for: effect.layout.effect, in: frame) {
                        self.items.append(DisplayList.Item(push, identity: identity, source: source))
                        steps.append(.emit(DisplayList.Item(pop, identity: identity, source: source)))
                    }
                    if let visual = storage as? LayoutStorage<VisualEffectLayout> {
                        // Outermost effect first; its pop is emitted last.
                        for (push, pop) in visualEffectItems(visual.layout, of: node, in: frame).reversed() {
                            self.items.append(DisplayList.Item(push, identity: identity, source: source))
                            steps.append(.emit(DisplayList.Item(pop, identity: identity, source: source)))
                        }
                    }
                }
                self.orderByZIndex(&children)
                if !removedByParent.isEmpty, let indices = removedByParent[node] {
                    // A removed view at its old position among the subviews, counting those still there.
                    var order = children.map { Step.paint(node: $0, explicitID: explicitID) }
                    for index in indices.sorted(by: { removed[$0].position < removed[$1].position }) {
                        order.insert(.paintRemoved(index), at: Swift.min(removed[index].position, order.count))
                    }
                    steps.append(contentsOf: order.reversed())
                } else {
                    for child in children.reversed() {
                        steps.append(.paint(node: child, explicitID: explicitID))
                    }
                }
            }
        }
    }

    /// The push and pop items of a drawing modifier on a view whose frame is `frame`; nil for
    /// effects that draw nothing themselves (`zIndex`).
    static func items(for effect: RenderEffect, in frame: CGRect) -> (DisplayList.Content, DisplayList.Content)? {
        switch effect {
        case .opacity(let value):
            return (.pushOpacity(value.isNaN ? 0 : Swift.min(Swift.max(value, 0), 1)), .popOpacity)
        case .clip(let shape, let rule):
            return (.pushClip(shape.path(in: frame), rule: rule), .popClip)
        case .transform(let t) where ![t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite):
            return (.pushTransform(CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)), .popTransform) // draws nothing
        case .rotation, .scale, .transform:
            guard let transform = effect.transform(in: frame) else { return nil }
            return (.pushTransform(transform), .popTransform)
        case .shadow(let color, let radius, let offset):
            return (.pushShadow(DisplayList.Shadow(color: DisplayList.RGBA(color), radius: radius, offset: offset)), .popShadow)
        case .zIndex:
            return nil
        case .colorMatrix(let matrix, _, _):
            return (.pushFilter(.colorMatrix(matrix)), .popFilter)
        case .blur(let radius, let opaque):
            let valid = radius.isFinite && radius >= 0 ? radius : 0
            return (.pushFilter(.blur(radius: valid, opaque: opaque, bounds: frame)), .popFilter)
        case .blendMode(let mode, _):
            return (.pushBlendMode(mode), .popBlendMode)
        case .projection, .rotation3D:
            guard var projection = effect.projection(in: frame) else { return nil }
            if !projection.isFinite { projection = ProjectionTransform(CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)) } // draws nothing
            return (.pushProjection(projection), .popProjection)
        }
    }

    /// Reorders siblings by their `zIndex` (0 for views without one), stably: higher values
    /// paint later.
    func orderByZIndex(_ children: inout [Int32]) {
        guard children.count > 1 else { return }
        var keys: [Double]?
        for (index, child) in children.enumerated() {
            guard let value = zIndex(of: child) else { continue }
            if keys == nil { keys = Array(repeating: 0, count: children.count) }
            keys![index] = value.isNaN ? 0 : value
        }
        guard let keys else { return }
        children = children.indices.sorted { (keys[$0], $0) < (keys[$1], $1) }.map { children[$0] }
    }

    /// The `zIndex` of a view: set on it, or on the view that a chain of single-child modifiers
    /// (`.zIndex(1).padding()`) decorates, the outermost winning.
    private func zIndex(of node: Int32) -> Double? {
        var current = node
        while let storage = graph.layoutStorage(of: current), storage.isUnaryModifier {
            if let effect = storage as? LayoutStorage<RenderEffectLayout>, case .zIndex(let value) = effect.layout.effect {
                return value
            }
            guard let first = graph.children(of: current).first else { return nil }
            current = first
        }
        return nil
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
        case .layout(let reference):
            let storage = reference.object
            if let text = storage as? LayoutStorage<TextLayout> {
                let flipped = graph.nodes[Int(node)].flags.contains(.rightToLeft)
                paintText(text.layout.model, proposal: graph.placedProposals[Int(node)].proposal, in: frame,
                          rightToLeft: flipped, identity: identity, source: source)
            }
        }
    }

    /// A colour fills its frame; a shape fills and/or strokes its path in the frame (black when
    /// it names no colour and the environment has no foreground colour).
    private mutating func paintLeaf(_ content: LeafContent, in frame: CGRect, identity: DisplayList.Identity, source: String) {
        if let bitmap = content.bitmap {
            append(.image(bitmap, in: frame), identity, source)
            return
        }
        if content.isEmpty { return }
        if let canvas = content.canvas {
            paintCanvas(canvas, in: frame, identity: identity, source: source)
            return
        }
        guard let shape = content.shape else {
            appendFill(Path(frame), content.fill, frame: frame, identity, source)
            return
        }
        if let symbol = shape as? SymbolImageShape, paintSymbol(symbol.glyph, content.fill, in: frame, identity: identity, source: source) { return }
        if content.fill != nil || content.stroke == nil {
            appendFill(shape.path(in: frame), content.fill, frame: frame, identity, source, rule: content.isEOFilled ? .evenOdd : .nonZero)
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

    /// Appends a fill of `path` with a paint (black when there is none); a gradient is
    /// positioned in the view's frame.
    private mutating func appendFill(_ path: Path, _ paint: Paint?, frame: CGRect, _ identity: DisplayList.Identity, _ source: String,
                                     rule: DisplayList.FillRule = .nonZero) {
        switch paint {
        case .gradient(let gradient):
            guard !gradient.stops.isEmpty else { return }
            append(.fillGradient(path, gradient: gradient.positioned(in: frame), rule: rule), identity, source)
        case .color(let color):
            append(.fill(path, color: DisplayList.RGBA(color), rule: rule), identity, source)
        case nil:
            append(.fill(path, color: .black, rule: rule), identity, source)
        }
    }

    /// Appends an item, leaving out drawing that can't be seen (fully transparent colours,
    /// strokes of no width).
    mutating func append(_ content: DisplayList.Content, _ identity: DisplayList.Identity, _ source: String) {
        switch content {
        case .fill(_, let color, _) where color.opacity == 0: return
        case .stroke(_, let color, let style) where color.opacity == 0 || !(style.lineWidth > 0): return
        case .glyphs(let run) where run.color.opacity == 0 || run.glyphs.isEmpty: return
        case .fillGradient(_, let gradient, _) where gradient.stops.allSatisfy({ $0.color.opacity == 0 }): return
        default: break
        }
        items.append(DisplayList.Item(content, identity: identity, source: source))
    }
}
