import XCTest
@testable import Arrange
@testable import ArrangeRendering

/// Colours and semantic shape styles as the SVG renderer writes them.
final class ShapeStyleRenderingTests: XCTestCase {
    /// `.blue.gradient` is a vertical linear gradient (Apple's `AnyGradient`: start (0.5, 0), end
    /// (0.5, 1)) from systemBlue with 20 % white mixed in — (0.2, 0.58275, 1) = #3395FF — to
    /// systemBlue #007AFF (Docs/Differences.md, "Colours and shape styles").
    func testColorGradientInSVG() {
        let svg = SVGRenderer().render(displayList(Rectangle().fill(.blue.gradient), width: 20, height: 40))
        XCTAssertTrue(svg.contains("<linearGradient id=\"gradient1\" gradientUnits=\"userSpaceOnUse\" x1=\"10\" y1=\"0\" x2=\"10\" y2=\"40\">"
                                   + "<stop offset=\"0\" stop-color=\"#3395FF\"/><stop offset=\"1\" stop-color=\"#007AFF\"/></linearGradient>"), svg)
    }

    /// The secondary level under `foregroundStyle(.red)` is system red (#FF3B30) at 60 %, and
    /// `.separator` is #3C3C43 at 29 % (UIKit's `separator`).
    func testSemanticStylesInSVG() {
        let view = VStack(spacing: 0) {
            Rectangle().fill(.secondary).frame(width: 20, height: 10)
            Rectangle().fill(.separator).frame(width: 20, height: 10)
        }
        .foregroundStyle(.red)
        let svg = SVGRenderer().render(displayList(view, width: 20, height: 20))
        XCTAssertTrue(svg.contains("<path d=\"M0 0H20V10H0Z\" fill=\"#FF3B30\" fill-opacity=\"0.6\"/>"), svg)
        XCTAssertTrue(svg.contains("<path d=\"M0 10H20V20H0Z\" fill=\"#3C3C43\" fill-opacity=\"0.29\"/>"), svg)
    }
}
