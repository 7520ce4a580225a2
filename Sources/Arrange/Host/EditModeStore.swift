/// The edit mode a ``ViewHost`` gives its views (``EnvironmentValues/editMode``).
final class EditModeStore {
    var mode = EditMode.inactive
}

extension ViewHost {
    /// A binding to the host's edit mode: setting it updates the views.
    var editModeBinding: Binding<EditMode> {
        let store = editModeStore, runtime = runtime
        return Binding(get: { store.mode }, set: { [weak runtime] mode in
            store.mode = mode
            runtime?.invalidate()
        })
    }

    /// The edit mode the host gives its views when its environment has none: `.inactive` until
    /// an `EditButton` or a view changes it.
    public var editMode: EditMode { editModeStore.mode }
}
