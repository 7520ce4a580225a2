import Foundation

/// The inline Markdown SwiftUI reads in a `Text` made from a `LocalizedStringKey`: strong
/// emphasis, emphasis, code spans, strikethrough and inline links, after CommonMark's inline rules
/// (https://spec.commonmark.org/0.31.2/, §6.1 backslash escapes, §6.2 code spans, §6.4 emphasis
/// and strong emphasis with its delimiter-run and "process emphasis" rules, §6.6 inline links) and
/// GitHub Flavored Markdown's strikethrough extension (https://github.github.com/gfm/, §6.5).
///
/// Block syntax (headings, lists, quotes) is not read: SwiftUI shows it as it is. A construct that
/// does not close (an unmatched `**`, `[` without `](…)`, a lone backtick run) stays literal text,
/// as CommonMark says; parsing never fails.
enum InlineMarkdown {
    /// The styles of a stretch of text.
    struct Traits: OptionSet, Hashable, Sendable {
        let rawValue: UInt8
        /// `**strong**` or `__strong__`: bold.
        static let strong = Traits(rawValue: 1)
        /// `*emphasis*` or `_emphasis_`: italic.
        static let emphasis = Traits(rawValue: 2)
        /// `` `code` ``: monospaced.
        static let code = Traits(rawValue: 4)
        /// `~~strikethrough~~`.
        static let strikethrough = Traits(rawValue: 8)
    }

    /// A stretch of text with one set of styles and at most one link.
    struct Span: Equatable {
        var text: String
        var traits: Traits = []
        var link: URL?
    }

    /// The spans of `source`, in order; neighbouring spans with the same styles are merged.
    static func parse(_ source: String) -> [Span] {
        var parser = Parser(Array(source))
        let nodes = parser.parseInlines()
        var spans: [Span] = []
        flatten(nodes, traits: [], link: nil, into: &spans)
        return spans
    }

    /// A node of the inline tree.
    indirect enum Node {
        case text(String)
        /// A run of `*`, `_` or `~` that may open or close emphasis (§6.4, "delimiter run").
        case delimiter(Character, count: Int, canOpen: Bool, canClose: Bool)
        /// A `[` that may start a link, while it is active.
        case bracket(active: Bool)
        case styled(Traits, [Node])
        case link(URL?, [Node])
    }

    private static func flatten(_ nodes: [Node], traits: Traits, link: URL?, into spans: inout [Span]) {
        func add(_ text: String, _ traits: Traits, _ link: URL?) {
            guard !text.isEmpty else { return }
            if let last = spans.last, last.traits == traits, last.link == link {
                spans[spans.count - 1].text += text
            } else {
                spans.append(Span(text: text, traits: traits, link: link))
            }
        }
        for node in nodes {
            switch node {
            case .text(let text): add(text, traits, link)
            case .delimiter(let character, let count, _, _): add(String(repeating: character, count: count), traits, link)
            case .bracket: add("[", traits, link)
            case .styled(let more, let children): flatten(children, traits: traits.union(more), link: link, into: &spans)
            case .link(let url, let children): flatten(children, traits: traits, link: url ?? link, into: &spans)
            }
        }
    }
}
