import CZlib
import XCTest
import Arrange
@testable import ArrangeRendering

/// The PNG encoder's choices (colour type, bands compressed apart) and the raster fast paths,
/// checked against the PNG specification and against the general formulas they shortcut.
final class PNGEncoderTests: XCTestCase {
    /// Pixels whose every byte differs from its neighbours', so that filtering and compression
    /// have work to do: a pattern from the pixel's position, with `alpha` everywhere.
    private func pattern(width: Int, height: Int, alpha: (Int, Int) -> UInt8) -> [UInt8] {
        var pixels = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                let offset = (y * width + x) * 4
                pixels[offset] = UInt8(truncatingIfNeeded: x &* 7 &+ y)
                pixels[offset + 1] = UInt8(truncatingIfNeeded: y &* 3 &+ x / 5)
                pixels[offset + 2] = UInt8(truncatingIfNeeded: (x ^ y) &* 11)
                pixels[offset + 3] = alpha(x, y)
            }
        }
        return pixels
    }

    /// The IHDR's colour-type byte: offset 25 (8 signature, 4 length, 4 type, 4 width, 4 height,
    /// 1 depth; PNG specification §11.2.2).
    private func colorType(_ data: Data) -> UInt8 { [UInt8](data)[25] }

    func testAnOpaqueImageIsStoredAsTruecolourAndReadsBackTheSame() throws {
        let pixels = pattern(width: 37, height: 23) { _, _ in 255 }
        let data = try XCTUnwrap(PNGEncoder.encode(width: 37, height: 23, rgba: pixels))
        XCTAssertEqual(colorType(data), 2) // truecolour: every alpha is 255
        XCTAssertEqual(try DecodedPNG(data).rgba, pixels)
    }

    func testOneTranslucentPixelKeepsTheAlphaChannel() throws {
        let pixels = pattern(width: 37, height: 23) { x, y in x == 36 && y == 22 ? 254 : 255 }
        let data = try XCTUnwrap(PNGEncoder.encode(width: 37, height: 23, rgba: pixels))
        XCTAssertEqual(colorType(data), 6) // truecolour with alpha
        XCTAssertEqual(try DecodedPNG(data).rgba, pixels)
    }

    /// 700 rows of 701 × 4 + 1 bytes are 1.96 MB: two bands of a megabyte (`ParallelDeflate`),
    /// compressed apart and joined into one zlib stream that `uncompress` reads whole and whose
    /// Adler-32 it checks (`DecodedPNG`).
    func testAnImageOfSeveralBandsIsOneValidStream() throws {
        let width = 701, height = 700
        XCTAssertGreaterThan((width * 4 + 1) * height, 1 << 20)
        let pixels = pattern(width: width, height: height) { x, y in UInt8(truncatingIfNeeded: x + y) }
        let data = try XCTUnwrap(PNGEncoder.encode(width: width, height: height, rgba: pixels))
        XCTAssertEqual(colorType(data), 6)
        XCTAssertEqual(try DecodedPNG(data).rgba, pixels)
        // The same pixels give the same file: the bands depend on the size, not the machine.
        XCTAssertEqual(PNGEncoder.encode(width: width, height: height, rgba: pixels), data)
    }

    func testTheZlibHeaderNamesTheLevelAndChecksOut() throws {
        let data = try XCTUnwrap(PNGEncoder.encode(width: 2, height: 2, rgba: [UInt8](repeating: 255, count: 16)))
        let bytes = [UInt8](data)
        // IDAT's data starts after the signature (8), IHDR (12 + 13) and IDAT's length and type (8).
        let cmf = bytes[41], flg = bytes[42]
        XCTAssertEqual(cmf, 0x78) // deflate, 32 KB window (RFC 1950 §2.2)
        XCTAssertEqual((UInt16(cmf) * 256 + UInt16(flg)) % 31, 0) // FCHECK
        XCTAssertEqual(flg >> 6, 1) // FLEVEL 1: "fast", the class of levels 2 to 5
    }

    /// `RasterCanvas.byte` rounds halves up and clamps, as `rounded()` then clamping does.
    func testChannelRounding() {
        XCTAssertEqual(RasterCanvas.byte(2.5), 3)
        XCTAssertEqual(RasterCanvas.byte(2.49), 2)
        XCTAssertEqual(RasterCanvas.byte(-0.4), 0)
        XCTAssertEqual(RasterCanvas.byte(-7), 0)
        XCTAssertEqual(RasterCanvas.byte(254.5), 255)
        XCTAssertEqual(RasterCanvas.byte(254.49), 254)
        XCTAssertEqual(RasterCanvas.byte(300), 255)
        for value in stride(from: Float(-2), through: 258, by: 0.37) {
            XCTAssertEqual(RasterCanvas.byte(value), UInt8(Swift.min(Swift.max(value.rounded(), 0), 255)), "\(value)")
        }
    }

    /// The linear shader's colour at each pixel centre is `DisplayList.Gradient.color(at:)` at
    /// the canvas point under that pixel (its documented definition), to within single precision.
    func testTheLinearShaderMatchesTheGradientsDefinition() throws {
        let stops = [
            DisplayList.Gradient.Stop(color: .init(red: 0.2, green: 0.1, blue: 0.9, opacity: 1), location: 0),
            DisplayList.Gradient.Stop(color: .init(red: 0.6, green: 0.2, blue: 0.7, opacity: 0.5), location: 0.4),
            DisplayList.Gradient.Stop(color: .init(red: 1, green: 0.3, blue: 0.5, opacity: 1), location: 1),
        ]
        let gradient = DisplayList.Gradient(kind: .linear(start: CGPoint(x: 10, y: 5), end: CGPoint(x: 90, y: 60)), stops: stops)
        // Two pixels a point, rotated a little and moved: a general affine transform.
        let transform = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: 2).translatedBy(x: 3, y: -4)
        let shader = try XCTUnwrap(LinearGradientShader(gradient, transform: transform))
        let inverse = transform.inverted()
        for y in stride(from: 0, to: 200, by: 13) {
            let (start, step) = shader.row(y)
            for x in stride(from: 0, to: 200, by: 7) {
                let point = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(inverse)
                let expected = gradient.color(at: point)
                let actual = shader.color(atLocation: start + Double(x) * step)
                XCTAssertEqual(Double(actual.x), expected.red, accuracy: 1e-5)
                XCTAssertEqual(Double(actual.y), expected.green, accuracy: 1e-5)
                XCTAssertEqual(Double(actual.z), expected.blue, accuracy: 1e-5)
                XCTAssertEqual(Double(actual.w), expected.opacity, accuracy: 1e-5)
            }
        }
    }

    func testTheShaderDeclinesWhatItCannotStep() {
        let stop = DisplayList.Gradient.Stop(color: .init(red: 1, green: 0, blue: 0, opacity: 1), location: 0)
        let point = CGPoint(x: 4, y: 4)
        // No length: the gradient paints its last stop, which the general path does.
        XCTAssertNil(LinearGradientShader(.init(kind: .linear(start: point, end: point), stops: [stop]), transform: .identity))
        // Not linear.
        XCTAssertNil(LinearGradientShader(.init(kind: .radial(center: point, startRadius: 0, endRadius: 5), stops: [stop]), transform: .identity))
        // A transform that flattens the plane has no inverse.
        XCTAssertNil(LinearGradientShader(.init(kind: .linear(start: .zero, end: point), stops: [stop]),
                                          transform: CGAffineTransform(scaleX: 0, y: 1)))
    }
}
