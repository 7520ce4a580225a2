/// A protocol that describes the behavior and appearance of a list.
///
/// Arrange draws the iOS styles: ``PlainListStyle`` (`.plain`), ``InsetListStyle`` (`.inset`),
/// ``InsetGroupedListStyle`` (`.insetGrouped`), ``GroupedListStyle`` (`.grouped`),
/// ``SidebarListStyle`` (`.sidebar`, drawn as on iPhone) and ``DefaultListStyle`` (`.automatic`,
/// which is `.insetGrouped` as on iOS). Set one with `listStyle(_:)`.
@MainActor @preconcurrency
public protocol ListStyle {}

/// A list style the engine knows how to draw.
protocol ResolvedListStyle {
    /// How the style draws a list.
    var kind: ListStyleKind { get }
}

private struct ListStyleKindKey: EnvironmentKey {
    static let defaultValue = ListStyleKind.insetGrouped
}

extension EnvironmentValues {
    /// How lists in this environment are drawn (`listStyle(_:)`; `.insetGrouped` by default).
    var listStyleKind: ListStyleKind {
        get { self[ListStyleKindKey.self] }
        set { self[ListStyleKindKey.self] = newValue }
    }
}

extension View {
    /// Sets the style for lists within this view.
    ///
    /// - Parameter style: The list style, such as `.plain` or `.insetGrouped`.
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        environment(\.listStyleKind, (style as? ResolvedListStyle)?.kind ?? .insetGrouped)
    }
}
