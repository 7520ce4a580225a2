import Foundation

extension ViewHost {
    /// The color scheme the host shows its views in: the one the root view prefers
    /// (``preferredColorScheme``), else its environment's.
    public var colorScheme: ColorScheme {
        updateIfNeeded()
        return preferredColorScheme ?? environment.colorScheme
    }

    /// The date of the host's clock: ``startDate`` plus ``time``. `TimelineView`s show the
    /// entries of their schedules reached at this date.
    public var date: Date { startDate.addingTimeInterval(time) }

    /// The environment the root view is resolved in: the host's, with the preferred color
    /// scheme, the host's date, and the host's edit mode and scene store where the host's
    /// environment has none. (The size classes come from the hosting area,
    /// `LayoutSnapshot.layOut`.)
    var presentedEnvironment: EnvironmentValues {
        // The same values keep the same boxes, so views that read them are kept (`RetainedViews`).
        if let cached = presentedEnvironmentCache, cached.generation == environmentGeneration,
           cached.date == date, cached.colorScheme == preferredColorScheme {
            return cached.values
        }
        var presented = environment
        if let preferredColorScheme { presented.colorScheme = preferredColorScheme }
        presented.hostDate = date
        if presented.editMode == nil { presented.editMode = editModeBinding }
        if presented.sceneStorageStore == nil { presented.sceneStorageStore = sceneStorageStore }
        presentedEnvironmentCache = (environmentGeneration, date, preferredColorScheme, presented)
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
