/// A picker style represented by a navigation link that presents the options by pushing a List
/// view.
///
/// In a list or form row Arrange draws the link (the label, the selected option in the
/// secondary style and a `chevron.right`); the option list is not pushed (Docs/Differences.md,
/// "Lists and forms"). Outside a row it draws as ``MenuPickerStyle``.
public struct NavigationLinkPickerStyle: PickerStyle {
    /// Creates a navigation link picker style.
    public init() {}
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A picker style represented by a navigation link that presents the options by pushing a
    /// List view.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}
