import Foundation
import XCTest
@testable import Arrange
@testable import ArrangeRendering

/// Bidirectional text drawn: lines reordered for display by UAX #9
/// (https://www.unicode.org/reports/tr9/), right-to-left alignment, and an Arabic title in SVG
/// and PNG. With box typefaces at 10 pt every glyph is 5 pt wide, so positions are arithmetic;
/// a glyph run's string lists its characters in display order.
final class BidiTextRenderingTests: XCTestCase {
    private let alef = "\u{05D0}", bet = "\u{05D1}", gimel = "\u{05D2}"

    func testMixedLineIsOrderedPerUAX9() {
        // "abc אבג def": paragraph level 0 (first strong is L); the Hebrew letters resolve to
        // level 1 (I1) and the spaces between L and R to 0 (N1/N2), so L2 reverses only "אבג".
        let list = boxDisplayList(Text("abc \(alef)\(bet)\(gimel) def"))
        let run = glyphRun(list.items[0])
        XCTAssertEqual(run?.string, "abc \(gimel)\(bet)\(alef) def")
        XCTAssertEqual(run?.glyphs.map(\.position.x), [0, 5, 10, 15, 20, 25, 30, 35, 40, 45, 50])
    }

    func testRightToLeftParagraphKeepsNumbersLeftToRight() {
        // "אב 12!": paragraph level 1 (first strong R). The digits are EN at level 2 (I2), the
        // space between R and EN and the final "!" between EN and eos take R (N1) at level 1.
        // L2 reverses "12" (level 2), then the whole line: "!12 בא".
        let list = boxDisplayList(Text("\(alef)\(bet) 12!"))
        XCTAssertEqual(glyphRun(list.items[0])?.string, "!12 \(bet)\(alef)")
    }

    func testRightToLeftLeadingAlignmentWithReorderedLines() {
        // Lines of 10 and 20 points; in a right-to-left environment `.leading` is the right edge
        // (Apple: TextAlignment.leading "aligns to the leading edge"), so the short line starts
        // at 10. Its Hebrew letters display reversed.
        let list = boxDisplayList(Text("\(alef)\(bet)\nabcd").environment(\.layoutDirection, .rightToLeft))
        XCTAssertEqual(list.items.compactMap { glyphRun($0)?.origin.x }, [10, 0])
        XCTAssertEqual(glyphRun(list.items[0])?.string, "\(bet)\(alef)")
    }

    func testSpaceHangingAtTheEndOfARightToLeftLineLiesLeftOfIt() {
        // "אב גד" wrapped at 12 points: the first line is "אב " (its space hangs, L1 puts it at the
        // paragraph level 1, so it is the leftmost character), 10 points of visible text starting
        // at x = 0; the space lies at −5.
        let list = boxDisplayList(Text("\(alef)\(bet) \(gimel)\(alef)"), proposal: ProposedViewSize(width: 12, height: nil))
        let first = glyphRun(list.items[0])
        XCTAssertEqual(first?.string, " \(bet)\(alef)")
        XCTAssertEqual(first?.glyphs.map(\.position.x), [-5, 0, 5])
    }

    func testTruncatedRightToLeftLineEndsWithTheEllipsisOnTheLeft() {
        // "אבגדה" in 20 points with one line: the ellipsis takes 5 points, the first three
        // letters the other 15 (tail truncation keeps the logical head). Right to left, the head
        // is on the right: "…" at 0, then "גבא" from 5.
        let list = boxDisplayList(Text("\(alef)\(bet)\(gimel)\(alef)\(bet)").lineLimit(1), proposal: ProposedViewSize(width: 20, height: nil))
        let runs = list.items.compactMap { glyphRun($0) }
        XCTAssertEqual(runs.map(\.string), ["\(gimel)\(bet)\(alef)", "\u{2026}"])
        XCTAssertEqual(runs.map(\.origin.x), [5, 0])
    }

    func testLatinTextHasNoBidiLevels() {
        // The fast path: no strong right-to-left character, no bidirectional work.
        let shaped = ShapedText(runs: [ShapedText.Input(string: "Hello, world (1)", font: ResolvedFont(pointSize: 10, weight: 400, isItalic: false, design: .default, name: nil, usesMonospacedDigits: false), extraSpacing: 0)],
                                provider: BoxFontProvider())
        XCTAssertNil(shaped.bidi)
    }

    // MARK: - An Arabic title

    private static var arabicFontPath: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("ArrangeTests/Fixtures/Fonts/NotoSansArabic-Subset.ttf").path
    }

    /// "السلام عليكم" in the fixture Noto Sans Arabic at 32 pt, laid out at its ideal size.
    private func arabicTitle() throws -> DisplayList {
        try FontRegistry.register(contentsOfFile: Self.arabicFontPath)
        return MainActor.assumeIsolated {
            let title = Text("\u{0627}\u{0644}\u{0633}\u{0644}\u{0627}\u{0645} \u{0639}\u{0644}\u{064A}\u{0643}\u{0645}")
                .font(.custom("Noto Sans Arabic", size: 32))
            return LayoutSnapshot(of: title, proposal: .unspecified, environment: EnvironmentValues()).displayList
        }
    }

    func testArabicTitleGlyphsInPureSwiftAreHarfBuzzsToo() throws {
        ComplexShaping.forcesPureSwift = true
        defer { ComplexShaping.forcesPureSwift = false }
        try testArabicTitleGlyphsAreHarfBuzzsInDisplayOrder()
    }

    func testArabicTitleGlyphsAreHarfBuzzsInDisplayOrder() throws {
        // hb-shape shapes the whole title right to left and lists its glyphs in display order:
        // the second word's joined forms on the left, the lam-alef ligature of the first on the
        // right. Arabic's pure-Swift and HarfBuzz paths must both draw exactly those glyphs.
        guard let hbShape = ["/usr/bin/hb-shape", "/usr/local/bin/hb-shape"].first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            throw XCTSkip("hb-shape is not installed (Debian: libharfbuzz-bin)")
        }
        let list = try arabicTitle()
        let glyphs = list.items.compactMap { glyphRun($0) }.flatMap(\.glyphs).sorted { $0.position.x < $1.position.x }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: hbShape)
        process.arguments = ["--output-format=json", "--no-glyph-names", Self.arabicFontPath,
                             "\u{0627}\u{0644}\u{0633}\u{0644}\u{0627}\u{0645} \u{0639}\u{0644}\u{064A}\u{0643}\u{0645}"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let expected = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [[String: Any]]).map { UInt16($0["g"] as? Int ?? 0) }
        XCTAssertEqual(glyphs.map(\.id), expected)
    }

    func testArabicTitleDrawsInSVGAndPNG() throws {
        let list = try arabicTitle()
        let runs = list.items.compactMap { glyphRun($0) }
        XCTAssertFalse(runs.isEmpty)
        // Every glyph of the title is drawn from the Arabic face's outlines: the SVG has a
        // filled path, and the PNG ink inside the text's frame.
        let svg = SVGRenderer().render(list)
        XCTAssertTrue(svg.contains("<path"), svg)
        let image = try DecodedPNG(PNGRenderer().render(list))
        XCTAssertEqual(image.width, Int(list.size.width.rounded(.up)))
        var inked = 0
        for pixel in stride(from: 3, to: image.rgba.count, by: 4) where image.rgba[pixel] > 128 { inked += 1 }
        XCTAssertGreaterThan(inked, 100)
    }
}
