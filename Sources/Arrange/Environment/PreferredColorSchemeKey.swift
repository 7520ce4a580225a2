/// A key for specifying the preferred color scheme.
///
/// Don't use this key directly: set a preferred color scheme with
/// `preferredColorScheme(_:)`, and read the color scheme that applies with the
/// ``EnvironmentValues/colorScheme`` environment value. A ``ViewHost`` reads the root view's
/// value after each update and shows the whole tree in that scheme.
public struct PreferredColorSchemeKey: PreferenceKey {
    /// No preference.
    public static let defaultValue: ColorScheme? = nil

    /// Keeps the first preference in view-tree order: a later sibling's applies only when no
    /// earlier one set one (Docs/Differences.md, "Environment and lifecycle").
    public static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
        if value == nil { value = nextValue() }
    }
}
