import Foundation

extension Text {
    /// Creates a text view that displays localized content identified by a key, with its inline
    /// Markdown.
    ///
    /// ```swift
    /// Text("**Bold**, *italic*, `code`, ~~struck~~ and [a link](https://example.com)")
    /// ```
    ///
    /// The key's format (``LocalizedStringKey`` with its arguments as `%@`, `%lld`, …) is looked
    /// up in `tableName` of `bundle` (the main bundle when nil); a key no table has is shown as
    /// written. Its Markdown is then read (Docs/Differences.md, "Formatted text", for the rules):
    /// strong emphasis is bold, emphasis italic, code monospaced, strikethrough a single line, and
    /// a link is drawn in the tint and opens its URL with the environment's
    /// ``EnvironmentValues/openURL`` when tapped. Interpolated arguments are not read as Markdown.
    ///
    /// - Parameters:
    ///   - key: The key for a string in the table identified by `tableName`.
    ///   - tableName: The name of the string table to search (`Localizable` when nil).
    ///   - bundle: The bundle containing the strings file (the main bundle when nil).
    ///   - comment: Contextual information about this key-value pair, for translators.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        var segments = key.segments
        let formatKey = key.formatKey
        let bundle = bundle ?? .main
        if !formatKey.isEmpty, StringTables.shared.hasTable(tableName ?? "Localizable", in: bundle) {
            let localized = bundle.localizedString(forKey: formatKey, value: formatKey, table: tableName)
            if localized != formatKey { segments = Self.segments(ofFormat: localized, arguments: key.segments) }
        }
        runs = Self.markdownRuns(segments)
    }

    /// The characters that can start inline Markdown: a key with none of them is its own text.
    private static let markdownCharacters: Set<Unicode.Scalar> = ["*", "_", "~", "`", "[", "]", "\\"]

    /// The first private-use scalar that stands for an argument while Markdown is read (plane
    /// 15's private use area, which no key's text is expected to use).
    private static let placeholderBase: UInt32 = 0xF0000

    /// The runs of a key's segments: the literal characters read as Markdown with a placeholder
    /// character for each argument, then each placeholder replaced by its argument's runs (its
    /// own styling wins over the Markdown's).
    static func markdownRuns(_ segments: [LocalizedStringKey.Segment]) -> [Run] {
        // The common case, plain words: no parsing.
        if segments.count == 1, case .literal(let literal) = segments[0],
           !literal.unicodeScalars.contains(where: { markdownCharacters.contains($0) }) {
            return [Run(literal)]
        }
        var source = ""
        var arguments: [Text] = []
        for segment in segments {
            switch segment {
            case .literal(let literal): source += literal
            case .argument(let text, _):
                source.unicodeScalars.append(Unicode.Scalar(placeholderBase + UInt32(arguments.count))!)
                arguments.append(text)
            }
        }
        var runs: [Run] = []
        for span in InlineMarkdown.parse(source) {
            var styling = TextStyling()
            if span.traits.contains(.strong) { styling.weight = .bold }
            if span.traits.contains(.emphasis) { styling.isItalic = true }
            if span.traits.contains(.code) { styling.isMonospaced = true }
            if span.traits.contains(.strikethrough) { styling.strikethrough = .some(.single) }
            var pending = ""
            func flush() {
                guard !pending.isEmpty else { return }
                var run = Run(pending)
                run.styling = styling
                run.link = span.link
                runs.append(run)
                pending = ""
            }
            for scalar in span.text.unicodeScalars {
                let index = Int(scalar.value) - Int(placeholderBase)
                guard index >= 0, index < arguments.count else {
                    pending.unicodeScalars.append(scalar)
                    continue
                }
                let argumentRuns = arguments[index].runs
                if argumentRuns.count == 1, argumentRuns[0].isPlain {
                    // A plain string joins the characters around it (one run, one glyph run).
                    pending += argumentRuns[0].string
                    continue
                }
                flush()
                for var run in argumentRuns {
                    run.styling = run.styling.over(styling)
                    if run.link == nil { run.link = span.link }
                    runs.append(run)
                }
            }
            flush()
        }
        // An empty key is one empty run, as `Text(verbatim: "")` is.
        return runs.isEmpty ? [Run("")] : runs
    }

    /// The segments of a localized format: its text, with each specifier (`%@`, `%lld`, `%2$@`…)
    /// replaced by the key's argument it names (in order, or by position), `%%` as `%`. A
    /// specifier naming no argument is kept as text.
    static func segments(ofFormat format: String, arguments keySegments: [LocalizedStringKey.Segment]) -> [LocalizedStringKey.Segment] {
        let arguments = keySegments.compactMap { segment -> Text? in
            if case .argument(let text, _) = segment { return text }
            return nil
        }
        var segments: [LocalizedStringKey.Segment] = []
        var literal = ""
        var next = 0
        let characters = Array(format)
        var index = 0
        while index < characters.count {
            guard characters[index] == "%", index + 1 < characters.count else {
                literal.append(characters[index])
                index += 1
                continue
            }
            if characters[index + 1] == "%" {
                literal.append("%")
                index += 2
                continue
            }
            // %[n$][flags][width][.precision][length]conversion
            var end = index + 1
            var position: Int?
            var digits = ""
            while end < characters.count, characters[end].isASCII, characters[end].isNumber { digits.append(characters[end]); end += 1 }
            if end < characters.count, characters[end] == "$", let number = Int(digits) { position = number - 1; end += 1 } else { end = index + 1 }
            while end < characters.count, "-+ #0123456789.lhqLzjt".contains(characters[end]) { end += 1 }
            guard end < characters.count, "@dDiuUxXoOfFeEgGcCsSpaA".contains(characters[end]) else {
                literal.append(characters[index])
                index += 1
                continue
            }
            let argument = position ?? next
            next = argument + 1
            guard argument >= 0, argument < arguments.count else {
                literal += String(characters[index...end])
                index = end + 1
                continue
            }
            if !literal.isEmpty { segments.append(.literal(literal)); literal = "" }
            segments.append(.argument(arguments[argument], specifier: String(characters[index...end])))
            index = end + 1
        }
        if !literal.isEmpty { segments.append(.literal(literal)) }
        return segments
    }
}

extension Text.Run {
    /// Whether the run is only characters: no styling, font, colour, link, image or formatted
    /// content of its own.
    var isPlain: Bool {
        font == nil && color == nil && backgroundColor == nil && link == nil && image == nil && formatted == nil
            && styling == TextStyling()
    }
}
