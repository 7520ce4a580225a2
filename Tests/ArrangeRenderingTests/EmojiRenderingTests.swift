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
}
