/// A view that displays one or more lines of read-only text.
///
/// Text measures itself with real font metrics (the bundled faces, see ``Font``): proposed an
/// unspecified or infinite width it takes its one-line ideal size; proposed less, it wraps at line
/// break opportunities and reports its widest line; it never grows beyond its ideal width. Its
/// first and last baselines align in `HStack(alignment: .firstTextBaseline)` and in grid rows.
///
/// ```swift
/// Text("Goldfish")
/// Text("\(pet.votes)").font(.headline)
/// Text("Votes: ").bold() + Text("\(total)")
/// ```
public struct Text: View, Equatable, Sendable {
    /// A stretch of text with its own styling (what `+` concatenates).
    struct Run: Equatable {
        var string: String
        var font: Font?
        /// The styling the run's own methods set; it wins over the environment's.
        var styling = TextStyling()
        var color: Color?
        /// The image this run shows in place of its string (`Text(Image)`, Text+Image.swift).
        var image: Image?
        /// The content formatted in the environment in place of `string` (`Text(_:format:)`,
        /// `Text(_:style:)`; Text+FormattedContent.swift).
        var formatted: FormattedContent?
        /// The URL the run links to (a Markdown or `AttributedString` link): drawn in the tint,
        /// opened with the environment's `openURL` when tapped (Text+Link.swift).
        var link: URL?
        /// The colour filled behind the run's characters (an `AttributedString`'s
        /// `backgroundColor`).
        var backgroundColor: Color?

        init(_ string: String) { self.string = string }
    }

    var runs: [Run]

    /// Creates a text view that displays a string literal without localization.
    public init(verbatim content: String) {
        runs = [Run(content)]
    }

    /// Creates a text view that displays a stored string without localization.
    ///
    /// As in SwiftUI, the string is shown as it is: Markdown is read only in a literal, which is
    /// a ``LocalizedStringKey`` (`Text("**Bold**")`, see ``init(_:tableName:bundle:comment:)``).
    ///
    /// ```swift
    /// let name = "**not bold**"
    /// Text(name)   // shows the asterisks
    /// ```
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        runs = [Run(String(content))]
    }

    /// Concatenates the text in two text views in a new text view.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var result = lhs
        result.runs.append(contentsOf: rhs.runs)
        return result
    }

    /// Text is primitive.
    public var body: Never { primitiveBody() }

    /// The text's characters, all runs together.
    var string: String { runs.map(\.string).joined() }

    /// Applies `change` to every run.
    func modifyingRuns(_ change: (inout Run) -> Void) -> Text {
        var copy = self
        for index in copy.runs.indices { change(&copy.runs[index]) }
        return copy
    }
}
