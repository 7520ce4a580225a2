extension ViewHost {
    /// How long after a tap, in seconds of the host's clock, another tap nearby continues a
    /// sequence (a double tap).
    static var multipleTapInterval: TimeInterval { 0.3 }
    /// How far from the previous tap, in points, another tap may land and continue a sequence.
    static var multipleTapDistance: CGFloat { 10 }

    /// Taps at `point` (in the hosting area's coordinates): a pointer goes down and up there at
    /// the host's current time (``pointerDown(at:pointer:)`` then ``pointerUp(at:pointer:)``), so
    /// the gestures and tap actions of the topmost view under the point and of its ancestors
    /// compete for it as for any press (Docs/Differences.md, "Gestures"); then the host updates.
    ///
    /// Taps less than `multipleTapInterval` apart on the host's clock, within
    /// `multipleTapDistance` points, count as one sequence: an `onTapGesture(count: n)` action
    /// runs on every n-th tap of it.
    ///
    /// - Returns: Whether a tap action ran (or another gesture ended).
    @discardableResult
    public func tap(at point: CGPoint) -> Bool {
        updateIfNeeded()
        guard pointerSession == nil else {
            diagnostics.append("tap(at:) while a pointer is down is ignored; send pointerUp(at:) first")
            return false
        }
        let reached = pointerDown(at: point)
        guard pointerSession != nil else { return false }
        let ended = pointerUp(at: point)
        return reached && ended
    }

    /// Taps the centre of the view marked `.id(id)`: of its frame in the current layout (where
    /// an animating view is going, which is where it receives hits, as in SwiftUI).
    ///
    /// - Returns: Whether a tap action ran; false when no view has that identifier.
    @discardableResult
    public func tap<ID: Hashable>(on id: ID) -> Bool {
        updateIfNeeded()
        guard let frame = LayoutSnapshot(graph: graph, canvas: size).frame(of: id) else { return false }
        return tap(at: CGPoint(x: frame.midX, y: frame.midY))
    }

    /// The explicit identifier (`.id(_:)`) of the topmost view under `point` that receives
    /// hits, or of its nearest ancestor that has one; nil when nothing is hit or nothing on the
    /// way up has an identifier.
    public func hitTest(_ point: CGPoint) -> AnyHashable? {
        updateIfNeeded()
        guard var node = hitTester.hit(at: point) else { return nil }
        while node >= 0 {
            if let id = graph.explicitID(of: node) { return id }
            node = graph.nodes[Int(node)].parent
        }
        return nil
    }

    /// Presses a key: Tab and Shift-Tab move keyboard focus to the next and previous focusable
    /// view (in the order views appear in the tree, wrapping around); Space and Return activate
    /// the focused control (a button's action, a toggle's flip, a focusable view's tap action);
    /// arrow keys move a focused stepper's value or segmented picker's selection. While a text
    /// field or editor has focus, the editing keys and printable characters go to it
    /// (``type(_:)``, `ViewHost+TextInput`). Then the host updates.
    ///
    /// - Returns: Whether the key did anything.
    @discardableResult
    public func press(_ key: KeyEquivalent, modifiers: EventModifiers = []) -> Bool {
        updateIfNeeded()
        if let handled = pressTextInput(key, modifiers: modifiers) { return handled }
        switch key {
        case .tab:
            return moveFocus(backwards: modifiers.contains(.shift))
        case .space, .return:
            guard let node = focusedNode else { return false }
            let interactions = graph.interactions.handlers(of: node)
            if let activate = interactions.lazy.compactMap(\.onActivate).first {
                activate()
            } else if let onTap = interactions.first(where: { $0.onTap != nil && $0.tapCount == 1 })?.onTap {
                onTap(centreEvent(of: node))
            } else {
                return false
            }
        case .upArrow, .downArrow, .leftArrow, .rightArrow:
            guard let node = focusedNode else { return false }
            let direction: MoveCommandDirection = key == .upArrow ? .up : key == .downArrow ? .down : key == .leftArrow ? .left : .right
            let interactions = graph.interactions.handlers(of: node)
            let event = centreEvent(of: node)
            guard interactions.contains(where: { $0.onMove?(direction, event) == true }) else { return false }
        default:
            return false
        }
        updateIfNeeded()
        return true
    }

    /// The frame of the view that has keyboard focus, or nil when none has.
    public var focusedFrame: CGRect? {
        guard let node = focusedNode else { return nil }
        return graph.frames[Int(node)]
    }

    /// The node with keyboard focus in the current layout.
    var focusedNode: Int32? {
        updateIfNeeded()
        return currentFocusedNode
    }

    /// The node with keyboard focus in the layout as it is, without updating first.
    var currentFocusedNode: Int32? {
        guard let identity = focusedIdentity else { return nil }
        return focusOrder().first { graph.nodes[Int($0)].identity == identity }
    }

    /// The focusable nodes that are placed and visible, in the order they appear in the tree
    /// (under `top`; by default under the topmost presented layer, else the root).
    func focusOrder(under top: Int32? = nil) -> [Int32] {
        guard graph.root >= 0 else { return [] }
        var order: [Int32] = []
        var work: [Int32] = [top ?? focusScope]
        while let node = work.popLast() {
            guard !graph.nodes[Int(node)].flags.contains(.hidden), !graph.frames[Int(node)].isNull else { continue }
            if graph.interactions.handlers(of: node).contains(where: \.isFocusable) { order.append(node) }
            work.append(contentsOf: graph.children(of: node).reversed())
        }
        return order
    }

    private func moveFocus(backwards: Bool) -> Bool {
        let order = focusOrder()
        guard !order.isEmpty else { return false }
        let current = focusedNode.flatMap { order.firstIndex(of: $0) }
        let next: Int
        if let current {
            next = (current + (backwards ? order.count - 1 : 1)) % order.count
        } else {
            next = backwards ? order.count - 1 : 0
        }
        let previous = focusedNode
        focusedIdentity = graph.nodes[Int(order[next])].identity
        // `focused(_:equals:)` states follow: the one left is cleared, the one entered set.
        if let previous {
            for marker in focusMarkers(onPathOf: previous) { marker.release() }
        }
        for marker in focusMarkers(onPathOf: order[next]) { marker.claim() }
        return true
    }

    /// The focus marks on `node` and its ancestors.
    func focusMarkers(onPathOf node: Int32) -> [FocusMarker] {
        var markers: [FocusMarker] = []
        var current = node
        while current >= 0 {
            markers += graph.interactions.focusMarkers[current] ?? []
            current = graph.nodes[Int(current)].parent
        }
        return markers
    }

    /// Moves focus to follow focus states that the views changed: focus leaves a view whose
    /// `focused` state was cleared, and goes to the first focusable view inside a view whose
    /// `focused` state was set to its value.
    func synchronizeFocus() {
        guard !graph.interactions.focusMarkers.isEmpty, graph.root >= 0 else { return }
        if let focused = currentFocusedNode, focusMarkers(onPathOf: focused).contains(where: { !$0.isRequested() }) {
            focusedIdentity = nil
        }
        var work: [Int32] = [graph.root]
        while let node = work.popLast() {
            if let markers = graph.interactions.focusMarkers[node], markers.contains(where: { $0.isRequested() }) {
                let inside = focusOrder(under: node)
                if let focused = currentFocusedNode, inside.contains(focused) { return }
                if let first = inside.first {
                    focusedIdentity = graph.nodes[Int(first)].identity
                    return
                }
            }
            work.append(contentsOf: graph.children(of: node).reversed())
        }
    }

    /// An event at the centre of `node`.
    private func centreEvent(of node: Int32) -> InteractionEvent {
        let frame = graph.frames[Int(node)]
        return InteractionEvent(location: CGPoint(x: frame.width / 2, y: frame.height / 2), size: frame.size,
                                isRightToLeft: graph.nodes[Int(node)].flags.contains(.rightToLeft),
                                subviewTags: subviewTags(of: node))
    }

    /// The picker tags of a node's subviews.
    func subviewTags(of node: Int32) -> [AnyHashable?] {
        graph.children(of: node).map { child in
            let row = graph.nodes[Int(child)].traits
            guard row >= 0 else { return nil }
            return graph.traitTable[Int(row)][ObjectIdentifier(PickerTagKey.self)] as? AnyHashable
        }
    }
}
