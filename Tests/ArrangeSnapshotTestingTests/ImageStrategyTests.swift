import Arrange
import ArrangeSnapshotTesting
import Foundation
import SnapshotTesting
import XCTest

/// A 10 × 10 square of sRGB (51, 102, 204) whose top-left pixel may have another colour.
struct Swatch: View {
    var corner: Color = Color(red: 0.2, green: 0.4, blue: 0.8)
    var body: some View {
        ZStack(alignment: .topLeading) {
            Color(red: 0.2, green: 0.4, blue: 0.8).frame(width: 10, height: 10)
            corner.frame(width: 1, height: 1)
        }
    }
}

/// `.image` against the reference `__Snapshots__/ImageStrategyTests/testImageMatchesReference.1.png`
/// (the plain swatch, 10 × 10 pixels), with the tolerances of swift-snapshot-testing's image
/// strategies: `perceptualPrecision` p lets a pixel differ by ΔE 1994 up to (1 − p) × 100;
/// `precision` is the fraction of pixels that must match.
final class ImageStrategyTests: XCTestCase {
    /// One step of red: (53, 102, 204) instead of (51, 102, 204). ΔE 1994 ≈ 0.16 by the CIE94
    /// formula (sRGB → Lab D65), below the 2 of `perceptualPrecision: 0.98`.
    static var nearColor: Color { Color(red: 53.0 / 255, green: 0.4, blue: 0.8) }
    /// Yellow (255, 204, 0): ΔE 1994 ≈ 84 from the swatch's blue.
    static var farColor: Color { Color(red: 1, green: 0.8, blue: 0) }

    func testImageMatchesReference() {
        MainActor.assumeIsolated {
            assertSnapshot(of: Swatch(), as: .image)
        }
    }

    /// With the default precisions (1, 1) any pixel change fails.
    func testOnePixelChangeFailsExactImage() throws {
        try MainActor.assumeIsolated {
            let failure = Self.verify(Swatch(corner: Self.nearColor), as: .image)
            XCTAssertTrue(try XCTUnwrap(failure).contains("Newly-taken snapshot does not match reference."))
        }
    }

    /// A one-pixel colour change within the perceptual tolerance (ΔE ≈ 0.16 ≤ 2) passes.
    func testOnePixelChangeWithinToleranceMatches() {
        MainActor.assumeIsolated {
            XCTAssertNil(Self.verify(Swatch(corner: Self.nearColor), as: .image(perceptualPrecision: 0.98)))
        }
    }

    /// A one-pixel change beyond the tolerance (ΔE ≈ 84 > 2) fails: 99 of the 100 pixels match,
    /// less than the required 1. The message gives both fractions, as the library's does, and
    /// where the difference image was written.
    func testOnePixelChangeBeyondToleranceFails() throws {
        try MainActor.assumeIsolated {
            let message = try XCTUnwrap(Self.verify(Swatch(corner: Self.farColor), as: .image(perceptualPrecision: 0.98)))
            XCTAssertTrue(message.contains("The percentage of pixels that match 0.99 is less than required 1.0"), message)
            let path = try XCTUnwrap(message.split(separator: "\n").first { $0.hasPrefix("Difference image: ") })
                .dropFirst("Difference image: ".count)
            XCTAssertTrue(FileManager.default.fileExists(atPath: String(path)), String(path))
        }
    }

    /// ... but passes when 99% of the pixels may differ: `precision: 0.99` (1 of 100 pixels).
    func testOnePixelChangeWithinPixelPrecisionMatches() {
        MainActor.assumeIsolated {
            XCTAssertNil(Self.verify(Swatch(corner: Self.farColor), as: .image(precision: 0.99, perceptualPrecision: 0.98)))
        }
    }

    /// With only `precision` below 1 the library counts bytes: the yellow pixel changes 3 of the
    /// 400 RGBA bytes (red, green, blue), so 0.9925 of them match: enough for 0.99, not for 0.995.
    func testBytePrecision() throws {
        try MainActor.assumeIsolated {
            XCTAssertNil(Self.verify(Swatch(corner: Self.farColor), as: .image(precision: 0.99)))
            let message = try XCTUnwrap(Self.verify(Swatch(corner: Self.farColor), as: .image(precision: 0.995)))
            XCTAssertTrue(message.contains("Actual image precision 0.9925 is less than required 0.995"), message)
        }
    }

    /// A different size fails with both sizes in pixels: at scale 2 the swatch is 20 × 20.
    func testSizeChangeFails() throws {
        try MainActor.assumeIsolated {
            let message = try XCTUnwrap(Self.verify(Swatch(), as: .image(scale: 2)))
            XCTAssertTrue(message.contains("Newly-taken snapshot@20×20 pixels does not match reference@10×10 pixels."), message)
        }
    }

    /// Bad input is said in a sentence: a precision outside 0…1, a view that cannot be drawn (a
    /// zero size has no pixels, PNGRenderer's `emptyCanvas`).
    func testBadInputIsReported() throws {
        try MainActor.assumeIsolated {
            let precision = try XCTUnwrap(Self.verify(Swatch(), as: .image(precision: 1.5)))
            XCTAssertTrue(precision.contains("The precision 1.5 is not a fraction between 0 and 1."), precision)
            let empty = try XCTUnwrap(Self.verify(Color.red.frame(width: 0, height: 0), as: .image))
            XCTAssertTrue(empty.contains("could not render the view as an image"), empty)
        }
    }

    /// Verifies `view` against the swatch's reference (`testImageMatchesReference.1.png`)
    /// without recording.
    @MainActor
    private static func verify<V: View>(_ view: V, as strategy: Snapshotting<V, Data>, file: StaticString = #filePath) -> String? {
        verifySnapshot(of: view, as: strategy, named: "1", record: .never, file: file, testName: "testImageMatchesReference")
    }
}
