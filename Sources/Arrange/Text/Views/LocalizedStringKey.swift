import Foundation

/// The key for a localized string resource: what a string literal given to `Text` is.
///
/// As in SwiftUI, `Text("**Bold** and *italic*")` reads its literal as a localized string key:
/// the key is looked up in the bundle's string tables (shown as it is when no table has it), and
/// its inline Markdown, `**strong**`, `*emphasis*`, code spans in backticks, `~~strikethrough~~` and
/// `[links](https://example.com)`, styles the text. Interpolated values are arguments: they are
/// shown as they are, never read as Markdown, and formatted in the environment's locale.
///
/// ```swift
/// Text("Hello, **\(name)**! You have \(count) new messages.")
/// Text(verbatim: "**not bold**")   // no Markdown
/// ```
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation, Sendable {
    /// A stretch of the key: literal characters or an interpolated argument.
    enum Segment: Equatable, Sendable {
        case literal(String)
        case argument(Text, specifier: String)
    }

    var segments: [Segment]

    /// Creates a localized string key from the given string value.
    ///
    /// - Parameter value: The string to use as a localization key.
    public init(_ value: String) {
        segments = value.isEmpty ? [] : [.literal(value)]
    }

    /// Creates a localized string key from the given string literal.
    ///
    /// - Parameter value: The string literal to use as a localization key.
    public init(stringLiteral value: String) {
        self.init(value)
    }

    /// Creates a localized string key from the given string interpolation.
    ///
    /// - Parameter stringInterpolation: The string interpolation to use as a localization key.
    public init(stringInterpolation: StringInterpolation) {
        segments = stringInterpolation.segments
    }

    /// The key as string tables name it: literal characters with `%` doubled, each argument as
    /// its format specifier (`"Hello, %@! You have %lld new messages."`).
    var formatKey: String {
        segments.map { segment in
            switch segment {
            case .literal(let text): text.replacingOccurrences(of: "%", with: "%%")
            case .argument(_, let specifier): specifier
            }
        }.joined()
    }
}
