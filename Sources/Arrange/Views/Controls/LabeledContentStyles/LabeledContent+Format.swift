import Foundation

extension LabeledContent where Label == Text, Content == Text {
    /// Creates a labeled informational view from a formatted value.
    ///
    /// ```swift
    /// LabeledContent("Attendees", value: 12, format: .number)
    /// ```
    ///
    /// - Parameters:
    ///   - title: A string that describes the purpose of the view.
    ///   - value: The value being labeled.
    ///   - format: A format style that converts the value to the string shown.
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(title) })
    }
}
