import Foundation

extension LayoutGraph {
    /// What an element inherits from the views around it: properties set on a container apply
    /// to the elements inside it that do not set their own.
    private struct AccessibilityInheritance {
        var label: String?
        var value: String?
        var hint: String?
        var identifier: String?
        var sortPriority: Double?
        var added = AccessibilityTraits()
        var removed = AccessibilityTraits()

        /// These properties with `properties` (set closer to the elements) taking precedence.
        func with(_ properties: AccessibilityProperties?) -> AccessibilityInheritance {
            guard let properties else { return self }
            var result = self
            result.label = properties.label ?? label
            result.value = properties.value ?? value
            result.hint = properties.hint ?? hint
            result.identifier = properties.identifier ?? identifier
            result.sortPriority = properties.sortPriority ?? sortPriority
            result.added = added.subtracting(properties.removedTraits).union(properties.addedTraits)
            result.removed = removed.subtracting(properties.addedTraits).union(properties.removedTraits)
            return result
        }
    }

    /// An element, or a group of them (`accessibilityElement(children: .contain)`), ordered
    /// among its siblings by sort priority and position.
    private struct AccessibilityEntry {
        var element: AccessibilityElement?
        var children: [AccessibilityEntry] = []
        var priority: Double
        var frame: CGRect
        var isRightToLeft: Bool

        /// The elements in reading order.
        func flattened() -> [AccessibilityElement] {
            if let element { return [element] }
            return LayoutGraph.ordered(children).flatMap { $0.flattened() }
        }
    }

    /// The accessibility elements of the placed tree, in reading order (Docs/Differences.md,
    /// "Accessibility tree").
    ///
    /// - Complexity: O(n) in the nodes, plus sorting the elements.
    func accessibilityElements() -> [AccessibilityElement] {
        guard root >= 0 else { return [] }
        var entries: [AccessibilityEntry] = []
        collectAccessibility(root, inherited: AccessibilityInheritance(), into: &entries)
        return Self.ordered(entries).flatMap { $0.flattened() }
    }

    /// Entries by sort priority (higher first), then top to bottom, then leading to trailing.
    private static func ordered(_ entries: [AccessibilityEntry]) -> [AccessibilityEntry] {
        entries.enumerated().sorted { a, b in
            let (x, y) = (a.element, b.element)
            if x.priority != y.priority { return x.priority > y.priority }
            if x.frame.minY != y.frame.minY { return x.frame.minY < y.frame.minY }
            let xLeading = x.isRightToLeft ? -x.frame.maxX : x.frame.minX
            let yLeading = y.isRightToLeft ? -y.frame.maxX : y.frame.minX
            if xLeading != yLeading { return xLeading < yLeading }
            return a.offset < b.offset
        }.map(\.element)
    }

    private func trait<T>(_ key: ObjectIdentifier, of node: Int32, as type: T.Type) -> T? {
        let row = nodes[Int(node)].traits
        guard row >= 0 else { return nil }
        return traitTable[Int(row)][key] as? T
    }

    /// The label and traits a node has of itself: a text's string, an image's name.
    private func intrinsicAccessibility(of node: Int32) -> (label: String, traits: AccessibilityTraits)? {
        switch nodes[Int(node)].kind {
        case .layout(let reference):
            guard let text = reference.object as? LayoutStorage<TextLayout> else { return nil }
            return (text.layout.model.inputs.map(\.string).joined(), .isStaticText)
        case .leaf(let payload):
            let content = leafPayloads[Int(payload)]
            if let symbol = content.shape as? any SystemSymbolShape {
                return (symbol.name.replacingOccurrences(of: ".", with: " "), .isImage)
            }
            if let bitmap = content.bitmap {
                let name = (bitmap.name as NSString).lastPathComponent
                return ((name as NSString).deletingPathExtension, .isImage)
            }
            return nil
        default:
            return nil
        }
    }

