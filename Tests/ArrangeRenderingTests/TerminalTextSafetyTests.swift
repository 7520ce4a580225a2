import XCTest
@testable import Arrange
@testable import ArrangeRendering

/// Text from users never escapes its cells: escape sequences, control characters, bidirectional
/// overrides and zero-width joiner tricks are removed or replaced before they reach a cell.
final class TerminalTextSafetyTests: XCTestCase {
    /// `string` drawn as one glyph run at the top left of a 20-cell row.
    private func grid(_ string: String) -> TerminalGrid {
        let face = DisplayList.FontFace.face(for: BoxTypeface())
        let origin = CGPoint(x: 0, y: 8)
        let run = DisplayList.GlyphRun(face: face, size: 10, glyphs: [.init(id: 1, position: origin)],
                                       color: DisplayList.RGBA(Color.red), string: string, origin: origin)
        return TerminalRenderer().grid(DisplayList(size: CGSize(width: 160, height: 16), items: [.init(.glyphs(run))]))
    }

    /// Every escape in ANSI output is one of the renderer's own SGR sequences.
    private func assertOnlyOwnEscapes(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        var rest = Substring(text)
        while let escape = rest.firstIndex(of: "\u{1B}") {
            rest = rest[rest.index(after: escape)...]
            let sequence = rest.prefix { $0 != "m" }
            XCTAssertTrue(sequence.first == "[" && sequence.dropFirst().allSatisfy { $0.isNumber || $0 == ";" },
                          "unexpected escape \(String(reflecting: String(sequence)))", file: file, line: line)
            rest = rest.dropFirst(sequence.count)
        }
        XCTAssertFalse(text.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\u{1B}" && $0 != "\n" },
                       "a control character reached the output", file: file, line: line)
    }

    func testEscapeSequencesAreRemovedWhole() {
        let hostile = grid("\u{1B}[2J\u{1B}]0;pwned\u{07}ok")
        XCTAssertEqual(hostile.plainText, "ok")
        assertOnlyOwnEscapes(hostile.ansiText)
        XCTAssertEqual(grid("a\u{1B}P1;2|data\u{1B}\\b\u{1B}(Bc\u{1B}7d").plainText, "abcd")
        XCTAssertEqual(grid("a\u{9B}31mb\u{9D}title\u{9C}c").plainText, "abc")
        XCTAssertEqual(grid("unterminated \u{1B}]0;title").plainText, "unterminated")
    }

    func testLineBreaksAndTabsBecomeSpacesAndOtherControlsAReplacementCharacter() {
        XCTAssertEqual(grid("x\r\ny").plainText, "x  y")
        XCTAssertEqual(grid("a\tb\u{2028}c").plainText, "a b c")
        XCTAssertEqual(grid("a\u{7}b\u{7F}c\u{85}d\u{8D}e").plainText, "a\u{FFFD}b\u{FFFD}c d\u{FFFD}e")
        assertOnlyOwnEscapes(grid("x\r\ny\u{8}\u{0}").ansiText)
    }

    func testBidirectionalOverridesAndIsolatesAreRemoved() {
        XCTAssertEqual(grid("\u{202E}abc").plainText, "abc")
        XCTAssertEqual(grid("\u{2066}a\u{2067}b\u{2068}c\u{2069}\u{202A}\u{202B}\u{202C}\u{202D}\u{200E}\u{200F}\u{61C}").plainText, "abc")
    }

    func testZeroWidthJoinersAndMarkPilesCannotHideOrStackText() {
        // A ZWJ family shows as its three people, two cells each.
        let family = grid("👨\u{200D}👩\u{200D}👧")
        XCTAssertEqual(family.plainText, "👨👩👧")
        XCTAssertEqual((0..<6).filter { family[column: $0, row: 0].isWideContinuation }, [1, 3, 5])
        XCTAssertEqual(grid("a\u{200B}b\u{200C}c\u{2060}d\u{FEFF}e\u{AD}f").plainText, "abcdef")
        // A cell keeps two combining marks at most; a mark without a base is dropped.
        XCTAssertEqual(grid("e\u{301}\u{302}\u{303}\u{304}\u{305}").plainText, "e\u{301}\u{302}")
        XCTAssertEqual(grid("\u{301}x").plainText, "x")
        XCTAssertEqual(grid("🇫🇷").plainText, "🇫🇷")
    }

    func testTextFromATextViewIsCleanedToo() {
        let list = LayoutSnapshot(of: Text("\u{202E}abc").font(.system(size: 10)).frame(width: 80, alignment: .leading),
                                  proposal: .unspecified, environment: boxEnvironment()).displayList
        XCTAssertEqual(TerminalRenderer().render(list, colors: false), "abc")
    }
}
