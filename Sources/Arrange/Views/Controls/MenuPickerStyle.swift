/// A picker style that presents the options as a menu when the user presses a button: drawn
/// as the button, the selected option in the accent colour (see ``Picker``).
public struct MenuPickerStyle: PickerStyle {
    /// Creates a menu picker style.
    public init() {}
}

extension PickerStyle where Self == MenuPickerStyle {
    /// A picker style that presents the options as a menu when the user presses a button.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}
