import XCTest
import Arrange
@testable import ArrangeRendering

/// Large pictures are painted in bands of rows on every core (`RasterBands`); moving every
/// coordinate up by a whole number of pixels is exact, so a banded picture has exactly the pixels
/// of one canvas.
final class RasterBandsTests: XCTestCase {
    /// A 1000 × 600 picture (600,000 pixels: more than `minimumPixels`) with curves, text, a clip,
    /// an opacity layer and a radial gradient crossing the bands' edges.
    private var scene: DisplayList {
        let view = ZStack {
            Circle().fill(Color.orange).frame(width: 520, height: 520)
            RoundedRectangle(cornerRadius: 40)
                .fill(RadialGradient(colors: [.blue, .pink], center: .center, startRadius: 10, endRadius: 300))
                .frame(width: 700, height: 380)
                .opacity(0.7)
            Text("Bands of rows, painted at once")
                .font(.system(size: 48, weight: .bold))
                .clipShape(Capsule())
        }
        .frame(width: 1000, height: 600)
        return displayList(view, width: 1000, height: 600)
    }

    func testABandedPictureEqualsOneCanvas() throws {
        let list = scene
        XCTAssertEqual(RasterBands.rows(width: 1000, height: 600, items: list.items).count, 1) // 600,000 / 524,288 → 1 band
        let banded = try PNGRenderer(scale: 2).pixels(of: list) // 2,400,000 pixels: 4 bands
        XCTAssertEqual(RasterBands.rows(width: 2000, height: 1200, items: list.items), [0..<300, 300..<600, 600..<900, 900..<1200])
        var single = RasterRenderer(width: 2000, height: 1200, scale: 2)
        for item in list.items { single.paint(item.content) }
        let expected = single.finish().straightRGBA
        XCTAssertEqual(banded.rgba.count, expected.count)
        XCTAssertTrue(banded.rgba == expected, "the banded picture differs from one canvas")
    }

    /// A shadow spreads pixels across rows: such a picture is painted in one band.
    func testAShadowKeepsOneBand() {
        let view = Rectangle().fill(Color.blue).frame(width: 900, height: 700).shadow(radius: 8)
        let list = displayList(view, width: 1000, height: 800)
        XCTAssertEqual(RasterBands.rows(width: 2000, height: 1600, items: list.items), [0..<1600])
    }
}
