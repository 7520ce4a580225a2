private struct NavigationScopeKey: EnvironmentKey {
    static var defaultValue: NavigationScope? { nil }
}

private struct NavigationLevelKey: EnvironmentKey {
    static var defaultValue: NavigationLevelRecord? { nil }
}

extension EnvironmentValues {
    /// The navigation stack the views resolved here are in, nil outside any stack.
    var navigationScope: NavigationScope? {
        get { self[NavigationScopeKey.self] }
        set { self[NavigationScopeKey.self] = newValue }
    }

    /// The level of the navigation stack (root or pushed view) the views resolved here belong
    /// to, whose bars their `navigationTitle` and `toolbar` modifiers configure.
    var navigationLevel: NavigationLevelRecord? {
        get { self[NavigationLevelKey.self] }
        set { self[NavigationLevelKey.self] = newValue }
    }
}
