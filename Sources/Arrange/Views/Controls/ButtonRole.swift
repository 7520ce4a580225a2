/// A value that describes the purpose of a button.
///
/// ```swift
/// Button("Delete", role: .destructive) { delete() }
/// Button("Cancel", role: .cancel) {}
/// ```
///
/// A button style reads the role from ``ButtonStyleConfiguration/role`` (or
/// ``PrimitiveButtonStyleConfiguration/role``). Arrange's built-in styles draw a `.destructive`
/// button in red (``Color/red``) in place of the tint, as iOS does; `.cancel` draws as a button
/// without a role (Docs/Differences.md, "Styles: progress, group box, labeled content, button
/// roles").
public struct ButtonRole: Equatable, Sendable {
    /// The role's name, for comparison and descriptions.
    let name: String

    /// A role that indicates a destructive button, one that deletes user data or performs an
    /// irreversible operation.
    public static let destructive = ButtonRole(name: "destructive")

    /// A role that indicates a button that cancels an operation.
    public static let cancel = ButtonRole(name: "cancel")
}
