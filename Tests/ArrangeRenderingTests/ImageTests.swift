import CZlib
import Foundation
import XCTest
@testable import Arrange
@testable import ArrangeRendering

/// `Image`: sizing from the PNG header, drawing in SVG and PNG, symbols, and bad files.
final class ImageTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-image-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: directory)
    }

    /// Writes a file into the test directory and returns its path.
    private func write(_ data: Data, named name: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        try data.write(to: url)
        return url.path
    }

    /// A 4×2 RGBA image: top row red, bottom row blue, the last pixel transparent.
    private func checkerPNG() -> Data {
        var rgba: [UInt8] = []
        for _ in 0..<4 { rgba += [255, 0, 0, 255] }
        for _ in 0..<3 { rgba += [0, 0, 255, 255] }
        rgba += [0, 0, 0, 0]
        return PNGEncoder.encode(width: 4, height: 2, rgba: rgba)!
    }

    /// A PNG file of any colour type, 8 bits, filter 0 rows, made chunk by chunk.
    private func png(width: Int, height: Int, colorType: UInt8, rows: [[UInt8]], extra: [(String, [UInt8])] = []) -> Data {
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            let typeAndBody = Array(type.utf8) + body
            let crc = UInt32(typeAndBody.withUnsafeBufferPointer { CZlib.crc32(0, $0.baseAddress, uInt($0.count)) })
            func be(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
            return be(UInt32(body.count)) + typeAndBody + be(crc)
        }
        var raw: [UInt8] = []
        for row in rows {
            raw.append(0)
            raw.append(contentsOf: row)
        }
        var compressedLength = compressBound(uLong(raw.count))
        var compressed = [UInt8](repeating: 0, count: Int(compressedLength))
        _ = compressed.withUnsafeMutableBufferPointer { out in raw.withUnsafeBufferPointer { compress(out.baseAddress, &compressedLength, $0.baseAddress, uLong($0.count)) } }
        var header: [UInt8] = []
        for v in [UInt32(width), UInt32(height)] { header += [UInt8(v >> 24), UInt8(v >> 16 & 255), UInt8(v >> 8 & 255), UInt8(v & 255)] }
        header += [8, colorType, 0, 0, 0]
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header)
        for (type, body) in extra { bytes += chunk(type, body) }
        bytes += chunk("IDAT", Array(compressed.prefix(Int(compressedLength)))) + chunk("IEND", [])
        return Data(bytes)
    }

    func testImageIsItsPixelSizeAndFixed() throws {
        let path = try write(checkerPNG(), named: "checker.png")
        let snapshot = LayoutSnapshot(of: Image(contentsOfFile: path).id("i").frame(width: 20, height: 20), in: CGSize(width: 20, height: 20))
        // Not resizable: 4×2 centred in the 20×20 frame.
        XCTAssertEqual(snapshot.frame(of: "i"), CGRect(x: 8, y: 9, width: 4, height: 2))
        XCTAssertEqual(snapshot.diagnostics, [])
        XCTAssertEqual(snapshot.displayList.description, """
            DisplayList 20×20
            image "\(path)" 4×2 in 8 9 4 2  Image "\(path)" id: "i"
            """)
        let image = try DecodedPNG(PNGRenderer().render(snapshot.displayList))
        XCTAssertEqual(image[8, 9], [255, 0, 0, 255])
        XCTAssertEqual(image[10, 10], [0, 0, 255, 255])
        XCTAssertEqual(image[11, 10], [0, 0, 0, 0])
        XCTAssertEqual(image[7, 9], [0, 0, 0, 0])
        let svg = SVGRenderer().render(snapshot.displayList)
        XCTAssertTrue(svg.contains("<image x=\"8\" y=\"9\" width=\"4\" height=\"2\" preserveAspectRatio=\"none\" href=\"data:image/png;base64,\(checkerPNG().base64EncodedString())\"/>"), svg)
    }

    func testResizableImageTakesTheProposalAndStretches() throws {
        let path = try write(checkerPNG(), named: "checker.png")
        let view = Image(contentsOfFile: path).resizable().id("i")
        let snapshot = LayoutSnapshot(of: view.frame(width: 40, height: 20), in: CGSize(width: 40, height: 20))
        XCTAssertEqual(snapshot.frame(of: "i"), CGRect(x: 0, y: 0, width: 40, height: 20))
        // Its ideal size is still its pixel size; scaledToFit keeps the 2:1 ratio.
        XCTAssertEqual(LayoutSnapshot(of: view, proposal: .unspecified).frame(of: "i")?.size, CGSize(width: 4, height: 2))
        let fitted = LayoutSnapshot(of: Image(contentsOfFile: path).resizable().scaledToFit().id("i"), in: CGSize(width: 100, height: 100))
        XCTAssertEqual(fitted.frame(of: "i"), CGRect(x: 0, y: 25, width: 100, height: 50))
        // Each image pixel covers 10×10 pixels, smoothed bilinearly: pixel (x, y) samples the image
        // at texel coordinates ((x + 0.5) / 10 − 0.5, (y + 0.5) / 10 − 0.5), texel centres whole.
        let image = try DecodedPNG(PNGRenderer().render(snapshot.displayList))
        // (15, 5) → (1.05, 0.05): row 0 (red) weighs 0.95, row 1 (blue) 0.05 → 0.95·255 = 242 red,
        // 0.05·255 = 13 blue, opaque.
        assertPixel(image[15, 5], [242, 0, 13, 255])
        // (25, 15) → (2.05, 1.05), the row clamped to 1: texel 2 (blue) 0.95, texel 3 (clear) 0.05
        // → premultiplied blue 0.95 at alpha 0.95: straight blue 255, alpha 242.
        assertPixel(image[25, 15], [0, 0, 255, 242])
        // (35, 15) → (3.05, 1.05), clamped to texel 3: clear.
        assertPixel(image[35, 15], [0, 0, 0, 0])
        // (5, 5) → (0.05, 0.05): row 0 red 0.95 + row 1 blue 0.05, as at (15, 5).
        assertPixel(image[5, 5], [242, 0, 13, 255])
    }

    func testNamedImageFromABundle() throws {
        _ = try write(checkerPNG(), named: "checker.png")
        let bundle = try XCTUnwrap(Bundle(path: directory.path))
        let snapshot = LayoutSnapshot(of: Image("checker", bundle: bundle).id("i"), proposal: .unspecified)
        XCTAssertEqual(snapshot.frame(of: "i")?.size, CGSize(width: 4, height: 2))
        let missing = LayoutSnapshot(of: Image("nothing", bundle: bundle).id("i"), proposal: .unspecified)
        // An unknown name draws the symbol placeholder, 1.2 × the body font's 17 points
        // (Docs/Differences.md, "Asset catalogs").
        XCTAssertEqual(missing.frame(of: "i")?.size.width ?? 0, 20.4, accuracy: 1e-9)
        XCTAssertTrue(missing.diagnostics.first?.message.contains("no image found at nothing.png") == true, "\(missing.diagnostics)")
    }

    func testGrayPaletteAndRGBImagesDecode() throws {
        let gray = png(width: 2, height: 1, colorType: 0, rows: [[0, 200]])
        XCTAssertEqual(try PNGDecoder.decode(gray).rgba, [0, 0, 0, 255, 200, 200, 200, 255])
        let grayAlpha = png(width: 1, height: 1, colorType: 4, rows: [[100, 50]])
        XCTAssertEqual(try PNGDecoder.decode(grayAlpha).rgba, [100, 100, 100, 50])
        let rgb = png(width: 1, height: 1, colorType: 2, rows: [[1, 2, 3]])
        XCTAssertEqual(try PNGDecoder.decode(rgb).rgba, [1, 2, 3, 255])
        let palette = png(width: 2, height: 1, colorType: 3, rows: [[1, 0]], extra: [("PLTE", [10, 20, 30, 40, 50, 60]), ("tRNS", [128])])
        XCTAssertEqual(try PNGDecoder.decode(palette).rgba, [40, 50, 60, 255, 10, 20, 30, 128])
        let outOfPalette = png(width: 1, height: 1, colorType: 3, rows: [[5]], extra: [("PLTE", [10, 20, 30])])
        XCTAssertThrowsError(try PNGDecoder.decode(outOfPalette))
    }

    func testMissingAndDamagedFilesAreReportedNotFatal() throws {
        let missing = LayoutSnapshot(of: Image(contentsOfFile: directory.appendingPathComponent("none.png").path).id("i"), proposal: .unspecified)
        XCTAssertEqual(missing.frame(of: "i")?.size, .zero)
        XCTAssertEqual(missing.displayList.items, [])
        XCTAssertTrue(missing.diagnostics.first?.message.hasPrefix("Image: no image found at") == true, "\(missing.diagnostics)")
        let text = try write(Data("not an image".utf8), named: "text.png")
        XCTAssertTrue(LayoutSnapshot(of: Image(contentsOfFile: text), proposal: .unspecified).diagnostics.first?.message
            .contains("not a PNG or JPEG file") == true)
        let truncated = try write(checkerPNG().prefix(20), named: "truncated.png")
        XCTAssertTrue(LayoutSnapshot(of: Image(contentsOfFile: truncated), proposal: .unspecified).diagnostics.first?.message
            .contains("damaged") == true)
        // A good header over damaged pixel data: the file is decoded when the image is created
        // (Docs/Differences.md "Images: decoding"), so it is empty and reported, like a bad header.
        var damaged = [UInt8](checkerPNG())
        for index in 41..<(damaged.count - 12) { damaged[index] ^= 0x5A }
        let path = try write(Data(damaged), named: "damaged.png")
        let snapshot = LayoutSnapshot(of: Image(contentsOfFile: path).id("i"), proposal: .unspecified)
        XCTAssertEqual(snapshot.frame(of: "i")?.size, .zero)
        XCTAssertEqual(snapshot.displayList.items, [])
        XCTAssertTrue(snapshot.diagnostics.first?.message.contains("the PNG file is damaged") == true, "\(snapshot.diagnostics)")
        XCTAssertThrowsError(try PNGDecoder.decode(Data(damaged)))
    }

    func testSystemSymbolIsAPlaceholderOfTheFontSize() {
        // Body is 17 pt: a square of 1.2 × 17 = 20.4. A name without an icon draws the placeholder
        // (Docs/Differences.md "Symbol images"; SymbolImageRenderingTests draws mapped names).
        let snapshot = LayoutSnapshot(of: Image(systemName: "custom.symbol").id("s"), proposal: .unspecified)
        XCTAssertEqual(snapshot.frame(of: "s")?.size, CGSize(width: 20.4, height: 20.4))
        XCTAssertEqual(snapshot.displayList.description, """
            DisplayList 20.4×20.4
            stroke #000000 width 1 butt miter 10 M0.5 0.5H19.9V19.9H0.5ZM0.5 0.5L19.9 19.9M19.9 0.5L0.5 19.9  Image systemName: "custom.symbol" id: "s"
            """)
        let large = LayoutSnapshot(of: Image(systemName: "star").font(.system(size: 30)).id("s"), proposal: .unspecified)
        XCTAssertEqual(large.frame(of: "s")?.size, CGSize(width: 36, height: 36))
        let resized = LayoutSnapshot(of: Image(systemName: "star").resizable().id("s"), in: CGSize(width: 50, height: 40))
        XCTAssertEqual(resized.frame(of: "s")?.size, CGSize(width: 50, height: 40))
    }

    /// Each channel within one unit of `expected` (8-bit rounding of the blend).
    private func assertPixel(_ pixel: [UInt8], _ expected: [UInt8], file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(pixel.count, 4, file: file, line: line)
        for (actual, wanted) in zip(pixel, expected) where abs(Int(actual) - Int(wanted)) > 1 {
            XCTFail("pixel \(pixel) is not \(expected) (±1)", file: file, line: line)
            return
        }
    }
}
