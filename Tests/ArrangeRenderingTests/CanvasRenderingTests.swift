import XCTest
import Arrange
import ArrangeRendering

/// A `Canvas`'s drawing through the SVG and PNG renderers: its items are ordinary display list
/// items (Docs/Differences.md, "Drawing and motion"), so each renderer draws them as it draws
/// shapes, with the canvas's origin as a transform and its frame as a clip.
final class CanvasRenderingTests: XCTestCase {
    /// A 20 × 20 canvas at (10, 10) of a 40 × 40 area fills a red square at (0, 0, 10, 10) of its
    /// own coordinates, and a blue one at (15, 15, 10, 10) that the canvas's clip cuts to 5 × 5.
    private var list: DisplayList {
        displayList(Canvas { context, _ in
            context.fill(Path(CGRect(x: 0, y: 0, width: 10, height: 10)), with: .color(Color(red: 1, green: 0, blue: 0)))
            context.fill(Path(CGRect(x: 15, y: 15, width: 10, height: 10)), with: .color(Color(red: 0, green: 0, blue: 1)))
        }.frame(width: 20, height: 20), width: 40, height: 40)
    }

    func testSVGDrawsTheCanvasInItsFrame() {
        let svg = SVGRenderer().render(list)
        XCTAssertTrue(svg.contains("<path d=\"M10 10H30V30H10Z\"/></clipPath>"), svg)
        XCTAssertTrue(svg.contains("<g transform=\"matrix(1 0 0 1 10 10)\">"), svg)
        XCTAssertTrue(svg.contains("<path d=\"M0 0H10V10H0Z\" fill=\"#FF0000\"/>"), svg)
        XCTAssertTrue(svg.contains("<path d=\"M15 15H25V25H15Z\" fill=\"#0000FF\"/>"), svg)
    }

    /// Pixels: the red square covers area pixels 10–19; the blue one 25–29 (its part inside the
    /// canvas); outside the canvas, at 32, nothing is drawn.
    func testPNGDrawsTheCanvasInItsFrame() throws {
        let png = try DecodedPNG(PNGRenderer().render(list))
        XCTAssertEqual(png[15, 15], [255, 0, 0, 255])
        XCTAssertEqual(png[27, 27], [0, 0, 255, 255])
        XCTAssertEqual(png[32, 32][3], 0)
        XCTAssertEqual(png[5, 5][3], 0)
    }
}
