import XCTest
@testable import Arrange

/// The inline Markdown reader (InlineMarkdown.swift) against the CommonMark 0.31.2 specification
/// (https://spec.commonmark.org/0.31.2/) and GitHub Flavored Markdown's strikethrough
/// (https://github.github.com/gfm/#strikethrough-extension-): each expectation is the spec's
/// rendering of the example, as spans.
final class InlineMarkdownTests: XCTestCase {
    private typealias Span = InlineMarkdown.Span

    private func parse(_ source: String) -> [Span] { InlineMarkdown.parse(source) }

    /// §6.4: `*foo bar*` is emphasis, `**foo bar**` strong emphasis, `__foo__` too.
    func testEmphasisAndStrongEmphasis() {
        XCTAssertEqual(parse("*foo bar*"), [Span(text: "foo bar", traits: .emphasis)])
        XCTAssertEqual(parse("**foo bar**"), [Span(text: "foo bar", traits: .strong)])
        XCTAssertEqual(parse("__foo bar__"), [Span(text: "foo bar", traits: .strong)])
        XCTAssertEqual(parse("_foo_ bar"), [Span(text: "foo", traits: .emphasis), Span(text: " bar")])
    }

    /// §6.4 rules 1 and 2: a `*` followed by whitespace is not left-flanking, so `a * foo bar*`
    /// has no emphasis; `*` can open inside a word (`foo*bar*` is "foo" + emphasised "bar") but
    /// `_` cannot (`foo_bar_` stays literal).
    func testFlankingRules() {
        XCTAssertEqual(parse("a * foo bar*"), [Span(text: "a * foo bar*")])
        XCTAssertEqual(parse("foo*bar*"), [Span(text: "foo"), Span(text: "bar", traits: .emphasis)])
        XCTAssertEqual(parse("foo_bar_"), [Span(text: "foo_bar_")])
        XCTAssertEqual(parse("snake_case_name"), [Span(text: "snake_case_name")])
    }

    /// §6.4, "process emphasis": `***strong emph***` is emphasis around strong emphasis;
    /// `*foo **bar** baz*` nests strong inside emphasis.
    func testNestedEmphasis() {
        XCTAssertEqual(parse("***strong emph***"), [Span(text: "strong emph", traits: [.strong, .emphasis])])
        XCTAssertEqual(parse("*foo **bar** baz*"), [
            Span(text: "foo ", traits: .emphasis), Span(text: "bar", traits: [.emphasis, .strong]), Span(text: " baz", traits: .emphasis),
        ])
    }

    /// Unmatched delimiters stay literal: `**foo` and `foo**`; in `*foo**` one `*` of the closer
    /// pairs with the opener and the other stays (CommonMark's rendering: `<em>foo</em>*`).
    func testUnmatchedDelimitersAreLiteral() {
        XCTAssertEqual(parse("**foo"), [Span(text: "**foo")])
        XCTAssertEqual(parse("foo**"), [Span(text: "foo**")])
        XCTAssertEqual(parse("*foo**"), [Span(text: "foo", traits: .emphasis), Span(text: "*")])
    }

    /// §6.2: a code span's content is literal (no emphasis, no escapes), one space is stripped
    /// from both ends, and a longer backtick string can hold a shorter one.
    func testCodeSpans() {
        XCTAssertEqual(parse("`foo`"), [Span(text: "foo", traits: .code)])
        XCTAssertEqual(parse("`` foo ` bar ``"), [Span(text: "foo ` bar", traits: .code)])
        XCTAssertEqual(parse("`*not emphasis*`"), [Span(text: "*not emphasis*", traits: .code)])
        XCTAssertEqual(parse("`foo\\`bar`"), [Span(text: "foo\\", traits: .code), Span(text: "bar`")])
        XCTAssertEqual(parse("`unclosed"), [Span(text: "`unclosed")])
    }

    /// §6.1: a backslash makes ASCII punctuation literal; before a letter it is itself.
    func testBackslashEscapes() {
        XCTAssertEqual(parse("\\*not emphasized*"), [Span(text: "*not emphasized*")])
        XCTAssertEqual(parse("\\[not a link](/foo)"), [Span(text: "[not a link](/foo)")])
        XCTAssertEqual(parse("a\\b"), [Span(text: "a\\b")])
    }

    /// §6.6: inline links with a destination, optionally in angle brackets and with a title;
    /// the link text can hold emphasis; a `[` without `](…)` is literal.
    func testInlineLinks() throws {
        let url = try XCTUnwrap(URL(string: "https://example.com"))
        XCTAssertEqual(parse("[link](https://example.com)"), [Span(text: "link", link: url)])
        XCTAssertEqual(parse("[link](https://example.com \"title\")"), [Span(text: "link", link: url)])
        XCTAssertEqual(parse("[link](<https://example.com>)"), [Span(text: "link", link: url)])
        XCTAssertEqual(parse("Go [**here**](https://example.com)!"), [
            Span(text: "Go "), Span(text: "here", traits: .strong, link: url), Span(text: "!"),
        ])
        XCTAssertEqual(parse("[not a link]"), [Span(text: "[not a link]")])
        XCTAssertEqual(parse("[a](b c)"), [Span(text: "[a](b c)")])
        // A destination with balanced parentheses (§6.6, "link destination").
        XCTAssertEqual(parse("[w](https://en.wikipedia.org/wiki/Swift_(language))").first?.link?.absoluteString,
                       "https://en.wikipedia.org/wiki/Swift_(language)")
    }

    /// GFM §6.5: one or two tildes strike through, three do not.
    func testStrikethrough() {
        XCTAssertEqual(parse("~~Hi~~ Hello"), [Span(text: "Hi", traits: .strikethrough), Span(text: " Hello")])
        XCTAssertEqual(parse("~~~Hi~~~"), [Span(text: "~~~Hi~~~")])
    }

    /// Plain text, the empty string and a lone `]` come through unchanged.
    func testPlainText() {
        XCTAssertEqual(parse("Hello, world"), [Span(text: "Hello, world")])
        XCTAssertEqual(parse(""), [])
        XCTAssertEqual(parse("a ] b"), [Span(text: "a ] b")])
    }
}
