import Foundation
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

    /// An opaque picture starts on a white canvas instead of filling the page with white: the
    /// same pixels (every one covered wholly by opaque white is 255 in every channel), also at
    /// scales where the page's size in points is not exact (1000 / 3 × 3), and under a
    /// translucent fill drawn over it.
    func testAWhiteCanvasIsTheWhitePageFilled() {
        for (width, height, scale) in [(1000, 601, CGFloat(3)), (7, 5, 1), (333, 101, CGFloat(1.5))] {
            let circle = DisplayList.Content.fill(Path(ellipseIn: CGRect(x: 2, y: 1, width: 30, height: 20)),
                                                  color: DisplayList.RGBA(red: 0.2, green: 0.4, blue: 0.9, opacity: 0.5), rule: .nonZero)
            var filled = RasterRenderer(width: width, height: height, scale: scale)
            filled.paint(.fill(Path(CGRect(x: 0, y: 0, width: CGFloat(width) / scale, height: CGFloat(height) / scale)),
                               color: DisplayList.RGBA(red: 1, green: 1, blue: 1), rule: .nonZero))
            filled.paint(circle)
            var white = RasterRenderer(width: width, height: height, scale: scale, opaque: true)
            white.paint(circle)
            XCTAssertTrue(filled.finish().pixels == white.finish().pixels, "\(width) × \(height) at \(scale)")
        }
    }

    /// A shadow spreads pixels across rows: such a picture is painted in one band.
    func testAShadowKeepsOneBand() {
        let view = Rectangle().fill(Color.blue).frame(width: 900, height: 700).shadow(radius: 8)
        let list = displayList(view, width: 1000, height: 800)
        XCTAssertEqual(RasterBands.rows(width: 2000, height: 1600, items: list.items), [0..<1600])
    }

    /// Items wholly inside one band (lines of text, strokes, an image, rectangles) are skipped by
    /// the other bands (`paintUnlessOutsideRows`); the picture is still exactly one canvas's.
    func testItemsOutsideABandAreSkippedWithTheSamePixels() throws {
        var pixels: [UInt8] = []
        for y in 0..<6 { for x in 0..<6 { pixels += [UInt8(x * 40), UInt8(y * 40), 90, 255] } }
        var bitmap = DisplayList.Bitmap(name: "grid", data: Data(), pixelWidth: 6, pixelHeight: 6)
        bitmap.pixels = DisplayList.Pixels(width: 6, height: 6, rgba: pixels)
        let view = VStack(spacing: 30) {
            ForEach(0..<6) { index in
                Text("Line \(index) of the banded picture")
                    .font(.system(size: 28))
                    .padding(6)
                    .border(Color.green, width: 3)
            }
        }
        .frame(width: 800, height: 700)
        var list = displayList(view, width: 800, height: 700)
        list.items.append(DisplayList.Item(.image(bitmap, in: CGRect(x: 600.3, y: 40.6, width: 120.5, height: 90.25))))
        list.items.append(DisplayList.Item(.stroke(Path(CGRect(x: 50, y: 520, width: 300, height: 40)), color: DisplayList.RGBA(red: 1, green: 0, blue: 0),
                                                   style: StrokeStyle(lineWidth: 9, lineJoin: .miter, miterLimit: 10))))
        XCTAssertEqual(RasterBands.rows(width: 1600, height: 1400, items: list.items).count, 4)
        let banded = try PNGRenderer(scale: 2).pixels(of: list)
        var single = RasterRenderer(width: 1600, height: 1400, scale: 2)
        for item in list.items { single.paint(item.content) }
        let expected = single.finish().straightRGBA
        XCTAssertTrue(banded.rgba == expected, "the banded picture differs from one canvas")
    }

    /// A rectangle's rows are copied from one worked out per number of sub-scanlines crossing it;
    /// the same rectangle with an extra point on its left side (three edges: the general loop)
    /// covers exactly the same pixels.
    func testARectangleCoversWhatTheGeneralLoopCovers() {
        let rectangle = Polyline(points: [CGPoint(x: 3.3, y: 2.45), CGPoint(x: 41.7, y: 2.45), CGPoint(x: 41.7, y: 30.8), CGPoint(x: 3.3, y: 30.8)], isClosed: true)
        let split = Polyline(points: [CGPoint(x: 3.3, y: 2.45), CGPoint(x: 41.7, y: 2.45), CGPoint(x: 41.7, y: 30.8), CGPoint(x: 3.3, y: 30.8),
                                      CGPoint(x: 3.3, y: 17.1)], isClosed: true)
        func coverage(_ polygon: Polyline) -> [Float] {
            var result = [Float](repeating: -1, count: 48 * 36)
            ScanlineRasterizer(width: 48, height: 36).rasterize([polygon], rule: .nonZero) { y, low, high, coverage in
                for x in low..<high { result[y * 48 + x] = coverage[x] }
            }
            return result
        }
        let fast = coverage(rectangle)
        XCTAssertEqual(fast[10 * 48 + 20], 1) // inside
        XCTAssertEqual(fast[10 * 48 + 3], 0.7, accuracy: 1e-6) // the left edge at x = 3.3 covers 0.7 of pixel 3
        XCTAssertEqual(fast, coverage(split))
    }
}
