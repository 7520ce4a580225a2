import Foundation
import XCTest
import Arrange
@testable import ArrangeRendering

/// An image drawn without rotation or skew reads, for each column and each row, taps worked out
/// once (`ImageSampler.Taps`): the colours must be exactly those the per-pixel sampler gives,
/// for every interpolation, nine-slice insets, tiling and a template colour.
final class ImageSamplerTapsTests: XCTestCase {
    /// A 7 × 5 image whose every pixel differs, some translucent.
    private let pixels: DisplayList.Pixels = {
        var rgba: [UInt8] = []
        for y in 0..<5 {
            for x in 0..<7 {
                rgba += [UInt8(x * 36), UInt8(y * 60), UInt8((x * 5 + y * 3) % 256), UInt8(x == 3 ? 128 : 255)]
            }
        }
        return DisplayList.Pixels(width: 7, height: 5, rgba: rgba)
    }()

    private func bitmap(_ interpolation: Image.Interpolation, insets: EdgeInsets = EdgeInsets(), tiles: Bool = false,
                        template: DisplayList.RGBA? = nil) -> DisplayList.Bitmap {
        var bitmap = DisplayList.Bitmap(name: "pattern", data: Data(), pixelWidth: 7, pixelHeight: 5)
        bitmap.pixels = pixels
        bitmap.interpolation = interpolation
        bitmap.capInsets = insets
        bitmap.resizingMode = tiles ? .tile : .stretch
        bitmap.templateColor = template
        return bitmap
    }

    /// Compares both samplers over a grid of pixel centres (and some points outside the frame)
    /// for a frame of `size` points drawn at `pixelSize` points a pixel.
    private func assertSame(_ bitmap: DisplayList.Bitmap, size: CGSize, pixelSize: CGSize, file: StaticString = #filePath, line: UInt = #line) {
        let sampler = ImageSampler(bitmap, pixels: pixels, size: size)
        let xs = stride(from: -2.0, to: Double(size.width) + 2, by: Double(pixelSize.width)).map { CGFloat($0) + pixelSize.width / 2 }
        let ys = stride(from: -2.0, to: Double(size.height) + 2, by: Double(pixelSize.height)).map { CGFloat($0) + pixelSize.height / 2 }
        var columns = ImageSampler.Taps(), rows = ImageSampler.Taps()
        for x in xs { columns.append(x, axis: sampler.horizontal, pixelLength: pixelSize.width, interpolation: sampler.interpolation) }
        for y in ys { rows.append(y, axis: sampler.vertical, pixelLength: pixelSize.height, interpolation: sampler.interpolation) }
        for (row, y) in ys.enumerated() {
            for (column, x) in xs.enumerated() {
                let expected = sampler.color(at: CGPoint(x: x, y: y), pixelSize: pixelSize)
                let actual = sampler.color(column: column, of: columns, row: row, of: rows)
                if actual != expected {
                    XCTFail("at (\(x), \(y)): \(actual) is not \(expected)", file: file, line: line)
                    return
                }
            }
        }
    }

    func testEveryInterpolationEnlargedAndReduced() {
        for interpolation in [Image.Interpolation.none, .low, .medium, .high] {
            assertSame(bitmap(interpolation), size: CGSize(width: 23, height: 17), pixelSize: CGSize(width: 0.5, height: 0.5))
            assertSame(bitmap(interpolation), size: CGSize(width: 3, height: 2), pixelSize: CGSize(width: 0.25, height: 0.2))
            assertSame(bitmap(interpolation), size: CGSize(width: 2.5, height: 1.5), pixelSize: CGSize(width: 1, height: 1))
        }
    }

