extension ViewHost {
    /// Creates a host for `rootView` whose `@AppStorage` and `@SceneStorage` properties keep their
    /// values in the stores given (Arrange's addition; `AppStorageStore`).
    ///
    /// ```swift
    /// let store = AppStorageStore(contentsOf: settingsFile)
    /// let host = ViewHost(rootView: Settings(), size: CGSize(width: 390, height: 844), appStorage: store)
    /// ```
    ///
    /// - Parameters:
    ///   - rootView: The view to run.
    ///   - size: The size of the hosting area.
    ///   - safeAreaInsets: The hosting area's safe-area insets; none by default.
    ///   - environment: The environment the view is resolved in.
    ///   - appStorage: The store of `@AppStorage` properties: hosts given the same store share
    ///     the values.
    ///   - sceneStorage: The store of `@SceneStorage` properties; a new one in memory by default.
    public convenience init(rootView: Content, size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets(), environment: EnvironmentValues = EnvironmentValues(),
                            appStorage: AppStorageStore, sceneStorage: AppStorageStore = AppStorageStore()) {
        var environment = environment
        environment.appStorageStore = appStorage
        environment.sceneStorageStore = sceneStorage
        self.init(rootView: rootView, size: size, safeAreaInsets: safeAreaInsets, environment: environment)
    }

    /// The store the views' `@AppStorage` properties use.
    public var appStorage: AppStorageStore { environment.appStorageStore }

    /// The store the views' `@SceneStorage` properties use: the one given, else the host's own,
    /// in memory.
    public var sceneStorage: AppStorageStore { environment.sceneStorageStore ?? sceneStorageStore }
}
