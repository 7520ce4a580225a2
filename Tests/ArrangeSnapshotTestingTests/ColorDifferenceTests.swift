@testable import ArrangeSnapshotTesting
import ArrangeRendering
import Foundation
import XCTest

/// The perceptual measure (ΔE 1994, the one Apple's documentation gives for Core Image's Lab ΔE
/// filter, which swift-snapshot-testing uses) and the difference image, from their definitions.
final class ColorDifferenceTests: XCTestCase {
    /// sRGB red is L\*a\*b\* (53.24, 80.09, 67.20) and white (100, 0, 0) under D65, the values
    /// the sRGB and CIELAB definitions give.
    func testLabOfPrimaries() {
        let red = LabColor(red: 255, green: 0, blue: 0)
        XCTAssertEqual(red.l, 53.24, accuracy: 0.01)
        XCTAssertEqual(red.a, 80.09, accuracy: 0.01)
        XCTAssertEqual(red.b, 67.20, accuracy: 0.01)
        let white = LabColor(red: 255, green: 255, blue: 255)
        XCTAssertEqual(white.l, 100, accuracy: 0.001)
        XCTAssertEqual(white.a, 0, accuracy: 0.001)
    }

    /// CIE94 (graphic arts): a lightness difference counts fully (kL = SL = 1), so L 50 → 55 is
    /// 5; a chroma difference is divided by SC = 1 + 0.045 C\*: from (50, 10, 0) to (50, 0, 0),
    /// ΔC = 10, SC = 1.45, ΔH = 0, so ΔE = 10 / 1.45 ≈ 6.897.
    func testDeltaE94() {
        XCTAssertEqual(LabColor(l: 55, a: 0, b: 0).deltaE94(from: LabColor(l: 50, a: 0, b: 0)), 5, accuracy: 1e-9)
        XCTAssertEqual(LabColor(l: 50, a: 0, b: 0).deltaE94(from: LabColor(l: 50, a: 10, b: 0)), 10 / 1.45, accuracy: 1e-9)
    }

    /// A pixel whose alpha changes by half counts as ΔE 50 even when its premultiplied colour
    /// is the same (both black).
    func testAlphaCountsAsDifference() {
        XCTAssertEqual(ImageComparison.deltaE([0, 0, 0, 255], [0, 0, 0, 127], at: 0), 50, accuracy: 0.2)
    }

    /// The difference image of two 2 × 1 images differing by 10 in one pixel's red is white
    /// there (stretched: the largest difference becomes 255) and black elsewhere.
    func testDifferenceImageStretchesTheLargestDifference() throws {
        let old = try XCTUnwrap(PNGEncoder.encode(width: 2, height: 1, rgba: [100, 0, 0, 255, 5, 5, 5, 255]))
        let new = try XCTUnwrap(PNGEncoder.encode(width: 2, height: 1, rgba: [110, 0, 0, 255, 5, 5, 5, 255]))
        let difference = try XCTUnwrap(DifferenceImage.png(reference: XCTUnwrap(PixelImage(png: old)), new: XCTUnwrap(PixelImage(png: new))))
        let pixels = try XCTUnwrap(PixelImage(png: difference))
        XCTAssertEqual(pixels.bytes, [255, 255, 255, 255, 0, 0, 0, 255])
    }
}
