/// Whether views are the options of a picker (its content, outside any option).
private struct IsPickerOptionsKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the views resolved here are a picker's options: a `ForEach` among them gives each
    /// element its identifier as an implicit tag (`ForEach+PickerTags.swift`).
    var isPickerOptions: Bool {
        get { self[IsPickerOptionsKey.self] }
        set { self[IsPickerOptionsKey.self] = newValue }
    }
}
