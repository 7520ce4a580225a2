/// Whether views are the content of a `List` or `Form` row.
private struct IsInListRowKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the views resolved here are the content of a list or form row: controls that draw
    /// differently in a row read it (a `NavigationLink` adds its disclosure chevron, a `Picker`
    /// shows its selection at the trailing edge), as iOS draws them in a `List`.
    var isInListRow: Bool {
        get { self[IsInListRowKey.self] }
        set { self[IsInListRowKey.self] = newValue }
    }
}
