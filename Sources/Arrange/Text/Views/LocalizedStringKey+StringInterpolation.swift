import Foundation

extension LocalizedStringKey {
    /// Represents the contents of a string literal with interpolations while it's being built,
    /// for use in creating a localized string key.
    public struct StringInterpolation: StringInterpolationProtocol, Sendable {
        var segments: [Segment] = []

        /// Creates an empty instance ready to be filled with string literal content.
        ///
        /// - Parameters:
        ///   - literalCapacity: The number of characters the literal parts hold.
        ///   - interpolationCount: The number of interpolations.
        public init(literalCapacity: Int, interpolationCount: Int) {
            segments.reserveCapacity(interpolationCount * 2 + 1)
        }

        /// Appends a literal string.
        ///
        /// - Parameter literal: The literal string to append.
        public mutating func appendLiteral(_ literal: String) {
            guard !literal.isEmpty else { return }
            if case .literal(let before) = segments.last {
                segments[segments.count - 1] = .literal(before + literal)
            } else {
                segments.append(.literal(literal))
            }
        }

        /// Appends a literal string segment to a string interpolation: shown as it is.
        ///
        /// - Parameter string: The literal string to append.
        public mutating func appendInterpolation(_ string: String) {
            segments.append(.argument(Text(verbatim: string), specifier: "%@"))
        }

        /// Appends a type, convertible to a string by using a default format specifier, to a
        /// string interpolation: `%lld` for integers (`42`), `%lf` for `Double` and `CGFloat`
        /// (`3.140000`), as SwiftUI does, in the environment's locale.
        ///
        /// - Parameter value: A primitive type to append, such as `Int`, `UInt32`, or `Double`.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T) {
            if let integer = value as? any BinaryInteger {
                // `%lld`, `%d`, `%u` and `%llu` write the decimal digits in every locale.
                segments.append(.argument(Text(verbatim: "\(integer)"), specifier: value._specifier))
                return
            }
            appendInterpolation(value, specifier: value._specifier)
        }

        /// Appends a type, convertible to a string with a format specifier, to a string
        /// interpolation.
        ///
        /// ```swift
        /// Text("\(3.14159, specifier: "%.2f")")   // "3.14"
        /// ```
        ///
        /// - Parameters:
        ///   - value: The value to append.
        ///   - specifier: A format specifier to convert `value` to a string representation, like
        ///     `%f` for a `Double`, or `%x` to create a hexadecimal representation of a `UInt32`.
        public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
            segments.append(.argument(Text(specifiedValue: value, specifier: specifier), specifier: specifier))
        }

        /// Appends the string displayed by a text view to a string interpolation, with its own
        /// styling (the key's Markdown styling applies where the text sets none).
        ///
        /// - Parameter text: A `Text` instance to append.
        public mutating func appendInterpolation(_ text: Text) {
            segments.append(.argument(text, specifier: "%@"))
        }

        /// Appends an image to a string interpolation, as `Text(Image)` does.
        ///
        /// - Parameter image: The image to append.
        public mutating func appendInterpolation(_ image: Image) {
            segments.append(.argument(Text(image), specifier: "%@"))
        }

        /// Appends the formatted representation of a nonstring type supported by a
        /// corresponding format style, formatted in the environment's locale.
        ///
        /// - Parameters:
        ///   - input: The value to format.
        ///   - format: A format style to convert the value to a string.
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
            segments.append(.argument(Text(input, format: format), specifier: "%@"))
        }

        /// Appends a date with a date style, as `Text(_:style:)` shows it.
        ///
        /// - Parameters:
        ///   - date: The date to display.
        ///   - style: The style used when displaying the date.
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            segments.append(.argument(Text(date, style: style), specifier: "%@"))
        }

        /// Appends an attributed string to a string interpolation, with its attributes.
        ///
        /// - Parameter attributedString: The attributed string to append.
        public mutating func appendInterpolation(_ attributedString: AttributedString) {
            segments.append(.argument(Text(attributedString), specifier: "%@"))
        }

        /// Appends an optionally-formatted instance of a Foundation type to a string
        /// interpolation (without a formatter: its description).
        ///
        /// - Parameters:
        ///   - subject: The Foundation object to append.
        ///   - formatter: A formatter to convert `subject` to a string representation.
        public mutating func appendInterpolation<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter? = nil) {
            let string = formatter.map { $0.string(for: subject) ?? "" } ?? String(describing: subject)
            segments.append(.argument(Text(verbatim: string), specifier: "%@"))
        }

        /// Appends a value with a formatter, for the values Foundation on Linux does not make
        /// `ReferenceConvertible` (such as `Date`), so that `"\(date, formatter: formatter)"`
        /// compiles as it does with SwiftUI.
        ///
        /// - Parameters:
        ///   - subject: The value to append.
        ///   - formatter: A formatter to convert `subject` to a string representation.
        @_disfavoredOverload
        public mutating func appendInterpolation<Subject>(_ subject: Subject, formatter: Formatter) {
            segments.append(.argument(Text(verbatim: formatter.string(for: subject) ?? ""), specifier: "%@"))
        }

        /// Appends an optionally-formatted instance of an Objective-C subclass to a string
        /// interpolation (without a formatter: its description).
        ///
        /// - Parameters:
        ///   - subject: An `NSObject` to append.
        ///   - formatter: A formatter to convert `subject` to a string representation.
        public mutating func appendInterpolation<Subject: NSObject>(_ subject: Subject, formatter: Formatter? = nil) {
            let string = formatter.map { $0.string(for: subject) ?? "" } ?? subject.description
            segments.append(.argument(Text(verbatim: string), specifier: "%@"))
        }
    }
}

extension Text {
    private struct SpecifiedSource<T: Equatable>: Equatable {
        let value: T
        let specifier: String
    }

    /// A value formatted with a `printf` specifier in the environment's locale.
    init<T: _FormatSpecifiable>(specifiedValue value: T, specifier: String) {
        self.init(formatted: FormattedContent(source: SpecifiedSource(value: value, specifier: specifier)) { context in
            (String(format: specifier, locale: context.locale, value._arg), nil)
        })
    }
}
