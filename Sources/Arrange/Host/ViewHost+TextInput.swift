extension ViewHost {
    /// Types `text` into the focused `TextField`, `SecureField` or `TextEditor`: inserts it at
    /// the caret, replacing the selection, as one edit (a paste is one call); the bound text is
    /// updated and the host updates. Control characters are stored as typed and drawn as visible
    /// replacements (Docs/Differences.md, "Text input and value controls").
    ///
    /// ```swift
    /// host.tap(on: "name")       // focuses the field
    /// host.type("Ada")           // name == "Ada"
    /// host.press(.leftArrow); host.press(.delete)
    /// ```
    ///
    /// - Returns: Whether a text control had focus and took the text; false otherwise (noted in
    ///   ``diagnostics``).
    @discardableResult
    public func type(_ text: String) -> Bool {
        guard let handler = focusedTextInput else {
            diagnostics.append("type(_:) with no focused text field is ignored")
            return false
        }
        guard !text.isEmpty else { return false }
        let changed = handler.apply(.insert(text))
        updateIfNeeded()
        return changed
    }

    /// The text and selection of the focused text control (Arrange's addition, for tests): the
    /// selected range, empty at the caret; nil when no text control has focus.
    public var textSelection: TextSelection? {
        guard let handler = focusedTextInput else { return nil }
        let (text, range) = handler.selection()
        return TextSelection(text: text, offsets: range)
    }

    /// Whether a text control has keyboard focus (a terminal host then sends it typed keys).
    public var isEditingText: Bool { focusedTextInput != nil }

    /// The text input of the focused node, if it is a text control.
    var focusedTextInput: TextInputHandler? {
        guard let node = focusedNode else { return nil }
        return textInput(of: node)
    }

    /// The text input attached to `node`.
    func textInput(of node: Int32) -> TextInputHandler? {
        graph.interactions.handlers(of: node).lazy.compactMap(\.textInput).first
    }

    /// Handles a key pressed while a text control has focus: the editing keys, and printable
    /// characters (typed). Returns nil when the key is not for the text control (Tab, Escape,
    /// or no text control focused), so that ``press(_:modifiers:)`` handles it.
    func pressTextInput(_ key: KeyEquivalent, modifiers: EventModifiers) -> Bool? {
        guard let handler = focusedTextInput else { return nil }
        let extending = modifiers.contains(.shift)
        let command: TextEditCommand
        switch key {
        case .tab, .escape:
            return nil
        case .leftArrow: command = .moveBackward(extending: extending)
        case .rightArrow: command = .moveForward(extending: extending)
        case .home, .upArrow: command = .moveToLineStart(extending: extending)
        case .end, .downArrow: command = .moveToLineEnd(extending: extending)
        case .delete: command = .deleteBackward
        case .deleteForward: command = .deleteForward
        case .return: command = .returnKey
        default:
            if modifiers.contains(.command) || modifiers.contains(.control) {
                guard key.character == "a" || key.character == "A" else { return nil }
                command = .selectAll
            } else if key.character.unicodeScalars.allSatisfy({ (0xF700...0xF8FF).contains($0.value) }) {
                return nil // another function key
            } else {
                command = .insert(String(key.character))
            }
        }
        let changed = handler.apply(command)
        updateIfNeeded()
        return changed
    }

    /// Tells the text controls that focus moved from the view with identity `old` to the focused
    /// one (called whenever ``focusedIdentity`` changes).
    func focusDidMove(from old: UInt64?) {
        guard old != focusedIdentity, graph.root >= 0 else { return }
        if let old, let node = node(withIdentity: old), let handler = textInput(of: node) {
            handler.setFocused(false)
        }
        if let new = focusedIdentity, let node = node(withIdentity: new), let handler = textInput(of: node) {
            handler.setFocused(true)
        }
    }

    /// Focuses the text control under `point` after a tap there (iOS focuses a text field
    /// that is tapped); `focused(_:equals:)` states follow.
    func focusTextInput(at point: CGPoint) {
        guard var node = hitTester.hit(at: point) else { return }
        while node >= 0 {
            if textInput(of: node) != nil, graph.interactions.handlers(of: node).contains(where: \.isFocusable) { break }
            node = graph.nodes[Int(node)].parent
        }
        guard node >= 0, graph.nodes[Int(node)].identity != focusedIdentity else { return }
        if let previous = currentFocusedNode {
            for marker in focusMarkers(onPathOf: previous) { marker.release() }
        }
        focusedIdentity = graph.nodes[Int(node)].identity
        for marker in focusMarkers(onPathOf: node) { marker.claim() }
        updateIfNeeded()
    }

    /// The node with the given structural identity in the current layout.
    private func node(withIdentity identity: UInt64) -> Int32? {
        graph.nodes.indices.first { graph.nodes[$0].identity == identity }.map { Int32($0) }
    }
}
