import XCTest
@testable import Arrange

/// Bidirectional levels and mirroring as shaping records them, with the bundled fonts (Inter,
/// and DejaVu Sans as the fallback that has Hebrew and Arabic).
final class BidiShapingTests: XCTestCase {
    private func shaped(_ string: String, direction: LayoutDirection = .leftToRight) -> ShapedText {
        let font = ResolvedFont(pointSize: 17, weight: 400, isItalic: false, design: .default, name: nil, usesMonospacedDigits: false)
        return ShapedText(runs: [ShapedText.Input(string: string, font: font, extraSpacing: 0)], provider: BundledFontProvider.shared, layoutDirection: direction)
    }

    func testBracketsInRightToLeftTextDrawTheirMirror() throws {
        // "א(ב)": paragraph 1; the brackets sit between R characters, so they resolve to level 1
        // (N1), and L4 draws each with its Bidi_Mirroring_Glyph: "(" as ")" and ")" as "(".
        let text = shaped("\u{05D0}(\u{05D1})")
        let bidi = try XCTUnwrap(text.bidi)
        XCTAssertEqual(bidi.levels, [1, 1, 1, 1])
        let open = try XCTUnwrap(text.glyphs.glyphs(ofCluster: 1).first)
        let close = try XCTUnwrap(text.glyphs.glyphs(ofCluster: 3).first)
        let face = text.glyphs.runFaces[0][Int(open.face)]
        XCTAssertEqual(open.id, face.glyph(for: ")"))
        XCTAssertEqual(close.id, face.glyph(for: "("))
        // Displayed right to left: ")" drawn as "(" comes first, on the left.
        XCTAssertEqual(bidi.visualOrder(0..<4), [3, 2, 1, 0])
    }

    func testBracketsInLeftToRightTextAreNotMirrored() throws {
        // "a(b) א": the brackets resolve to level 0 (between L and L), so they keep their glyphs.
        let text = shaped("a(b) \u{05D0}")
        let open = try XCTUnwrap(text.glyphs.glyphs(ofCluster: 1).first)
        XCTAssertEqual(open.id, text.glyphs.runFaces[0][Int(open.face)].glyph(for: "("))
    }

    func testParagraphWithoutStrongCharacterTakesTheLayoutDirection() throws {
        // Two paragraphs: "אב" (level 1 from its first strong character) and "123" with no strong
        // character (P3 default: the environment's direction).
        let rightToLeft = try XCTUnwrap(shaped("\u{05D0}\u{05D1}\n123", direction: .rightToLeft).bidi)
        XCTAssertEqual(rightToLeft.paragraphLevels, [1, 1, 1, 1, 1, 1])
        // Numbers at an odd paragraph level are EN → level 2 (I2).
        XCTAssertEqual(Array(rightToLeft.levels[3...]), [2, 2, 2])
        let leftToRight = try XCTUnwrap(shaped("\u{05D0}\u{05D1}\n123", direction: .leftToRight).bidi)
        XCTAssertEqual(Array(leftToRight.paragraphLevels[3...]), [0, 0, 0])
        XCTAssertEqual(Array(leftToRight.levels[3...]), [0, 0, 0])
    }

    func testMixedScriptWidthIsTheSumOfItsParts() throws {
        // Reordering never changes a width: "Hello سلام" measures as "Hello " plus "سلام" shaped
        // alone (the space and the Arabic word are separate segments).
        let whole = shaped("Hello \u{0633}\u{0644}\u{0627}\u{0645}")
        let latin = shaped("Hello ")
        let arabic = shaped("\u{0633}\u{0644}\u{0627}\u{0645}")
        XCTAssertEqual(whole.prefix[whole.clusters.count], latin.prefix[latin.clusters.count] + arabic.prefix[arabic.clusters.count], accuracy: 0.0001)
    }
}
