/// The default picker style, based on the picker's context: on iOS, `.menu`.
public struct DefaultPickerStyle: PickerStyle {
    /// Creates a default picker style.
    public init() {}
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default picker style, based on the picker's context (a menu on iOS).
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}
