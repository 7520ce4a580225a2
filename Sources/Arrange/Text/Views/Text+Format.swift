import Foundation

extension Text {
    /// What a formatted text was made from: compared to tell two texts apart.
    private struct FormatSource<F: FormatStyle>: Equatable where F.FormatInput: Equatable {
        let input: F.FormatInput
        let format: F
    }

    /// Creates a text view that displays the formatted representation of a nonstring type
    /// supported by a corresponding format style.
    ///
    /// ```swift
    /// Text(0.25, format: .percent)                   // "25%"
    /// Text(9.99, format: .currency(code: "USD"))     // "$9.99"
    /// Text(1_234_567, format: .number)               // "1,234,567"
    /// ```
    ///
    /// The value is formatted when the text is resolved, with the style's `locale(_:)` set to the
    /// environment's ``EnvironmentValues/locale`` (US English unless set), as SwiftUI formats
    /// with the environment's locale. (Foundation on Linux has no `Measurement` format style;
    /// see Docs/Differences.md, "Formatted text".)
    ///
    /// - Parameters:
    ///   - input: The underlying value to display.
    ///   - format: A format style of type `F` to convert the underlying value of type
    ///     `F.FormatInput` to a string representation.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(formatted: FormattedContent(source: FormatSource(input: input, format: format)) { context in
            (format.locale(context.locale).format(input), nil)
        })
    }

    /// Creates a text view that displays the formatted representation of a nonstring type
    /// supported by a corresponding format style whose output is an attributed string.
    ///
    /// The attributed string's runs become the text's runs, with the SwiftUI attributes they
    /// carry (see `Text(_:)` for `AttributedString`).
    ///
    /// - Parameters:
    ///   - input: The underlying value to display.
    ///   - format: A format style of type `F` to convert the underlying value of type
    ///     `F.FormatInput` to an attributed string representation.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == AttributedString {
        self.init(format.format(input))
    }

    /// Creates a text view that displays the formatted representation of a reference-convertible
    /// value.
    ///
    /// The subject is formatted once, when the text is made, with the formatter's own settings
    /// (its locale included). A formatter that cannot format the subject gives an empty text.
    ///
    /// - Parameters:
    ///   - subject: A `ReferenceConvertible` instance compatible with `formatter`.
    ///   - formatter: A `Formatter` capable of converting `subject` into a string representation.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// Creates a text view that displays the formatted representation of a value that
    /// Foundation on Linux does not make `ReferenceConvertible`, such as `Date`, so that
    /// `Text(date, formatter: dateFormatter)` compiles as it does with SwiftUI (see
    /// Docs/Differences.md, "Formatted text").
    ///
    /// - Parameters:
    ///   - subject: A value compatible with `formatter`.
    ///   - formatter: A `Formatter` capable of converting `subject` into a string representation.
    @_disfavoredOverload
    public init<Subject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// Creates a text view that displays the formatted representation of a Foundation object.
    ///
    /// The subject is formatted once, when the text is made, with the formatter's own settings.
    /// A formatter that cannot format the subject gives an empty text.
    ///
    /// - Parameters:
    ///   - subject: An `NSObject` instance compatible with `formatter`.
    ///   - formatter: A `Formatter` capable of converting `subject` into a string representation.
    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }
}
