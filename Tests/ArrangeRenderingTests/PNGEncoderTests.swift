import CZlib
import XCTest
import Arrange
@testable import ArrangeRendering

/// The PNG encoder's choices (colour type, bands compressed apart), checked against the PNG
/// specification and zlib's format.
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
}
