extension TabView: PrimitiveView {
    /// Resolves the tabs (each view of the content), the tab bar built from their items, and a
    /// `TabViewLayout` over the tabs with the bar as a bottom safe-area inset (Docs/LayoutRules.md
    /// §13); the tabs other than the selected one are hidden.
    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        builder.graph.usesSafeArea = true
        var inner = context
        inner.orientation = nil
        var pages: [Int32] = []
        builder.resolve(content, context: inner.child(0), into: &pages)
        let itemKey = ObjectIdentifier(TabItemKey.self), tagKey = ObjectIdentifier(PickerTagKey.self), badgeKey = ObjectIdentifier(BadgeKey.self)
        var items: [TabBarItem] = []
        for (index, page) in pages.enumerated() {
            let traits = traitsOf(page, in: builder)
            let tag = (traits[tagKey] as? AnyHashable?) ?? nil
            items.append(TabBarItem(label: (traits[itemKey] as? AnyView?) ?? nil, tag: tag ?? AnyHashable(index),
                                    badge: (traits[badgeKey] as? String?) ?? nil))
        }
        let stateIdentity = ResolveContext.mix(context.identity, ResolveContext.salt(of: TabItemKey.self))
        let own = builder.graph.runtime?.location(for: StateKey(identity: stateIdentity, index: 0), initialValue: AnyHashable?.none)
            ?? StateLocation(AnyHashable?.none, runtime: nil)
        var problems: [String] = []
        let wanted: AnyHashable? = selection.map { AnyHashable($0.wrappedValue) } ?? own.value
        var selected = items.firstIndex { $0.tag == wanted } ?? 0
        if let wanted, !items.isEmpty, !items.contains(where: { $0.tag == wanted }) {
            if selection != nil { problems.append("TabView: the selection \(wanted.base) names no tab; the first tab is shown") }
            selected = 0
        }
        if items.isEmpty { problems.append("TabView: no tabs; the tab view shows an empty tab bar") }
        let selection = selection
        let select: (AnyHashable) -> Void = { tag in
            if let selection {
                if let value = tag.base as? SelectionValue { selection.wrappedValue = value }
            } else {
                own.value = tag
            }
        }
        for (index, page) in pages.enumerated() where index != selected {
            builder.graph.nodes[Int(page)].flags.insert(.hidden)
        }
        let container = builder.addLayout(TabViewLayout(), children: pages, context: inner.child(1))
        let barHidden = selected < pages.count && (traitsOf(pages[selected], in: builder)[ObjectIdentifier(TabBarHiddenKey.self)] as? Bool ?? false)
        var bar: [Int32] = []
        if !barHidden {
            builder.resolve(TabBarView(items: items, selected: selected, select: select), context: inner.child(2), into: &bar)
        }
        let node = builder.addLayout(SafeAreaInsetLayout(edge: .bottom, alignment: HorizontalAlignment.center.key, spacing: 0), children: [container] + bar, context: context)
        for problem in problems { builder.graph.report(problem, at: node) }
        output.append(node)
    }
}

/// The traits (layout values) of `node`.
private func traitsOf(_ node: Int32, in builder: GraphBuilder) -> [ObjectIdentifier: Any] {
    let row = builder.graph.nodes[Int(node)].traits
    return row >= 0 ? builder.graph.traitTable[Int(row)] : [:]
}