    func testNineSliceTilingAndTemplate() {
        let insets = EdgeInsets(top: 1, leading: 2, bottom: 1.5, trailing: 1)
        assertSame(bitmap(.high, insets: insets), size: CGSize(width: 19, height: 13), pixelSize: CGSize(width: 0.5, height: 0.5))
        assertSame(bitmap(.high, insets: insets), size: CGSize(width: 2, height: 1), pixelSize: CGSize(width: 0.25, height: 0.25))
        assertSame(bitmap(.low, insets: insets, tiles: true), size: CGSize(width: 31, height: 12), pixelSize: CGSize(width: 0.5, height: 1))
        assertSame(bitmap(.none, tiles: true), size: CGSize(width: 31, height: 12), pixelSize: CGSize(width: 1, height: 0.5))
        assertSame(bitmap(.medium, template: DisplayList.RGBA(red: 0.2, green: 0.4, blue: 0.6, opacity: 0.5)),
                   size: CGSize(width: 11, height: 9), pixelSize: CGSize(width: 0.5, height: 0.5))
    }

    /// The renderer's column-and-row path, on a canvas: an image drawn at a fractional offset and
    /// scale gives the pixels it gave through the per-pixel path, which a transform with a
    /// negligible skew still takes (it is not axis-aligned).
    func testDrawnImageMatchesThePerPixelPath() throws {
        let rect = CGRect(x: 1.3, y: 2.7, width: 15.2, height: 9.6)
        var straight = RasterRenderer(width: 40, height: 30, scale: 2)
        straight.paint(.image(bitmap(.high), in: rect))
        var skewed = RasterRenderer(width: 40, height: 30, scale: 2)
        skewed.paint(.pushTransform(CGAffineTransform(a: 1, b: 0, c: 1e-300, d: 1, tx: 0, ty: 0)))
        skewed.paint(.image(bitmap(.high), in: rect))
        skewed.paint(.popTransform)
        let a = straight.finish().pixels, b = skewed.finish().pixels
        XCTAssertTrue(a.contains { $0 != 0 })
        XCTAssertEqual(a, b)
    }

    /// At one image pixel a pixel, a wholly covered pixel whose column and row read one opaque
    /// image pixel alone takes its bytes (`ImageSampler.blend`): the pixels are those of the
    /// per-pixel path, over a coloured backdrop, under a circular clip (partly covered pixels at
    /// its edge), with the image's translucent column (x = 3) composited, for every
    /// interpolation that filters, and at a scale where the columns read two image pixels.
    func testOnePixelAPixelMatchesThePerPixelPath() throws {
        // At one image pixel a pixel, every column's centre reads its image column alone.
        let sampler = ImageSampler(bitmap(.high), pixels: pixels, size: CGSize(width: 7, height: 5))
        var columns = ImageSampler.Taps()
        for x in 0..<7 { columns.append(CGFloat(x) + 0.5, axis: sampler.horizontal, pixelLength: 1, interpolation: .high) }
        XCTAssertEqual((0..<7).map { columns.soleIndex($0) }, Array(0..<7))
        for interpolation in [Image.Interpolation.low, .medium, .high] {
            for (scale, rect) in [(CGFloat(1), CGRect(x: 3, y: 4, width: 7, height: 5)), (2, CGRect(x: 1.5, y: 2, width: 3.5, height: 2.5)),
                                  (1, CGRect(x: 3.25, y: 4, width: 7, height: 5))] {
                func draw(skew: CGFloat) -> [UInt8] {
                    var renderer = RasterRenderer(width: 16, height: 14, scale: scale)
                    renderer.paint(.fill(Path(CGRect(x: 0, y: 0, width: 16, height: 14)), color: DisplayList.RGBA(red: 0.1, green: 0.7, blue: 0.3), rule: .nonZero))
                    renderer.paint(.pushClip(Path(ellipseIn: rect.insetBy(dx: -0.5, dy: -0.5)), rule: .nonZero))
                    renderer.paint(.pushTransform(CGAffineTransform(a: 1, b: 0, c: skew, d: 1, tx: 0, ty: 0)))
                    renderer.paint(.image(bitmap(interpolation), in: rect))
                    renderer.paint(.popTransform)
                    renderer.paint(.popClip)
                    return renderer.finish().pixels
                }
                let straight = draw(skew: 0), skewed = draw(skew: 1e-300)
                XCTAssertEqual(straight, skewed, "\(interpolation) at \(scale), \(rect)")
            }
        }
    }
}
