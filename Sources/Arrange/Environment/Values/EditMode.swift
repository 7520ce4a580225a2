/// A mode that indicates whether the user can edit a view's content.
///
/// ```swift
/// @Environment(\.editMode) private var editMode
/// var body: some View {
///     Text(editMode?.wrappedValue.isEditing == true ? "Editing" : "Viewing")
/// }
/// ```
public enum EditMode: Hashable, Sendable {
    /// The user can't edit the view content.
    case inactive
    /// The view is in a temporary edit mode.
    case transient
    /// The user can edit the view content.
    case active

    /// Indicates whether a view is being edited: true unless the mode is `.inactive`.
    public var isEditing: Bool { self != .inactive }
}

private struct EditModeKey: EnvironmentKey {
    static let defaultValue: Binding<EditMode>? = nil
}

extension EnvironmentValues {
    /// An indication of whether the user can edit the contents of a view associated with this
    /// environment: a binding to the mode. A ``ViewHost`` gives its views one (starting
    /// `.inactive`) unless its environment has one; elsewhere it is nil until an ancestor sets
    /// it with `environment(\.editMode, $mode)`.
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}
