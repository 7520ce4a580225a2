import Foundation
import XCTest
@testable import Arrange

/// The PNG and JPEG decoders against the files in `Fixtures/Images`, written by
/// `Scripts/make-image-fixtures.py`: each expected pixel is the value that script wrote into the
/// file (for JPEG, within the format's lossy tolerance).
final class ImageDecodingTests: XCTestCase {
    /// The bytes of fixture `name`.
    static func fixture(_ name: String) throws -> Data {
        let directory = try XCTUnwrap(Bundle.module.url(forResource: "Images", withExtension: nil))
        return try Data(contentsOf: directory.appendingPathComponent(name))
    }

    /// The RGBA of pixel (x, y).
    private func pixel(_ image: DisplayList.Pixels, _ x: Int, _ y: Int) -> [Int] {
        let offset = (y * image.width + x) * 4
        return image.rgba[offset..<(offset + 4)].map(Int.init)
    }

    /// Whether each channel is within `tolerance` of `expected`.
    private func assertNear(_ actual: [Int], _ expected: [Int], _ tolerance: Int, _ message: String = "", line: UInt = #line) {
        XCTAssertTrue(zip(actual, expected).allSatisfy { abs($0 - $1) <= tolerance }, "\(actual) is not within \(tolerance) of \(expected) \(message)", line: line)
    }

    /// The PNG specification scales a 16-bit sample to 8 bits as round(v × 255 / 65535).
    private func eight(_ value: Int) -> Int { Int((Double(value) * 255 / 65535).rounded()) }

    /// 16-bit RGBA: the samples the script wrote, each scaled to 8 bits by the rule above.
    func testSixteenBitRGBA() throws {
        let image = try PNGDecoder.decode(Self.fixture("rgba16.png"))
        let written = [[(0x0000, 0xFFFF, 0x1234, 0xFFFF), (0x8080, 0x7F7F, 0x0101, 0x8000), (0xFFFF, 0x0000, 0x00FF, 0x0000)],
                       [(0x4000, 0xC000, 0x2000, 0xFFFF), (0x0080, 0x017F, 0xFE80, 0x7FFF), (0x1111, 0x2222, 0x3333, 0x4444)]]
        XCTAssertEqual(image.width, 3)
        XCTAssertEqual(image.height, 2)
        for y in 0..<2 {
            for x in 0..<3 {
                let v = written[y][x]
                XCTAssertEqual(pixel(image, x, y), [eight(v.0), eight(v.1), eight(v.2), eight(v.3)], "pixel \(x), \(y)")
            }
        }
    }

    /// Adam7 interlacing, 9×9 RGB with every row filter: pixel (x, y) was written as
    /// (28x, 28y, 14(x + y)), opaque.
    func testInterlacedRGB() throws {
        let image = try PNGDecoder.decode(Self.fixture("interlaced.png"))
        for y in 0..<9 {
            for x in 0..<9 { XCTAssertEqual(pixel(image, x, y), [28 * x, 28 * y, 14 * (x + y), 255], "pixel \(x), \(y)") }
        }
    }

    /// Adam7 with 16-bit greyscale: grey 0x1000 × (x + 5y) + 0x80, scaled to 8 bits.
    func testInterlacedSixteenBitGrey() throws {
        let image = try PNGDecoder.decode(Self.fixture("interlaced-gray16.png"))
        for y in 0..<3 {
            for x in 0..<5 {
                let grey = eight(0x1000 * (x + 5 * y) + 0x80)
                XCTAssertEqual(pixel(image, x, y), [grey, grey, grey, 255], "pixel \(x), \(y)")
            }
        }
    }

    /// A 2-bit palette with tRNS: entry (x + y) mod 4 of red, green, blue, white with alphas
    /// 0, 128, 255 and (no tRNS entry) 255.
    func testPaletteWithTransparency() throws {
        let image = try PNGDecoder.decode(Self.fixture("palette-trns.png"))
        let entries = [[255, 0, 0, 0], [0, 255, 0, 128], [0, 0, 255, 255], [255, 255, 255, 255]]
        for y in 0..<2 {
            for x in 0..<5 { XCTAssertEqual(pixel(image, x, y), entries[(x + y) % 4], "pixel \(x), \(y)") }
        }
    }

