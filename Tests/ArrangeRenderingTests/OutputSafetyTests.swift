import XCTest
import Foundation
@testable import Arrange
@testable import ArrangeRendering

/// Strings from the view (text, font names) never become markup in SVG or escape sequences in a
/// terminal. Complements `SVGRendererTests.testUserStringsAreEscaped` and
/// `TerminalTextSafetyTests` with the cases fuzzing (`Scripts/fuzz.sh`) brought up.
final class OutputSafetyTests: XCTestCase {
    private func occurrences(of needle: String, in text: String) -> Int {
        let bytes = Array(text.utf8), pattern = Array(needle.utf8)
        guard bytes.count >= pattern.count else { return 0 }
        return (0...(bytes.count - pattern.count)).filter { Array(bytes[$0..<($0 + pattern.count)]) == pattern }.count
    }

    /// Found by TextLayoutFuzzer: a text ending in U+0602 (a grapheme-prepending Arabic sign)
    /// merges with the "<" of the closing tag into one Swift `Character`, so a check by
    /// characters miscounted the elements. In bytes, as XML parsers read, the document is
    /// balanced and the text is one element's content.
    func testTextEndingInAPrependingCharacterStaysInsideItsElement() {
        let svg = SVGRenderer(textMode: .text).render(LayoutSnapshot(of: Text(verbatim: "\u{0303}a\u{20DD}\u{2069}\u{200F}\u{0602}"), proposal: .unspecified).displayList)
        // One element per shaped run (the mixed-direction text makes several); each is closed.
        XCTAssertGreaterThan(occurrences(of: "<text ", in: svg), 0, svg)
        XCTAssertEqual(occurrences(of: "<text ", in: svg), occurrences(of: "</text>", in: svg), svg)
        // The text's last scalar is immediately followed by the closing tag.
        XCTAssertEqual(occurrences(of: "\u{0602}</text>", in: svg), 1, svg)
    }

    /// A font whose family name is markup: the name is escaped in the `font-family` attribute.
    /// The font is the bundled DejaVu Sans with its name records rewritten in place (same
    /// length, so every offset stays valid).
    func testAHostileFontFamilyNameIsEscaped() throws {
        let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/Arrange/Resources/Fonts/DejaVuSans.ttf")
        var bytes = [UInt8](try Data(contentsOf: fonts))
        let hostile = "\"/><script>", original = "DejaVu Sans"
        XCTAssertEqual(hostile.count, original.count)
        for (from, to) in [(Array(original.utf8), Array(hostile.utf8)), (Array(original.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }, Array(hostile.utf16).flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] })] {
            var index = 0
            while index + from.count <= bytes.count {
                if Array(bytes[index..<(index + from.count)]) == from { bytes.replaceSubrange(index..<(index + from.count), with: to) }
                index += 1
            }
        }
        let names = try FontRegistry.register(data: Data(bytes))
        XCTAssertTrue(names.contains(hostile), "\(names)")
        let svg = SVGRenderer(textMode: .text).render(LayoutSnapshot(of: Text("x").font(.custom(hostile, size: 12)), proposal: .unspecified).displayList)
        XCTAssertFalse(svg.contains("<script"), svg)
        XCTAssertTrue(svg.contains("font-family=\"&quot;/&gt;&lt;script&gt;\""), svg)
    }

    /// Terminal output of hostile text through a full layout: only the renderer's own colour
    /// sequences, no control characters, no bidi controls. (Escape characters are dropped; the
    /// printable rest of a sequence, such as `[2J`, stays as inert text.)
    func testHostileTextInALayoutReachesTheTerminalClean() {
        let hostile = "a\u{1B}[2J\u{1B}]0;t\u{07}b\u{9B}31m\u{202E}c\u{2066}d\u{0}e\r\nf"
        let list = LayoutSnapshot(of: VStack { Text(verbatim: hostile); Text(verbatim: "\u{1B}P+q\u{1B}\\") }, in: CGSize(width: 320, height: 64)).displayList
        for output in [TerminalRenderer().render(list, colors: false), TerminalRenderer().render(list, colors: true)] {
            XCTAssertFalse(output.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" && $0 != "\u{1B}" }, String(reflecting: output))
            XCTAssertFalse(output.unicodeScalars.contains { (0x202A...0x202E).contains($0.value) || (0x2066...0x2069).contains($0.value) }, String(reflecting: output))
            // Every escape left is one of the renderer's own colour sequences (ESC [ digits ; … m):
            // the text's escape characters were dropped, so what followed them is inert text.
            var rest = Substring(output)
            while let escape = rest.firstIndex(of: "\u{1B}") {
                rest = rest[rest.index(after: escape)...]
                let sequence = rest.prefix { $0 != "m" }
                XCTAssertTrue(sequence.first == "[" && sequence.dropFirst().allSatisfy { $0.isNumber || $0 == ";" }, String(reflecting: String(sequence)))
                rest = rest.dropFirst(sequence.count)
            }
        }
    }
}
