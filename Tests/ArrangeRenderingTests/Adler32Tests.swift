import CZlib
import XCTest
@testable import ArrangeRendering

/// The sixteen-bytes-at-a-time Adler-32 (`Adler32`) is RFC 1950's checksum: the known value of a
/// short text, and zlib's `adler32` (which follows the RFC byte by byte) on lengths around the
/// chunk and block sizes, continued from other checksums, and on bytes of 255 (the largest sums).
final class Adler32Tests: XCTestCase {
    private func zlibAdler(_ bytes: [UInt8], continuing adler: UInt32 = 1) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(adler32(uLong(adler), $0.baseAddress, uInt($0.count))) }
    }

    private func ours(_ bytes: [UInt8], continuing adler: UInt32 = 1) -> UInt32 {
        bytes.withUnsafeBytes { Adler32.checksum($0, continuing: adler) }
    }

    /// "Wikipedia": s1 = 1 + 920 = 921 (0x398), s2 = 4582 (0x11E6), the example worked through
    /// in the Adler-32 article, which follows RFC 1950 §8.2.
    func testAKnownValue() {
        XCTAssertEqual(ours(Array("Wikipedia".utf8)), 0x11E6_0398)
        XCTAssertEqual(ours([]), 1)
    }

    func testZlibsChecksumOnEveryLength() {
        var generator = SystemRandomNumberGenerator()
        for count in [1, 15, 16, 17, 31, 32, 33, 5_535, 5_536, 5_537, 5_552, 11_072, 11_089, 65_024, 100_003] {
            let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
            XCTAssertEqual(ours(bytes), zlibAdler(bytes), "\(count) bytes")
            let start = UInt32.random(in: 0...65_520, using: &generator) << 16 | UInt32.random(in: 0...65_520, using: &generator)
            XCTAssertEqual(ours(bytes, continuing: start), zlibAdler(bytes, continuing: start), "\(count) bytes from \(start)")
        }
    }

    func testTheLargestSumsStayExact() {
        let bytes = [UInt8](repeating: 255, count: 1 << 20)
        XCTAssertEqual(ours(bytes), zlibAdler(bytes))
        XCTAssertEqual(ours(bytes, continuing: 65_520 << 16 | 65_520), zlibAdler(bytes, continuing: 65_520 << 16 | 65_520))
    }
}
