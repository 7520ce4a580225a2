import Foundation
import XCTest
@testable import Arrange
@testable import ArrangeRendering

/// Latin, Chinese, emoji and Arabic in one title, through the fallback chain (Docs/Differences.md,
/// "Font fallback and emoji" and "Shaping and direction"), from the subsets committed under
/// `Tests/ArrangeTests/Fixtures/Fonts`.
final class MixedScriptCardTests: XCTestCase {
    override func setUp() {
        super.setUp()
        FontRegistry.removeAllFallbacks()
    }

    override func tearDown() {
        FontRegistry.removeAllFallbacks()
        super.tearDown()
    }

    /// "Hi 你好 🚀 سلام" at 20 pt, each part's width from its font's own metrics:
    /// - Inter "Hi " 3544 × 20/2816 = 25.170 and each later space 792 × 20/2816 = 5.625;
    /// - Noto Sans CJK's ideographs 2 × 1000 × 20/1000 = 40;
    /// - Noto Color Emoji's rocket 2550 × 20/2048 = 24.902;
    /// - Noto Sans Arabic's "سلام": `hb-shape --font-size=1000` gives three glyphs (lam-alef is
    ///   one) of 484 + 599 + 784 = 1867, so 1867 × 20/1000 = 37.34.
    /// Together 138.66 pt, 139 rounded up; with padding 10 the card is 159 × (text height + 20).
    /// The paragraph is left to right (its first strong character is "H", UAX #9 P2), so the
    /// Arabic word stays last, at the right.
    func testLatinChineseEmojiAndArabicTitle() throws {
        let fonts = EmojiRenderingTests.fonts
        try FontRegistry.addFallback(contentsOfFile: fonts.appendingPathComponent("NotoSansCJKsc-Regular-Subset.otf").path)
        try FontRegistry.addFallback(contentsOfFile: fonts.appendingPathComponent("NotoColorEmoji-Subset.ttf").path)
        try FontRegistry.addFallback(contentsOfFile: fonts.appendingPathComponent("NotoSansArabic-Subset.ttf").path, for: .arabic)
        let card = Text("Hi 你好 🚀 \u{0633}\u{0644}\u{0627}\u{0645}").font(.system(size: 20))
            .foregroundColor(.white).padding(10).background(Color.indigo)
        let snapshot = LayoutSnapshot(of: card, proposal: .unspecified)
        XCTAssertEqual(snapshot.size.width, 159)
        let svg = SVGRenderer().render(snapshot.displayList)
        // The rocket is an image at 10 + 25.170 + 40 + 5.625 = 80.795, as in the card without
        // Arabic (EmojiRenderingTests).
        XCTAssertTrue(svg.contains("<image x=\"80.795\""), svg)
        assertSnapshot(svg, named: "svg-mixed-script-arabic-card", pathExtension: "svg")
        let image = try DecodedPNG(PNGRenderer(scale: 2).render(snapshot.displayList))
        XCTAssertEqual(image.width, 318)
        // The Arabic word's ink lies in x 10 + 138.66 − 37.34 = 111.32 … 148.66 pt (222…298 px):
        // white text pixels there, over the indigo.
        var white = 0
        for y in 0..<image.height {
            for x in 224..<296 {
                let pixel = image[x, y]
                if pixel[0] > 200 && pixel[1] > 200 && pixel[2] > 200 { white += 1 }
            }
        }
        XCTAssertGreaterThan(white, 100)
    }
}
