import XCTest
import Foundation
@testable import Arrange
import ArrangeRendering
import ArrangeGallery

/// Every gallery example's SVG, rasterised by resvg (the reference), against Arrange's own PNG of
/// the same display list.
///
/// Metric: the mean absolute difference of the R, G, B and A channels (0–255), over every pixel
/// and channel of the image, both drawn over white at 1 pixel a point. Anti-aliasing differs
/// between two correct rasterisers by a fraction of a level per edge pixel, so the threshold is
/// set per example at ``threshold`` levels: a shape missing, misplaced by a pixel over a long edge
/// or filled with a wrong colour exceeds it.
final class GalleryReferenceTests: XCTestCase {
    /// The largest mean difference allowed, in levels of 255.
    static let threshold = 2.0

    func testEveryExampleMatchesResvg() throws {
        if let reason = ReferenceRasterizer.unavailableReason { throw XCTSkip("resvg comparison skipped: \(reason)") }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("arrange-resvg-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        var ours: [String: (width: Int, height: Int, rgba: [UInt8])] = [:]
        var pairs: [(svg: String, png: String)] = []
        for example in Gallery.examples {
            let renderer = ImageRenderer(content: example.view)
            renderer.proposedSize = example.proposal
            renderer.isOpaque = true
            let list = renderer.displayList
            ours[example.name] = try PNGRenderer(scale: 1, isOpaque: true).pixels(of: list)
            let svg = directory.appendingPathComponent("\(example.name).svg").path
            try renderer.svg.write(toFile: svg, atomically: true, encoding: .utf8)
            pairs.append((svg, directory.appendingPathComponent("\(example.name).png").path))
        }
        XCTAssertEqual(ReferenceRasterizer.rasterise(pairs, zoom: 1), 0, "resvg failed")

        var results: [(name: String, difference: Double)] = []
        for example in Gallery.examples {
            let url = directory.appendingPathComponent("\(example.name).png")
            guard let data = FileManager.default.contents(atPath: url.path), let mine = ours[example.name] else {
                XCTFail("resvg wrote no image for \(example.name)")
                continue
            }
            let reference = try DecodedPNG(data)
            // A fractional canvas size is rounded up by Arrange (the whole drawing kept) and to the
            // nearest pixel by resvg: the sizes may differ by one; the common region is compared.
            XCTAssertEqual(Double(reference.width), Double(mine.width), accuracy: 1, "\(example.name): width")
            XCTAssertEqual(Double(reference.height), Double(mine.height), accuracy: 1, "\(example.name): height")
            let width = min(reference.width, mine.width), height = min(reference.height, mine.height)
            let difference = Self.meanAbsoluteDifference(Self.crop(reference.rgba, width: reference.width, to: width, height),
                                                         Self.crop(mine.rgba, width: mine.width, to: width, height))
            results.append((example.name, difference))
            XCTAssertLessThan(difference, Self.threshold, "\(example.name) differs from resvg by \(difference) levels on average")
        }
        // The eight worst; every example with ARRANGE_RESVG_REPORT_ALL=1.
        let all = ProcessInfo.processInfo.environment["ARRANGE_RESVG_REPORT_ALL"] == "1"
        let worst = results.sorted { $0.difference > $1.difference }.prefix(all ? results.count : 8)
        print("resvg comparison, mean |Δ| of RGBA (0–255), worst first:")
        for result in worst { print("  \(result.name): \(String(format: "%.3f", result.difference))") }
    }

    /// The top-left `width` × `height` pixels of an RGBA image `stride` pixels wide.
    static func crop(_ rgba: [UInt8], width stride: Int, to width: Int, _ height: Int) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(width * height * 4)
        for row in 0..<height { result += rgba[(row * stride * 4)..<((row * stride + width) * 4)] }
        return result
    }

    /// The mean of |a − b| over every byte.
    static func meanAbsoluteDifference(_ a: [UInt8], _ b: [UInt8]) -> Double {
        guard a.count == b.count, !a.isEmpty else { return .infinity }
        var sum = 0
        for index in a.indices { sum += abs(Int(a[index]) - Int(b[index])) }
        return Double(sum) / Double(a.count)
    }

    /// The metric on known images: identical images differ by 0; a 2 × 1 image whose one pixel's
    /// red channel differs by 255 differs by 255 / 8 = 31.875 (8 bytes in all).
    func testMeanAbsoluteDifferenceMetric() {
        let white: [UInt8] = [255, 255, 255, 255, 255, 255, 255, 255]
        XCTAssertEqual(Self.meanAbsoluteDifference(white, white), 0)
        var changed = white
        changed[0] = 0
        XCTAssertEqual(Self.meanAbsoluteDifference(white, changed), 31.875)
        XCTAssertEqual(Self.meanAbsoluteDifference(white, []), .infinity)
    }
}
