import CZlib
import Foundation
import XCTest
@testable import Arrange

/// Damaged image data gives an empty image and a diagnostic saying what is wrong, never a crash
/// (the standards in the repository's brief: bad input gets a clear error). Truncations at every
/// length and seeded random byte flips over the fixtures of `ImageDecodingTests`.
final class DamagedImageTests: XCTestCase {
    private let pngs = ["rgba16.png", "interlaced.png", "interlaced-gray16.png", "palette-trns.png", "gray4.png", "rgb-key.png"]
    private let jpegs = ["quadrants-444.jpg", "quadrants-420.jpg", "quadrants-progressive.jpg", "quadrants-restart.jpg",
                         "stripes-gray.jpg", "stripes-gray-progressive.jpg", "odd-size.jpg"]

    /// The diagnostics of laying out `Image(data:)`, and the image's size.
    private func layout(_ data: Data) -> (size: CGSize?, diagnostics: [String]) {
        let snapshot = LayoutSnapshot(of: Image(data: data).id("i"), in: CGSize(width: 50, height: 50))
        return (snapshot.frame(of: "i")?.size, snapshot.diagnostics.map(\.description))
    }

    /// Every proper prefix of every fixture is refused as damaged: an empty image with a diagnostic.
    func testTruncatedFilesAreDamaged() throws {
        for name in pngs + jpegs {
            let data = try ImageDecodingTests.fixture(name)
            for length in stride(from: 0, to: data.count, by: name.hasSuffix("jpg") ? 7 : 1) {
                let result = layout(data.prefix(length))
                XCTAssertEqual(result.size, .zero, "\(name) cut at \(length)")
                XCTAssertEqual(result.diagnostics.count, 1, "\(name) cut at \(length)")
                let text = result.diagnostics.first ?? ""
                XCTAssertTrue(text.contains("is damaged") || text.contains("not a PNG or JPEG file"), "\(name) cut at \(length): \(text)")
            }
        }
    }

    /// Named problems: a wrong chunk checksum, a missing end of image, and data that is neither format.
    func testDamageIsDescribed() throws {
        var png = [UInt8](try ImageDecodingTests.fixture("interlaced.png"))
        png[20] ^= 0x01  // inside IHDR: its CRC no longer matches
        XCTAssertThrowsError(try PNGDecoder.decode(Data(png))) { error in
            XCTAssertEqual("\(error)", "the PNG file is damaged: the IHDR chunk's checksum is wrong")
        }
        let jpeg = try ImageDecodingTests.fixture("quadrants-444.jpg")
        XCTAssertThrowsError(try JPEGDecoder.decode(jpeg.prefix(jpeg.count - 2))) { error in
            XCTAssertEqual("\(error)", "the JPEG file is damaged: the file ends before its end-of-image marker")
        }
        XCTAssertEqual(layout(Data("hello".utf8)).diagnostics.first?.contains("Image: the image data is not a PNG or JPEG file"), true)
    }

    /// Sets chunk CRCs right again after bytes were changed, so that the damage reaches the
    /// decompressor, the filters and the sample reader.
    private func fixingChecksums(_ bytes: [UInt8]) -> [UInt8] {
        var bytes = bytes, offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            guard length >= 0, length <= bytes.count - offset - 12 else { break }
            let crc = bytes.withUnsafeBufferPointer { UInt32(CZlib.crc32(0, $0.baseAddress! + offset + 4, uInt(length + 4))) }
            for index in 0..<4 { bytes[offset + 8 + length + index] = UInt8(crc >> UInt32(24 - 8 * index) & 0xFF) }
            offset += 12 + length
        }
        return bytes
    }

    /// Seeded random byte flips (1–4 bytes, 300 times a file; PNG files also with their checksums
    /// mended) never crash: each gives pixels of the declared size or a diagnostic.
    func testRandomByteFlipsNeverCrash() throws {
        var generator = SeededGenerator(seed: 0x1A6E5)
        for name in pngs + jpegs {
            let original = [UInt8](try ImageDecodingTests.fixture(name))
            for round in 0..<300 {
                var bytes = original
                for _ in 0..<Int.random(in: 1...4, using: &generator) {
                    bytes[Int.random(in: 0..<bytes.count, using: &generator)] ^= UInt8.random(in: 1...255, using: &generator)
                }
                if name.hasSuffix("png"), round % 2 == 0 { bytes = fixingChecksums(bytes) }
                do {
                    let image = try ImageFileFormat.decode(Data(bytes))
                    XCTAssertEqual(image.rgba.count, image.width * image.height * 4)
                } catch let error as ImageLoadingError {
                    XCTAssertFalse(error.description.isEmpty)
                }
            }
        }
    }
}
