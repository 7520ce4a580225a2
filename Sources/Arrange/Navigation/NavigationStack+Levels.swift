extension NavigationStack: PrimitiveView {
    /// Resolves the stack's levels: the root, a view for each path element, the pushed view
    /// destinations; each with its bars (`NavigationBarView`, `NavigationBottomBarView`) as
    /// safe-area insets of its content (Docs/LayoutRules.md §13); all under a
    /// `NavigationStackLayout`, the levels under the top one hidden.
    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        builder.graph.usesSafeArea = true
        let stateIdentity = ResolveContext.mix(context.identity, ResolveContext.salt(of: NavigationStackState.self))
        let runtime = builder.graph.runtime
        let state = runtime?.location(for: StateKey(identity: stateIdentity, index: 0), initialValue: NavigationStackState())
            ?? StateLocation(NavigationStackState(), runtime: nil)
        let problems = runtime?.storage(for: StateKey(identity: stateIdentity, index: 1)) { NavigationProblemLog() } ?? NavigationProblemLog()
        let access = path ?? NavigationPathAccess(
            elements: { state.value.path.elements },
            append: { state.value.path.elements.append($0); return nil },
            removeLast: { state.value.path.removeLast($0) })
        let activeLinks = state.value.activeLinks
        let scope = NavigationScope(
            activeLinks: Set(activeLinks),
            appendValue: access.append,
            activateLink: { identity in if !state.value.activeLinks.contains(identity) { state.value.activeLinks.append(identity) } },
            deactivateLink: { identity in state.value.activeLinks.removeAll { $0 == identity } },
            reportLater: { [weak runtime] message in
                problems.messages.append(message)
                runtime?.invalidate()
            })
        let pops = NavigationPopList()
        var levels: [Int32] = []
        var titles: [String?] = []
        var modes: [NavigationBarItem.TitleDisplayMode] = []
        var laterProblems: [String] = []
        var topRecord: NavigationLevelRecord?

        func addLevel<V: View>(_ content: V, environment: EnvironmentValues, identity: UInt64, pop: (() -> Void)?) {
            let index = levels.count
            let record = NavigationLevelRecord()
            var inner = ResolveContext(environment: environment, identity: identity, orientation: nil)
            inner.environment.navigationScope = scope
            inner.environment.navigationLevel = record
            if pop != nil {
                inner.environment.dismiss = DismissAction { pops.pop(from: index) }
                inner.environment.isPresented = true
            }
            var contentNodes: [Int32] = []
            builder.resolve(VStack { content }.frame(maxWidth: .infinity, maxHeight: .infinity), context: inner.child(0), into: &contentNodes)
            var node = contentNodes.count == 1 ? contentNodes[0] : builder.addLayout(ZStackLayout(alignment: .center), children: contentNodes, context: inner.child(0))
            var mode = record.displayMode ?? .automatic
            if mode == .automatic { mode = modes.last ?? .large }
            var barContext = inner
            barContext.environment = context.environment
            if record.navigationBarVisibility != .hidden {
                let back = pop == nil || record.backButtonHidden ? nil
                    : NavigationBackButton(title: NavigationBackButton.label(previousTitle: titles.last ?? nil), action: { pops.pop(from: index) })
                var bar: [Int32] = []
                builder.resolve(NavigationBarView(title: record.title, displayMode: mode, items: record.items, back: back), context: barContext.child(1), into: &bar)
                node = builder.addLayout(SafeAreaInsetLayout(edge: .top, alignment: HorizontalAlignment.center.key, spacing: 0), children: [node] + bar, context: inner)
            }
            let bottomItems = record.items.filter { $0.placement.slot == .bottom }
            if !bottomItems.isEmpty, record.bottomBarVisibility != .hidden {
                var bar: [Int32] = []
                builder.resolve(NavigationBottomBarView(items: bottomItems), context: barContext.child(2), into: &bar)
                node = builder.addLayout(SafeAreaInsetLayout(edge: .bottom, alignment: HorizontalAlignment.center.key, spacing: 0), children: [node] + bar, context: inner.child(3))
            }
            levels.append(node)
            topRecord = record
            titles.append(record.title?.string)
            modes.append(mode)
            pops.pops.append(pop ?? {})
        }

        addLevel(root, environment: context.environment, identity: context.child(0).identity, pop: nil)
        let elements = access.elements()
        for (position, element) in elements.enumerated() {
            guard let destination = scope.destinations[ObjectIdentifier(type(of: element.base))], let view = destination.make(element) else {
                laterProblems.append("NavigationStack: no navigationDestination for a path element of type \(type(of: element.base)); the path is shown up to the element before it")
                break
            }
            addLevel(view, environment: destination.environment, identity: ResolveContext.mix(context.child(1 + position).identity, UInt64(UInt(bitPattern: element.hashValue))),
                     pop: { access.removeLast(Swift.max(0, access.elements().count - position)) })
        }
        var next = 0
        while next < scope.viewPushes.count {
            let push = scope.viewPushes[next]
            next += 1
            addLevel(push.content, environment: push.environment, identity: push.identity, pop: push.pop)
        }
        // Links that are no longer in the tree no longer push anything.
        let pushedLinks = Set(scope.viewPushes.map(\.identity))
        if activeLinks.contains(where: { !pushedLinks.contains($0) }) {
            pops.staleLinks = activeLinks.filter { !pushedLinks.contains($0) }
        }
        pops.clearStaleLinks = { stale in state.value.activeLinks.removeAll { stale.contains($0) } }

        for level in levels.dropLast() {
            builder.graph.nodes[Int(level)].flags.insert(.hidden)
        }
        let stack = builder.addLayout(NavigationStackLayout(), children: levels, context: context)
        if topRecord?.tabBarVisibility == .hidden {
            builder.setTrait(true, for: ObjectIdentifier(TabBarHiddenKey.self), on: stack)
        }
        for message in problems.messages + laterProblems { builder.graph.report(message, at: stack) }
        problems.messages.removeAll()
        output.append(stack)
    }
}
