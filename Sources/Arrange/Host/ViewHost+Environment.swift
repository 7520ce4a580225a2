extension ViewHost {
    /// The color scheme the host shows its views in: the one the root view prefers
    /// (``preferredColorScheme``), else its environment's.
    public var colorScheme: ColorScheme {
        updateIfNeeded()
        return preferredColorScheme ?? environment.colorScheme
    }

    /// The environment the root view is resolved in: the host's, with the preferred color
    /// scheme. (The size classes come from the hosting area, `LayoutSnapshot.layOut`.)
    var presentedEnvironment: EnvironmentValues {
        guard let preferredColorScheme else { return environment }
        var presented = environment
        presented.colorScheme = preferredColorScheme
        return presented
    }

    /// Reads the color scheme the tree of `graph` prefers; when it differs from the one the tree
    /// was resolved with, the host updates again, in the new scheme.
    func adoptPreferredColorScheme(of graph: LayoutGraph) {
        guard graph.root >= 0 else { return }
        let preferred = graph.preferenceValue(PreferredColorSchemeKey.self, of: [graph.root]) ?? nil
        guard preferred != preferredColorScheme else { return }
        preferredColorScheme = preferred
        runtime.invalidate()
    }
}
