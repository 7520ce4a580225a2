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
        XCTAssertEqual(flg >> 6, 0) // FLEVEL 0: "compressor used fastest algorithm" (run-length matches only)
    }

    /// The raw (inflated) IDAT data of a PNG file: each row's filter byte and filtered samples.
    private func filteredRows(_ data: Data) throws -> [UInt8] {
        let bytes = [UInt8](data)
        var offset = 8, compressed: [UInt8] = []
        while offset + 8 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            if String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self) == "IDAT" {
                compressed += bytes[(offset + 8)..<(offset + 8 + length)]
            }
            offset += 12 + length
        }
        var raw = [UInt8](repeating: 0, count: 1 << 20)
        var rawLength = uLongf(raw.count)
        let status = uncompress(&raw, &rawLength, compressed, uLong(compressed.count))
        XCTAssertEqual(status, Z_OK)
        return Array(raw[0..<Int(rawLength)])
    }

    /// Pseudo-random pixels (a linear congruential generator), so that Paeth's predictor picks
    /// each of its three neighbours somewhere.
    private func noise(width: Int, height: Int, opaque: Bool) -> [UInt8] {
        var state: UInt32 = 12345
        return (0..<(width * height * 4)).map { index in
            state = state &* 1_103_515_245 &+ 12345
            return opaque && index % 4 == 3 ? 255 : UInt8(truncatingIfNeeded: state >> 16)
        }
    }

    /// Every row is filtered with Paeth (type 4), each byte the sample minus the predictor of the
    /// PNG specification (§9.4: the neighbour nearest to left + up − upper left, ties to left,
    /// then up), for rows shorter and longer than the 16 bytes filtered at once, three and four
    /// channels; and the file reads back as the same pixels.
    func testRowsArePaethFilteredAsTheSpecificationDefines() throws {
        for width in [1, 2, 5, 6, 11, 16, 17, 40] {
            for opaque in [true, false] {
                let height = 4, channels = opaque ? 3 : 4
                let pixels = noise(width: width, height: height, opaque: opaque)
                let data = try XCTUnwrap(PNGEncoder.encode(width: width, height: height, rgba: pixels))
                XCTAssertEqual(try DecodedPNG(data).rgba, pixels, "width \(width), \(channels) channels")
                let raw = try filteredRows(data)
                let rowBytes = width * channels
                XCTAssertEqual(raw.count, (rowBytes + 1) * height)
                func sample(_ x: Int, _ y: Int) -> Int {
                    guard x >= 0, y >= 0 else { return 0 }
                    return Int(pixels[(y * width + x / channels) * 4 + x % channels])
                }
                for y in 0..<height {
                    XCTAssertEqual(raw[y * (rowBytes + 1)], 4)
                    for x in 0..<rowBytes {
                        let a = sample(x - channels, y), b = sample(x, y - 1), c = sample(x - channels, y - 1)
                        let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                        let predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                        let expected = UInt8(truncatingIfNeeded: sample(x, y) - predictor)
                        if raw[y * (rowBytes + 1) + 1 + x] != expected {
                            return XCTFail("width \(width), \(channels) channels: byte \(x) of row \(y) is not Paeth's residual")
                        }
                    }
                }
            }
        }
    }
}
