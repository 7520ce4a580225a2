extension View {
    /// Adds the given traits to the view.
    ///
    /// - Parameter traits: The traits to add.
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        accessibilityProperty { $0.addedTraits.formUnion(traits.subtracting($0.removedTraits)) }
    }

    /// Removes the given traits from this view.
    ///
    /// - Parameter traits: The traits to remove.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        accessibilityProperty { $0.removedTraits.formUnion(traits.subtracting($0.addedTraits)) }
    }

    /// Uses the string you specify to identify the view (for UI tests, not read to the user).
    ///
    /// - Parameter identifier: The identifier.
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        accessibilityProperty { $0.identifier = $0.identifier ?? identifier }
    }

    /// Sets the sort priority order for this view's accessibility element, relative to other
    /// elements at the same level: higher numbers are read first; the default is 0.
    ///
    /// - Parameter sortPriority: The priority; NaN counts as 0.
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
        let priority = sortPriority.isNaN ? 0 : sortPriority
        return accessibilityProperty { $0.sortPriority = $0.sortPriority ?? priority }
    }

    /// Creates a new accessibility element, or modifies the accessibility element of this view,
    /// making its children hidden, combined into it, or contained in it.
    ///
    /// - Parameter children: The behavior to use when creating or transforming an accessibility
    ///   element. The default is ``AccessibilityChildBehavior/ignore``.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibilityProperty { $0.childBehavior = $0.childBehavior ?? children }
    }

    /// Adds an accessibility action to the view.
    ///
    /// - Parameters:
    ///   - actionKind: The kind of action; the default action activates the element.
    ///   - handler: What to do when assistive technology performs the action.
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View {
        accessibilityActionEntry(actionKind.name, handler)
    }

    /// Adds an accessibility action labeled by the contents of `name` to the view.
    ///
    /// - Parameters:
    ///   - name: The name of the action, as a text view.
    ///   - handler: What to do when assistive technology performs the action.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
        accessibilityActionEntry(name.string, handler)
    }

    /// Adds an accessibility action labeled `name` to the view.
    ///
    /// - Parameters:
    ///   - name: The name of the action.
    ///   - handler: What to do when assistive technology performs the action.
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void) -> some View {
        accessibilityActionEntry(String(name), handler)
    }

    /// Appends an action to those stored on the nodes this view produces.
    private func accessibilityActionEntry(_ name: String, _ handler: @escaping () -> Void) -> some View {
        TraitModifierView(content: self) { builder, node in
            let row = builder.graph.nodes[Int(node)].traits
            var list = (row >= 0 ? builder.graph.traitTable[Int(row)][AccessibilityActionList.traitKey] as? AccessibilityActionList : nil)
                ?? AccessibilityActionList()
            list.entries.append((name, handler))
            builder.setTrait(list, for: AccessibilityActionList.traitKey, on: node)
        }
    }
}
