import XCTest
import Arrange
@testable import ArrangeRendering

/// Non-finite coordinates, empty and negative sizes, huge canvases: defined behaviour, no crash.
final class BadInputTests: XCTestCase {
    private let black = DisplayList.RGBA.black

    func testNonFinitePathsDrawNoPixels() throws {
        for bad in [CGFloat.nan, .infinity, -.infinity] {
            var path = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
            path.addLine(to: CGPoint(x: bad, y: 5))
            var curve = Path()
            curve.move(to: .zero)
            curve.addCurve(to: CGPoint(x: 10, y: 10), control1: CGPoint(x: 5, y: bad), control2: .zero)
            let list = DisplayList(size: CGSize(width: 10, height: 10), items: [
                .init(.fill(path, color: black, rule: .nonZero)),
                .init(.stroke(curve, color: black, style: StrokeStyle(lineWidth: 2))),
                .init(.pushClip(path, rule: .nonZero)), // a clip that can't be computed hides its content
                .init(.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), color: black, rule: .nonZero)),
                .init(.popClip),
            ])
            let image = try DecodedPNG(PNGRenderer().render(list))
            XCTAssertTrue(image.rgba.allSatisfy { $0 == 0 }, "\(bad)")
        }
    }

    func testNonFiniteStrokeWidthsAndTransformsDrawNothing() throws {
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        let list = DisplayList(size: CGSize(width: 10, height: 10), items: [
            .init(.stroke(square, color: black, style: StrokeStyle(lineWidth: .nan))),
            .init(.stroke(square, color: black, style: StrokeStyle(lineWidth: -3))),
            .init(.pushTransform(CGAffineTransform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0))),
            .init(.fill(square, color: black, rule: .nonZero)),
            .init(.stroke(square, color: black, style: StrokeStyle(lineWidth: 1))),
            .init(.popTransform),
            .init(.pushTransform(CGAffineTransform(scaleX: 0, y: 0))),
            .init(.stroke(square, color: black, style: StrokeStyle(lineWidth: 1))),
            .init(.popTransform),
        ])
        let image = try DecodedPNG(PNGRenderer().render(list))
        XCTAssertTrue(image.rgba.allSatisfy { $0 == 0 })
    }

    func testHugeFiniteCoordinatesAreClippedToTheCanvas() throws {
        let list = DisplayList(size: CGSize(width: 10, height: 10), items: [
            .init(.fill(Path(CGRect(x: -1e12, y: -1e12, width: 2e12, height: 2e12)), color: black, rule: .nonZero)),
            .init(.stroke(Path(ellipseIn: CGRect(x: -1e300, y: 0, width: 1e300, height: 5)), color: black, style: StrokeStyle(lineWidth: 1))),
        ])
        let image = try DecodedPNG(PNGRenderer().render(list))
        XCTAssertEqual(image.alpha(5, 5), 255)
    }

    func testZeroAndNegativeCanvasSizesThrow() {
        for size in [CGSize.zero, CGSize(width: 10, height: 0), CGSize(width: -10, height: 10), CGSize(width: CGFloat.nan, height: 10)] {
            XCTAssertThrowsError(try PNGRenderer().render(DisplayList(size: size))) { error in
                guard case PNGRenderer.Error.emptyCanvas = error else { return XCTFail("\(error)") }
            }
        }
    }

    func testUnusableScalesThrow() {
        for scale in [0, -1, CGFloat.nan, .infinity] {
            XCTAssertThrowsError(try PNGRenderer(scale: scale).render(DisplayList(size: CGSize(width: 10, height: 10)))) { error in
                guard case PNGRenderer.Error.invalidScale = error else { return XCTFail("\(error)") }
            }
        }
    }

    func testHugeCanvasesAreRefusedWithAClearError() {
        XCTAssertThrowsError(try PNGRenderer().render(DisplayList(size: CGSize(width: 1_000_000, height: 1_000_000)))) { error in
            XCTAssertEqual(error as? PNGRenderer.Error, .canvasTooLarge(width: 1_000_000, height: 1_000_000, limit: PNGRenderer.defaultMaximumPixelCount))
            XCTAssertEqual("\(error)", "the image would be 1000000×1000000 pixels, more than the limit of 16777216")
        }
        XCTAssertThrowsError(try PNGRenderer().render(DisplayList(size: CGSize(width: CGFloat.infinity, height: 1))))
        XCTAssertThrowsError(try PNGRenderer(scale: 3, maximumPixelCount: 100).render(DisplayList(size: CGSize(width: 4, height: 4))))
        XCTAssertNoThrow(try PNGRenderer(scale: 2.5, maximumPixelCount: 100).render(DisplayList(size: CGSize(width: 4, height: 4))))
    }

    func testFractionalCanvasRoundsUp() throws {
        XCTAssertEqual(try PNGRenderer().pixelSize(of: CGSize(width: 10.2, height: 0.5)).width, 11)
        XCTAssertEqual(try PNGRenderer().pixelSize(of: CGSize(width: 10.2, height: 0.5)).height, 1)
        XCTAssertEqual(try PNGRenderer(scale: 3).pixelSize(of: CGSize(width: 10.0 / 3, height: 1)).width, 10)
    }

    func testViewsWithNonFiniteFramesStillRender() throws {
        let view = Color.red.frame(width: .nan, height: 10)
        let list = LayoutSnapshot(of: view, in: CGSize(width: 20, height: 10)).displayList
        XCTAssertNoThrow(try PNGRenderer().render(list))
        XCTAssertFalse(SVGRenderer().render(list).contains("nan"))
    }
}
