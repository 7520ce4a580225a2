import XCTest
@testable import Arrange
@testable import ArrangeRendering

/// Arcs and curves drawn by the SVG and PNG renderers; expected values follow from the geometry.
final class ShapeRenderingTests: XCTestCase {
    /// A quarter pie, centre (10, 10) radius 10, 0°→90° not clockwise (Apple's `addArc` rule:
    /// towards positive y, so downwards on screen). The arc is one cubic whose control points lie
    /// k = 4/3·tan(22.5°) = 0.55228 radii along the tangents: (20, 15.523) and (15.523, 20).
    func testQuarterPieSVG() {
        let pie = Path { path in
            path.move(to: CGPoint(x: 10, y: 10))
            path.addArc(center: CGPoint(x: 10, y: 10), radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
            path.closeSubpath()
        }
        let svg = SVGRenderer().render(displayList(pie.fill(Color.red).frame(width: 20, height: 20), width: 20, height: 20))
        XCTAssertTrue(svg.contains("<path d=\"M10 10H20C20 15.523 15.523 20 10 20Z\" fill=\"#FF3B30\"/>"), svg)
    }

    /// The same pie in PNG: the bottom-right quarter is painted, the top-left is not.
    func testQuarterPiePNG() throws {
        let pie = Path { path in
            path.move(to: CGPoint(x: 10, y: 10))
            path.addArc(center: CGPoint(x: 10, y: 10), radius: 10, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
            path.closeSubpath()
        }
        let image = try DecodedPNG(PNGRenderer().render(displayList(pie.fill(Color.red).frame(width: 20, height: 20), width: 20, height: 20)))
        XCTAssertEqual(image.alpha(14, 14), 255)
        XCTAssertEqual(image.alpha(5, 5), 0)
        XCTAssertEqual(image.alpha(14, 5), 0)
    }

    /// Even-odd filling reaches the SVG as `fill-rule="evenodd"`.
    func testEvenOddFillSVG() {
        let rings = Path { path in
            path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
            path.addRect(CGRect(x: 2, y: 2, width: 6, height: 6))
        }
        let svg = SVGRenderer().render(displayList(rings.fill(Color.red, style: FillStyle(eoFill: true)).frame(width: 10, height: 10), width: 10, height: 10))
        XCTAssertTrue(svg.contains("evenodd"), svg)
    }
}
