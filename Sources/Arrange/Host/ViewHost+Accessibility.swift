extension ViewHost {
    /// The accessibility tree of what is shown now, in reading order
    /// (``LayoutSnapshot/accessibilityElements``).
    public var accessibilityElements: [AccessibilityElement] {
        snapshot.accessibilityElements
    }

    /// The accessibility tree as a screen reader would read it: each element's description on a
    /// line of its own, in reading order.
    public var accessibilityDescription: String {
        accessibilityElements.map(\.description).joined(separator: "\n")
    }

    /// The accessibility element of the view with keyboard focus (the element formed by the
    /// focused view or by a view around it, such as a button around its label), or nil when no
    /// view has focus or it has no element: what a screen reader announces as focus moves.
    public var focusedAccessibilityElement: AccessibilityElement? {
        guard let focused = focusedNode else { return nil }
        let elements = accessibilityElements
        var node = focused
        while node >= 0 {
            let identity = graph.nodes[Int(node)].identity
            if let element = elements.first(where: { $0.identity == identity }) { return element }
            node = graph.nodes[Int(node)].parent
        }
        return nil
    }

    /// Performs the action named `action` of `element` (one of its
    /// ``AccessibilityElement/actions``), as assistive technology does, then updates: an
    /// `accessibilityAction` handler of that name, else for "default" the control's own action.
    ///
    /// - Returns: Whether the element is still shown and has the action; when not, nothing is
    ///   done and ``diagnostics`` says why.
    @discardableResult
    public func performAccessibilityAction(_ action: String, on element: AccessibilityElement) -> Bool {
        updateIfNeeded()
        guard let node = graph.nodes.indices.first(where: { graph.nodes[$0].identity == element.identity && !graph.frames[$0].isNull }) else {
            diagnostics.append("accessibility action \"\(action)\": the element \"\(element.label)\" is no longer shown")
            return false
        }
        var work: [Int32] = [Int32(node)]
        while let current = work.popLast() {
            let row = graph.nodes[Int(current)].traits
            if row >= 0, let list = graph.traitTable[Int(row)][AccessibilityActionList.traitKey] as? AccessibilityActionList,
               let entry = list.entries.first(where: { $0.name == action }) {
                entry.handler()
                updateIfNeeded()
                return true
            }
            if action == "default", let activate = graph.interactions.handlers(of: current).lazy.compactMap(\.onActivate).first {
                activate()
                updateIfNeeded()
                return true
            }
            work.append(contentsOf: graph.children(of: current).reversed())
        }
        diagnostics.append("accessibility action \"\(action)\": the element \"\(element.label)\" has no such action")
        return false
    }
}
