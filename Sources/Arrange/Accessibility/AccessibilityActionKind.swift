/// The structure that defines the kinds of available accessibility actions.
public struct AccessibilityActionKind: Hashable, Sendable {
    /// The action's name in the accessibility tree (``AccessibilityElement/actions``).
    let name: String

    /// The value that represents the default accessibility action (activating the element).
    public static let `default` = AccessibilityActionKind(name: "default")
    /// The value that represents an action that cancels a pending accessibility action.
    public static let escape = AccessibilityActionKind(name: "escape")
    /// The value that represents the most important action of the app.
    public static let magicTap = AccessibilityActionKind(name: "magicTap")
    /// The value that represents showing the element's menu.
    public static let showMenu = AccessibilityActionKind(name: "showMenu")

    /// Creates a named action kind.
    ///
    /// - Parameter named: The action's name.
    public init(named: Text) {
        name = named.string
    }

    init(name: String) {
        self.name = name
    }
}
