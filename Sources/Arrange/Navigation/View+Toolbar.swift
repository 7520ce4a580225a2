extension View {
    /// Populates the toolbar or navigation bar with the specified items.
    ///
    /// ```swift
    /// .toolbar {
    ///     ToolbarItem(placement: .topBarLeading) { EditButton() }
    ///     ToolbarItem(placement: .topBarTrailing) { Button("Add") { add() } }
    /// }
    /// ```
    ///
    /// The items go to the bars of the navigation stack level the view belongs to; outside a
    /// navigation stack there is no bar and they are not shown.
    ///
    /// - Parameter content: The items representing the content of the toolbar.
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let items = content()
        return NavigationSettingView(content: self) { context in
            guard let level = context.environment.navigationLevel else { return }
            level.items += MainActor.assumeIsolated { items.toolbarEntries(environment: context.environment) }
        }
    }

    /// Populates the toolbar or navigation bar with the specified views: each is an item at the
    /// automatic placement (the trailing edge of the navigation bar on iOS).
    ///
    /// - Parameter content: The views representing the content of the toolbar.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let items = content()
        return NavigationSettingView(content: self) { context in
            context.environment.navigationLevel?.items.append(ToolbarEntry(placement: .automatic, content: AnyView(items), environment: context.environment))
        }
    }

    /// Specifies the visibility of a bar managed by SwiftUI: `.hidden` for `.navigationBar`
    /// removes the navigation bar (the content takes its place), for `.bottomBar` the bottom
    /// toolbar, for `.tabBar` the tab bar of the enclosing `TabView` while the view is its
    /// selected tab's view (or the top view of the navigation stack that is).
    ///
    /// - Parameters:
    ///   - visibility: The preferred visibility of the bar.
    ///   - bars: The bars to update the visibility of; `.automatic` is the navigation bar.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let hidesTabBar = visibility == .hidden && bars.contains(.tabBar)
        return NavigationSettingView(content: TraitModifierView(content: self) { builder, node in
            if hidesTabBar { builder.setTrait(true, for: ObjectIdentifier(TabBarHiddenKey.self), on: node) }
        }) { context in
            guard let level = context.environment.navigationLevel else { return }
            for bar in bars {
                switch bar.bar {
                case .automatic, .navigationBar:
                    if level.navigationBarVisibility == nil { level.navigationBarVisibility = visibility }
                case .bottomBar:
                    if level.bottomBarVisibility == nil { level.bottomBarVisibility = visibility }
                case .tabBar:
                    if level.tabBarVisibility == nil { level.tabBarVisibility = visibility }
                }
            }
        }
    }
}