    private func collectAccessibility(_ node: Int32, inherited: AccessibilityInheritance, into entries: inout [AccessibilityEntry]) {
        // One level of recursion per level of the tree: deep trees continue on a stack segment
        // (`StackGuard`, Docs/Engine.md "Threads and stacks").
        if StackGuard.stackPointer() < StackGuard.currentThreshold {
            StackGuard.onNewSegment { _ in collectAccessibility(node, inherited: inherited, into: &entries) }
            return
        }
        let frame = frames[Int(node)]
        guard !frame.isNull, !nodes[Int(node)].flags.contains(.hidden) else { return }
        let properties = trait(AccessibilityProperties.traitKey, of: node, as: AccessibilityProperties.self)
        if properties?.isHidden == true { return }
        let context = inherited.with(properties)
        let role = trait(AccessibilityRole.traitKey, of: node, as: AccessibilityRole.self)
        let actions = (trait(AccessibilityActionList.traitKey, of: node, as: AccessibilityActionList.self)?.entries ?? []).map(\.name)
        let isRightToLeft = nodes[Int(node)].flags.contains(.rightToLeft)
        func element(label: String, value: String?, traits: AccessibilityTraits, actions: [String]) -> AccessibilityEntry {
            var names: [String] = []
            for name in actions where !names.contains(name) { names.append(name) }
            let made = AccessibilityElement(label: context.label ?? label, value: context.value ?? value, hint: context.hint,
                                            traits: traits.union(context.added).subtracting(context.removed),
                                            identifier: context.identifier, sortPriority: context.sortPriority ?? 0,
                                            frame: frame, actions: names, identity: nodes[Int(node)].identity)
            return AccessibilityEntry(element: made, priority: made.sortPriority, frame: frame, isRightToLeft: isRightToLeft)
        }
        let behavior = properties?.childBehavior?.kind
        if behavior == .ignore {
            entries.append(element(label: "", value: role?.value, traits: role?.traits ?? [], actions: (role == nil ? [] : ["default"]) + actions))
            return
        }
        if role != nil || behavior == .combine {
            var inside: [AccessibilityEntry] = []
            if let (label, traits) = intrinsicAccessibility(of: node) {
                // The control's content is this very node (a text with modifiers on one node).
                inside.append(element(label: label, value: nil, traits: traits, actions: []))
                inside[0].element?.label = label
                inside[0].element?.value = nil
                inside[0].element?.traits = traits
            }
            for child in children(of: node) { collectAccessibility(child, inherited: AccessibilityInheritance(), into: &inside) }
            let parts = Self.ordered(inside).flatMap { $0.flattened() }
            let label = parts.map(\.label).filter { !$0.isEmpty }.joined(separator: ", ")
            let values = parts.compactMap(\.value).filter { !$0.isEmpty }
            var traits = role?.traits ?? parts.reduce(AccessibilityTraits()) { $0.union($1.traits) }
            if role != nil { traits.formUnion(parts.reduce(AccessibilityTraits()) { $0.union($1.traits) }.subtracting([.isStaticText, .isImage, .isButton])) }
            let value = role?.value ?? (values.isEmpty ? nil : values.joined(separator: ", "))
            entries.append(element(label: label, value: value, traits: traits,
                                   actions: (role == nil ? [] : ["default"]) + actions + parts.flatMap(\.actions)))
            return
        }
        if let (label, traits) = intrinsicAccessibility(of: node) {
            entries.append(element(label: label, value: nil, traits: traits, actions: actions))
            return
        }
        var inside: [AccessibilityEntry] = []
        for child in children(of: node) { collectAccessibility(child, inherited: context, into: &inside) }
        if inside.isEmpty {
            // A view without elements inside becomes one when it is given a label or actions.
            if properties?.label != nil || !actions.isEmpty {
                entries.append(element(label: "", value: nil, traits: [], actions: actions))
            }
        } else if behavior == .contain {
            let bounds = inside.reduce(CGRect.null) { $0.union($1.frame) }
            entries.append(AccessibilityEntry(element: nil, children: inside, priority: context.sortPriority ?? 0, frame: bounds, isRightToLeft: isRightToLeft))
        } else {
            entries += inside
        }
    }
}
