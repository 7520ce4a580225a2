/// The possible color schemes, corresponding to the light and dark appearances.
///
/// Read and set it through the environment: `.environment(\.colorScheme, .dark)`. Adaptive
/// colours (`.primary`, `.secondary`, `.accentColor`, the named system colours, `.background`
/// and the materials) resolve to their dark variants under `.dark`.
public enum ColorScheme: Hashable, CaseIterable, Sendable {
    /// The color scheme that corresponds to a light appearance (the default).
    case light
    /// The color scheme that corresponds to a dark appearance.
    case dark
}
