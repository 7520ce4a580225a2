/// The components of a date that a ``DatePicker`` displays.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: UInt

    /// Creates a set of components from a raw value.
    ///
    /// - Parameter rawValue: The raw value.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// Displays hour and minute components based on the locale.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 0)
    /// Displays day, month, and year based on the locale.
    public static let date = DatePickerComponents(rawValue: 1 << 1)
}
