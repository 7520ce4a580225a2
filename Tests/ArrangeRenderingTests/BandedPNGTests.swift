import CZlib
import Foundation
import XCTest
import Arrange
@testable import ArrangeRendering

/// A PNG file painted, filtered and compressed band by band (`RasterBands.png`) is byte for byte
/// the file the encoder writes for the same pixels painted whole; the pieces of deflate data
/// compressed apart (`ParallelDeflate`) make one zlib stream (RFC 1950) whose Adler-32 is the
/// input's.
final class BandedPNGTests: XCTestCase {
    /// Bytes that compress but not to nothing: a pattern from the position.
    private func bytes(_ count: Int) -> [UInt8] {
        (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 7 ^ $0 >> 5) }
    }

    /// Inflates a zlib stream whole (`uncompress` checks the header and the Adler-32 trailer).
    private func inflate(_ stream: [UInt8], expecting count: Int) throws -> [UInt8] {
        var output = [UInt8](repeating: 0, count: count + 1)
        var length = uLongf(output.count)
        let status = output.withUnsafeMutableBufferPointer { out in
            stream.withUnsafeBufferPointer { uncompress(out.baseAddress, &length, $0.baseAddress, uLong($0.count)) }
        }
        XCTAssertEqual(status, Z_OK)
        return Array(output[0..<Int(length)])
    }

    /// Inputs of no bytes, one byte, and around whole bands (bands of 7 items of 3 bytes: 21
    /// bytes) come back exactly, and the stream ends with the input's Adler-32, big-endian (RFC
    /// 1950 §2.2), which zlib's `adler32` computes in one pass over the input.
    func testPiecesInflateToTheInputAroundBandBoundaries() throws {
        for items in [0, 1, 6, 7, 8, 13, 14, 15, 70] {
            let input = bytes(items * 3)
            let stream = try XCTUnwrap(ParallelDeflate.compress(count: items, itemsPerBand: 7, bytesPerItem: 3) { range, out in
                for (index, byte) in input[(range.lowerBound * 3)..<(range.upperBound * 3)].enumerated() { out[index] = byte }
            })
            XCTAssertEqual(try inflate(stream, expecting: input.count), input, "\(items) items")
            let adler = input.withUnsafeBufferPointer { UInt32(adler32(adler32(0, nil, 0), $0.baseAddress, uInt($0.count))) }
            let trailer = stream.suffix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
            XCTAssertEqual(trailer, adler, "\(items) items")
        }
    }

    /// A band is compressed as raw deflate streams of `streamBytes` of input each, reset
    /// between them: inputs just under, at and over one stream, and of several streams in one
    /// band and in two, inflate to the input, runs of zeros (which run-length matches take)
    /// among varied bytes.
    func testStreamsResetWithinABandInflateToTheInput() throws {
        let stream = ParallelDeflate.streamBytes
        for total in [stream - 1, stream, stream + 1, 3 * stream + 7] {
            let input = (0..<total).map { $0 % 1000 < 900 ? 0 : UInt8(truncatingIfNeeded: $0 &* 13) }
            for bands in [1, 2] {
                let itemsPerBand = (total + bands - 1) / bands
                let compressed = try XCTUnwrap(ParallelDeflate.compress(count: total, itemsPerBand: itemsPerBand, bytesPerItem: 1) { range, out in
                    for (index, byte) in input[range].enumerated() { out[index] = byte }
                })
                XCTAssertTrue(try inflate(compressed, expecting: total) == input, "\(total) bytes in \(bands) bands")
            }
        }
    }

    /// An empty input is one finished piece: still a valid stream, whose Adler-32 is 1 (RFC 1950
    /// §8: the sum starts at 1).
    func testAnEmptyInputIsAValidStream() throws {
        let stream = try XCTUnwrap(ParallelDeflate.compress(count: 0, itemsPerBand: 4, bytesPerItem: 5) { _, _ in })
        XCTAssertEqual(try inflate(stream, expecting: 0), [])
        XCTAssertEqual(Array(stream.suffix(4)), [0, 0, 0, 1])
    }

    /// An opaque picture (a gradient background under text and a circle) of several bands, of
    /// exactly a whole number of bands, of one row and of one band and a row: the banded file is
    /// the encoder's file of the picture painted in one canvas.
    func testAnOpaquePictureIsTheEncodersFileOfOneCanvas() throws {
        let rowsPerBand = PNGEncoder.rowsPerBand(width: 640, channels: 3) // 1,048,576 / 1,921 → 545
        XCTAssertEqual(rowsPerBand, 545)
        for height in [1, 545, 546, 1090, 1200] {
            let view = ZStack {
                LinearGradient(colors: [.indigo, .purple, .pink], startPoint: .topLeading, endPoint: .bottomTrailing)
                Circle().stroke(Color.white, lineWidth: 6).frame(width: 300, height: 300)
                Text("Painted, filtered and compressed in bands").font(.system(size: 30, weight: .bold)).foregroundColor(.white)
            }
            let list = displayList(view.frame(width: 640, height: CGFloat(height)), width: 640, height: CGFloat(height))
            guard case .file(let banded?) = RasterBands.png(list.items, width: 640, height: height, scale: 1, opaque: false) else {
                return XCTFail("height \(height): an opaque picture is encoded band by band")
            }
            var single = RasterRenderer(width: 640, height: height, scale: 1)
            for item in list.items { single.paint(item.content) }
            let pixels = single.finish().straightRGBA
            XCTAssertEqual(banded, PNGEncoder.encode(width: 640, height: height, rgba: pixels), "height \(height)")
            let decoded = try DecodedPNG(banded)
            XCTAssertTrue(decoded.rgba == pixels, "height \(height)")
        }
    }

    /// A picture with clear rows, in any band, comes back as the pixels of one canvas, which the
    /// encoder stores with alpha; the renderer's file reads back as those pixels.
    func testATranslucentPictureIsReturnedAsOneCanvasPixels() throws {
        for spot in [CGFloat(10), 600, 1150] {
            let view = VStack(spacing: 0) {
                Color.blue.frame(height: spot)
                Color.clear.frame(height: 4)
                Color.blue
            }
            let list = displayList(view.frame(width: 640, height: 1200), width: 640, height: 1200)
            var canvas = RasterRenderer(width: 640, height: 1200, scale: 1)
            for item in list.items { canvas.paint(item.content) }
            let expected = canvas.finish().straightRGBA
            guard case .pixels(let pixels) = RasterBands.png(list.items, width: 640, height: 1200, scale: 1, opaque: false) else {
                return XCTFail("y \(spot): a translucent picture is encoded whole")
            }
            XCTAssertTrue(pixels == expected, "y \(spot)")
            let file = try PNGRenderer().render(list)
            XCTAssertEqual([UInt8](file)[25], 6) // truecolour with alpha (PNG specification §11.2.2)
            XCTAssertTrue(try DecodedPNG(file).rgba == expected, "y \(spot)")
        }
    }

    /// The same picture over white (`isOpaque`) is opaque, so it is encoded band by band, as the
    /// encoder encodes the renderer's pixels.
    func testAnOpaqueRendererEncodesBandByBand() throws {
        let view = Circle().fill(Color.red.opacity(0.5)).frame(width: 500, height: 900)
        let list = displayList(view.frame(width: 640, height: 1200), width: 640, height: 1200)
        let renderer = PNGRenderer(isOpaque: true)
        let pixels = try renderer.pixels(of: list)
        XCTAssertEqual(try renderer.render(list), PNGEncoder.encode(width: 640, height: 1200, rgba: pixels.rgba))
    }
}
