import XCTest
@testable import Arrange

/// `Text` made from a `LocalizedStringKey` reads its inline Markdown; strings that are not
/// literals do not (Apple's documentation of `Text`, "Localizing strings" and "Styling the view's
/// text": "Text doesn't render all styling possible in Markdown. It doesn't support line breaks,
/// soft breaks, or any style of paragraph- or block-based formatting", and `init(verbatim:)`
/// and `init(_:)` with a `StringProtocol` value show their string as it is).
final class MarkdownTextTests: XCTestCase {
    /// The runs' strings and styles.
    private func runs(_ text: Text) -> [(String, TextStyling, URL?)] {
        text.runs.map { ($0.string, $0.styling, $0.link) }
    }

    /// Bold is the bold weight, italic the italic face, code the monospaced design,
    /// strikethrough a single line (Apple's `Text` documentation lists exactly these five inline
    /// styles with links).
    func testInlineStylesBecomeRunStyling() throws {
        let text = Text("**Bold** *italic* `code` ~~struck~~")
        let runs = runs(text)
        XCTAssertEqual(runs.map(\.0), ["Bold", " ", "italic", " ", "code", " ", "struck"])
        XCTAssertEqual(runs[0].1.weight, .bold)
        XCTAssertEqual(runs[2].1.isItalic, true)
        XCTAssertEqual(runs[4].1.isMonospaced, true)
        XCTAssertEqual(runs[6].1.strikethrough, .some(.single))
        XCTAssertEqual(runs[1].1, TextStyling())
    }

    /// Verbatim text and a `String` variable keep their asterisks (SwiftUI's rule: only a literal
    /// is a localized string key).
    func testVerbatimAndVariablesAreNotMarkdown() {
        let variable = "**not bold**"
        XCTAssertEqual(Text(verbatim: "**not bold**").runs.map(\.string), ["**not bold**"])
        XCTAssertEqual(Text(variable).runs.map(\.string), ["**not bold**"])
        XCTAssertEqual(Text(variable).runs.first?.styling, TextStyling())
    }

    /// Interpolation: a string argument is shown as it is inside the styling around it (its
    /// own asterisks are not Markdown); an integer uses `%lld`, a `Double` `%lf` ("3.140000", as
    /// SwiftUI shows `Text("\(3.14)")`), a specifier formats with `printf` rules.
    func testInterpolatedArgumentsAreNotMarkdown() {
        let name = "*Ann*"
        let text = Text("Hello, **\(name)**!")
        XCTAssertEqual(text.runs.map(\.string), ["Hello, ", "*Ann*", "!"])
        XCTAssertEqual(text.runs[1].styling.weight, .bold)
        XCTAssertEqual(FormattedTextTests.shown(Text("\(42) items")), "42 items")
        XCTAssertEqual(FormattedTextTests.shown(Text("π ≈ \(3.14)")), "π ≈ 3.140000")
        XCTAssertEqual(FormattedTextTests.shown(Text("π ≈ \(3.14159, specifier: "%.2f")")), "π ≈ 3.14")
        XCTAssertEqual(FormattedTextTests.shown(Text("\(0.5, format: .percent) done")), "50% done")
    }

    /// A plain string or integer argument joins the characters around it: `"Welcome, \(name)"`
    /// is one run, drawn as one glyph run, as `Text(verbatim:)` of the whole string would be.
    func testPlainArgumentsJoinTheirNeighbours() {
        let name = "Ada"
        XCTAssertEqual(Text("Welcome, \(name)").runs.map(\.string), ["Welcome, Ada"])
        XCTAssertEqual(Text("Row \(3) of \(10)").runs.map(\.string), ["Row 3 of 10"])
    }

    /// An interpolated `Text` keeps its own styling; the Markdown's applies where it sets none.
    func testInterpolatedTextKeepsItsStyling() {
        let text = Text("*Hi \(Text("there").bold())*")
        XCTAssertEqual(text.runs.map(\.string), ["Hi ", "there"])
        XCTAssertEqual(text.runs[1].styling.weight, .bold)
        XCTAssertEqual(text.runs[1].styling.isItalic, true)
    }

    /// The key looks itself up in the bundle's tables; with none, the key is shown as written,
    /// and its format key uses SwiftUI's specifiers (`%@` for strings and texts, `%lld` for
    /// integers, `%lf` for doubles, `%` doubled).
    func testFormatKeyAndLookup() {
        let name = "Ann"
        let key: LocalizedStringKey = "Hi \(name), \(3) of \(2.5) at 100%"
        XCTAssertEqual(key.formatKey, "Hi %@, %lld of %lf at 100%%")
        XCTAssertEqual(FormattedTextTests.shown(Text(key)), "Hi Ann, 3 of 2.500000 at 100%")
        XCTAssertEqual(FormattedTextTests.shown(Text("Plain", tableName: "Missing", bundle: .main)), "Plain")
    }

    /// A translated format puts the arguments where its specifiers say, by position too
    /// (`%2$@` is the second argument), and `%%` is a percent sign.
    func testTranslatedFormatsPlaceArguments() {
        let key: LocalizedStringKey = "\("Ann") has \(3) cats"
        let segments = Text.segments(ofFormat: "%2$lld Katzen hat %1$@ (100%%)", arguments: key.segments)
        let text = Text(verbatim: "")
        var copy = text
        copy.runs = Text.markdownRuns(segments)
        XCTAssertEqual(FormattedTextTests.shown(copy), "3 Katzen hat Ann (100%)")
    }

    /// A link is drawn in the tint (the accent colour, `Color.accentColor`'s light value
    /// rgb(0, 122, 255)) and a tap on it calls the environment's `openURL` with its URL; a tap on
    /// the plain words beside it does not.
    func testLinksAreTintedAndOpenOnTap() throws {
        var opened: [URL] = []
        let view = Text("Read the [docs](https://example.com/docs)")
            .font(.system(size: 10))
            .environment(\.openURL, OpenURLAction { url in
                opened.append(url)
                return .handled
            })
        let environment = boxEnvironment()
        let host = ViewHost(rootView: view, size: CGSize(width: 200, height: 40), environment: environment)
        let runs = texts(host.displayList)
        let link = try XCTUnwrap(runs.first { $0.string == "docs" })
        XCTAssertEqual(link.color, DisplayList.RGBA(red: 0, green: 122 / 255, blue: 1))
        // Box metrics: 5 pt per character at 10 pt; "Read the " is 45 pt, "docs" 45…65 pt.
        let origin = link.origin
        host.tap(at: CGPoint(x: origin.x + 10, y: origin.y - 3))
        XCTAssertEqual(opened, [URL(string: "https://example.com/docs")!])
        host.tap(at: CGPoint(x: origin.x - 30, y: origin.y - 3))
        XCTAssertEqual(opened.count, 1, "the words before the link open nothing")
    }
}
