/// What the row modifiers (`listRowInsets(_:)`, `listRowBackground(_:)`,
/// `listRowSeparator(_:edges:)`) set on a row's content, read by the list that shows the row.
struct ListRowValues {
    /// The row's content insets; nil for the style's.
    var insets: EdgeInsets?
    /// The view behind the row; nil for the style's background.
    var background: (any View)?
    /// The separator's visibility at the row's top and bottom edges.
    var separatorTop: Visibility = .automatic
    var separatorBottom: Visibility = .automatic
}

/// The container value key of ``ListRowValues``.
struct ListRowValuesKey: ContainerValueKey {
    static var defaultValue: ListRowValues { ListRowValues() }
}

/// The visibility of a section's separators (`listSectionSeparator(_:edges:)`).
struct ListSectionSeparatorKey: ContainerValueKey {
    static var defaultValue: Visibility { .automatic }
}

extension ContainerValues {
    /// The row values set on a list row's content.
    var listRowValues: ListRowValues {
        get { self[ListRowValuesKey.self] }
        set { self[ListRowValuesKey.self] = newValue }
    }

    /// The separator visibility set on a section.
    var listSectionSeparator: Visibility {
        get { self[ListSectionSeparatorKey.self] }
        set { self[ListSectionSeparatorKey.self] = newValue }
    }
}
