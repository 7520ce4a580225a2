/// A button that toggles the edit mode environment value.
///
/// ```swift
/// HStack { Text("Items"); Spacer(); EditButton() }
/// ```
///
/// Its title is "Edit" while the environment's ``EnvironmentValues/editMode`` is inactive and
/// "Done" while editing; triggering it switches the mode between `.inactive` and `.active`.
/// Without an edit mode in the environment it shows "Edit" and does nothing.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// Creates an Edit button instance.
    public init() {}

    /// The button.
    public var body: some View {
        let mode = editMode
        return Button(mode?.wrappedValue.isEditing == true ? "Done" : "Edit") {
            guard let mode else { return }
            mode.wrappedValue = mode.wrappedValue.isEditing ? .inactive : .active
        }
    }
}
