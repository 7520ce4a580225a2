import Foundation
import XCTest
@testable import Arrange
@testable import ArrangeRendering

/// Colour emoji drawn by both renderers, from the Noto Color Emoji subset committed under
/// `Tests/ArrangeTests/Fixtures/Fonts` (`Scripts/make-font-subsets.sh`). The glyph's bitmap is
/// 136 × 128 pixels at 109 pixels per em with bearings (0, 101) (fontTools' `CBDT` dump), so at
/// 40 pt it is drawn 136 × 40/109 = 49.91 wide and 128 × 40/109 = 46.97 tall, its top
/// 101 × 40/109 = 37.06 above the baseline.
final class EmojiRenderingTests: XCTestCase {
    static let fonts = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../ArrangeTests/Fixtures/Fonts").standardized

    override func setUp() {
        super.setUp()
        FontRegistry.removeAllFallbacks()
    }

    override func tearDown() {
        FontRegistry.removeAllFallbacks()
        super.tearDown()
    }

    private func snapshot() -> LayoutSnapshot {
        LayoutSnapshot(of: Text("😀").font(.system(size: 40)), in: CGSize(width: 60, height: 60))
    }

    /// The pixels whose channels differ by more than 100 (coloured, not the grey or black of a
    /// placeholder or of text).
    private func colouredPixels(_ image: DecodedPNG) -> Int {
        var count = 0
        for y in 0..<60 {
            for x in 0..<60 {
                let pixel = image[x, y]
                if pixel[3] > 200, (pixel[0...2].max()! - pixel[0...2].min()!) > 100 { count += 1 }
            }
        }
        return count
    }

    /// SVG: the emoji is an `<image>` of the glyph's PNG, 49.908 × 46.972 points (to three decimals).
    func testEmojiIsAnImageInSVG() throws {
        try FontRegistry.addFallback(contentsOfFile: Self.fonts.appendingPathComponent("NotoColorEmoji-Subset.ttf").path)
        let svg = SVGRenderer().render(snapshot().displayList)
        XCTAssertTrue(svg.contains("<image"), svg)
        XCTAssertTrue(svg.contains("data:image/png;base64,"), svg)
        XCTAssertTrue(svg.contains("width=\"49.908\"") && svg.contains("height=\"46.972\""), svg)
    }

    /// PNG: the emoji's yellow face is sampled into the picture; the placeholder drawn without the
    /// emoji font has no coloured pixel at all.
    func testEmojiPixelsAreColouredInPNG() throws {
        let placeholder = try DecodedPNG(PNGRenderer().render(snapshot().displayList))
        XCTAssertEqual(colouredPixels(placeholder), 0)
        try FontRegistry.addFallback(contentsOfFile: Self.fonts.appendingPathComponent("NotoColorEmoji-Subset.ttf").path)
        let image = try DecodedPNG(PNGRenderer().render(snapshot().displayList))
        // Most of the 49.91 × 46.97 point circle is yellow: well over a quarter of its box.
        XCTAssertGreaterThan(colouredPixels(image), 50 * 47 / 4)
    }

    /// A card with a Latin, Chinese and emoji title, as SVG (snapshot `svg-mixed-script-card`,
    /// checked by eye) and PNG. The title is "Hi 你好 🚀" at 20 pt: Inter "Hi " 3544 × 20/2816 =
    /// 25.17, two ideographs 2 × 1000 × 20/1000 = 40, a space 792 × 20/2816 = 5.63, the rocket
    /// 2550 × 20/2048 = 24.90: 95.70 → 96 wide; with padding 10 the card is 116 wide. The rocket's
    /// bitmap starts at x = 10 + 25.17 + 40 + 5.63 = 80.80 and is 136 × 20/109 = 24.95 wide.
    func testMixedScriptCardInSVGAndPNG() throws {
        try FontRegistry.addFallback(contentsOfFile: Self.fonts.appendingPathComponent("NotoSansCJKsc-Regular-Subset.otf").path)
        try FontRegistry.addFallback(contentsOfFile: Self.fonts.appendingPathComponent("NotoColorEmoji-Subset.ttf").path)
        let card = Text("Hi 你好 🚀").font(.system(size: 20)).foregroundColor(.white).padding(10).background(Color.indigo)
        let snapshot = LayoutSnapshot(of: card, proposal: .unspecified)
        XCTAssertEqual(snapshot.size.width, 116)
        let svg = SVGRenderer().render(snapshot.displayList)
        XCTAssertTrue(svg.contains("<image x=\"80.795\""), svg)
        assertSnapshot(svg, named: "svg-mixed-script-card", pathExtension: "svg")
        let image = try DecodedPNG(PNGRenderer().render(snapshot.displayList))
        // The rocket's pixels (x 81…105) hold colours other than the white text and the indigo.
        var coloured = 0
        for y in 0..<image.height {
            for x in 81..<105 {
                let pixel = image[x, y]
                let isWhite = pixel[0] > 240 && pixel[1] > 240 && pixel[2] > 240
                let isIndigo = abs(Int(pixel[0]) - 88) < 30 && abs(Int(pixel[1]) - 86) < 30 && abs(Int(pixel[2]) - 214) < 30
                if !isWhite && !isIndigo { coloured += 1 }
            }
        }
        XCTAssertGreaterThan(coloured, 50)
    }
}
