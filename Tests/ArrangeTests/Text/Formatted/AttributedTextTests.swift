import XCTest
@testable import Arrange

/// `Text(AttributedString)` honours SwiftUI's attribute scope (Apple's documentation of
/// `AttributeScopes.SwiftUIAttributes`: font, foregroundColor, backgroundColor,
/// strikethroughStyle, underlineStyle, kern, tracking, baselineOffset) and Foundation's link.
/// Sizes use box typefaces (TextTestSupport.swift: 5 pt per character at 10 pt).
final class AttributedTextTests: XCTestCase {
    /// Each attributed run becomes a text run with its attributes.
    func testRunsCarryTheirAttributes() throws {
        var string = AttributedString("Sale $12 now")
        let price = try XCTUnwrap(string.range(of: "$12"))
        string[price].strikethroughStyle = .single
        string[price].foregroundColor = .red
        string[price].font = .headline
        let now = try XCTUnwrap(string.range(of: "now"))
        string[now].underlineStyle = Text.LineStyle(pattern: .dash)
        string[now].baselineOffset = 3
        let text = Text(string)
        XCTAssertEqual(text.runs.map(\.string), ["Sale ", "$12", " ", "now"])
        XCTAssertEqual(text.runs[1].styling.strikethrough, .some(.single))
        XCTAssertEqual(text.runs[1].color, .red)
        XCTAssertEqual(text.runs[1].font, .headline)
        XCTAssertEqual(text.runs[3].styling.underline, .some(Text.LineStyle(pattern: .dash)))
        XCTAssertEqual(text.runs[3].styling.baselineOffset, 3)
        XCTAssertNil(text.runs[0].font)
    }

    /// Kerning and tracking add after every character (Docs/Differences.md, "kerning(_:) and
    /// tracking(_:)"): "abc" (15 pt) with tracking 2 is 15 + 3 × 2 = 21 wide, with kern 1 also
    /// 15 + 3 × 1 = 18.
    func testKernAndTrackingWidenTheRun() {
        var tracked = AttributedString("abc")
        tracked.tracking = 2
        assertSize(boxSize(Text(tracked), nil), 21, 10)
        var kerned = AttributedString("abc")
        kerned.kern = 1
        assertSize(boxSize(Text(kerned), nil), 18, 10)
    }

    /// A background colour fills behind its run: "ab" then "cd" on yellow is a 10 × 10 rectangle
    /// from x 10 (after two 5 pt characters) over the line's ascent + descent (8 + 2 at 10 pt),
    /// painted before the glyphs.
    func testBackgroundColorFillsBehindTheRun() throws {
        var string = AttributedString("ab")
        var highlighted = AttributedString("cd")
        highlighted.backgroundColor = .yellow
        string.append(highlighted)
        let snapshot = boxSnapshot(Text(string).font(.system(size: 10)), .unspecified)
        let fill = try XCTUnwrap(fills(snapshot.displayList).first)
        XCTAssertEqual(fill.rect, CGRect(x: 10, y: 0, width: 10, height: 10))
        XCTAssertEqual(fill.color, DisplayList.RGBA(Color.yellow))
    }

    /// Foundation's `link` attribute makes a link run; SwiftUI's attributes read through the
    /// dynamic member lookup and the `swiftUI` scope alike.
    func testLinkAndScopeAccess() throws {
        var string = AttributedString("site")
        string.link = URL(string: "https://example.com")
        string.foregroundColor = .green
        XCTAssertEqual(string.foregroundColor, .green)
        XCTAssertEqual(string[AttributeScopes.SwiftUIAttributes.ForegroundColorAttribute.self], .green)
        let text = Text(string)
        XCTAssertEqual(text.runs.first?.link, URL(string: "https://example.com"))
        let scope: KeyPath<AttributeScopes, AttributeScopes.SwiftUIAttributes.Type> = \.swiftUI
        XCTAssertNotNil(scope)
    }

    /// A format style whose output is an attributed string shows its runs.
    func testAttributedFormatStyle() {
        struct Shout: FormatStyle {
            func format(_ value: String) -> AttributedString {
                var string = AttributedString(value.uppercased())
                string.font = .title
                return string
            }
        }
        let text = Text("hey", format: Shout())
        XCTAssertEqual(text.runs.map(\.string), ["HEY"])
        XCTAssertEqual(text.runs.first?.font, .title)
    }
}