    /// 4-bit grey 0, 5, 10, 15 is 0, 85, 170, 255 at 8 bits (v × 255 / 15); an RGB colour key
    /// makes its pixel transparent.
    func testLowBitDepthGreyAndColourKey() throws {
        let grey = try PNGDecoder.decode(Self.fixture("gray4.png"))
        XCTAssertEqual((0..<4).map { pixel(grey, $0, 0)[0] }, [0, 85, 170, 255])
        let keyed = try PNGDecoder.decode(Self.fixture("rgb-key.png"))
        XCTAssertEqual(pixel(keyed, 0, 0), [10, 20, 30, 0])
        XCTAssertEqual(pixel(keyed, 1, 0), [40, 50, 60, 255])
    }

    /// The quadrants were written red, green, blue and grey 200; the centres of the quadrants
    /// decode to those within JPEG's loss (quality 95).
    private func checkQuadrants(_ name: String, width: Int = 32, tolerance: Int) throws {
        let image = try JPEGDecoder.decode(Self.fixture(name))
        XCTAssertEqual(image.width, width)
        XCTAssertEqual(image.height, 32)
        let left = width / 4, right = width * 3 / 4
        assertNear(pixel(image, left, 8), [255, 0, 0, 255], tolerance, name)
        assertNear(pixel(image, right, 8), [0, 255, 0, 255], tolerance, name)
        assertNear(pixel(image, left, 24), [0, 0, 255, 255], tolerance, name)
        assertNear(pixel(image, right, 24), [200, 200, 200, 255], tolerance, name)
    }

    func testBaselineJPEG() throws { try checkQuadrants("quadrants-444.jpg", tolerance: 6) }
    func testSubsampledJPEG() throws { try checkQuadrants("quadrants-420.jpg", tolerance: 10) }
    func testProgressiveJPEG() throws { try checkQuadrants("quadrants-progressive.jpg", tolerance: 10) }
    func testJPEGWithRestartMarkers() throws { try checkQuadrants("quadrants-restart.jpg", width: 48, tolerance: 6) }

    /// Greyscale stripes written 0, 85, 170, 255, eight pixels each (baseline and progressive).
    func testGreyscaleJPEG() throws {
        for name in ["stripes-gray.jpg", "stripes-gray-progressive.jpg"] {
            let image = try JPEGDecoder.decode(Self.fixture(name))
            for (stripe, value) in [0, 85, 170, 255].enumerated() { assertNear(pixel(image, stripe * 8 + 4, 8), [value, value, value, 255], 4, name) }
        }
    }

    /// A 13×7 image (not whole blocks) written in one colour (30, 120, 210).
    func testOddSizedJPEG() throws {
        let image = try JPEGDecoder.decode(Self.fixture("odd-size.jpg"))
        XCTAssertEqual(image.width, 13)
        XCTAssertEqual(image.height, 7)
        for y in 0..<7 {
            for x in 0..<13 { assertNear(pixel(image, x, y), [30, 120, 210, 255], 4) }
        }
    }

    /// `Image(data:)` lays out at the decoded pixel size, one pixel a point.
    func testImageFromDataIsItsPixelSize() throws {
        for (name, size) in [("quadrants-progressive.jpg", CGSize(width: 32, height: 32)), ("interlaced.png", CGSize(width: 9, height: 9))] {
            let snapshot = LayoutSnapshot(of: Image(data: try Self.fixture(name)).id("i"), in: CGSize(width: 100, height: 100))
            XCTAssertEqual(snapshot.frame(of: "i")?.size, size, name)
            XCTAssertEqual(snapshot.diagnostics, [], name)
        }
    }
}
