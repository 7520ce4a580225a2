private struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue: ColorScheme = .light
}

extension EnvironmentValues {
    /// The color scheme of this environment: light (the default) or dark.
    ///
    /// ```swift
    /// Text("Night").environment(\.colorScheme, .dark)   // draws in white
    /// ```
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
}
