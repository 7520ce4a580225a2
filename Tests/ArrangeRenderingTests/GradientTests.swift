import XCTest
@testable import Arrange
@testable import ArrangeRendering

/// Gradients as shape styles and views: dumps, SVG elements and pixels that follow from geometry.
final class GradientTests: XCTestCase {
    private let pureRed = Color(red: 1, green: 0, blue: 0)
    private let pureBlue = Color(red: 0, green: 0, blue: 1)

    private func png<V: View>(_ view: V, width: CGFloat, height: CGFloat) throws -> DecodedPNG {
        try DecodedPNG(PNGRenderer(scale: 1).render(displayList(view, width: width, height: height)))
    }

    private func assertClose(_ pixel: [UInt8], _ expected: [Int], tolerance: Int = 2, file: StaticString = #filePath, line: UInt = #line) {
        let ok = zip(pixel, expected).allSatisfy { abs(Int($0) - $1) <= tolerance }
        XCTAssertTrue(ok, "\(pixel) is not \(expected) ±\(tolerance)", file: file, line: line)
    }

    func testGradientStopsFromColors() {
        XCTAssertEqual(Gradient(colors: [.red, .green, .blue]).stops.map(\.location), [0, 0.5, 1])
        XCTAssertEqual(Gradient(colors: [.red]).stops.map(\.location), [0])
        XCTAssertEqual(Gradient(colors: []).stops, [])
    }

    func testLinearGradientLeftToRight() throws {
        let gradient = LinearGradient(colors: [pureRed, pureBlue], startPoint: .leading, endPoint: .trailing)
        let view = Rectangle().fill(gradient).frame(width: 100, height: 10)
        let list = displayList(view, width: 100, height: 10)
        XCTAssertEqual(list.description, """
            DisplayList 100×10
            fill linear 0 5 → 100 5 [#FF0000@0, #0000FF@1] M0 0H100V10H0Z  Rectangle fill LinearGradient
            """)
        // Pixel x's centre is at x + 0.5: at x = 50 the mix is 50.5 % blue.
        let image = try png(view, width: 100, height: 10)
        assertClose(image[50, 5], [126, 0, 129, 255])
        assertClose(image[0, 5], [254, 0, 1, 255])
        assertClose(image[99, 5], [1, 0, 254, 255])
        let svg = SVGRenderer().render(list)
        XCTAssertTrue(svg.contains("<linearGradient id=\"gradient1\" gradientUnits=\"userSpaceOnUse\" x1=\"0\" y1=\"5\" x2=\"100\" y2=\"5\">"
                                   + "<stop offset=\"0\" stop-color=\"#FF0000\"/><stop offset=\"1\" stop-color=\"#0000FF\"/></linearGradient>"), svg)
        XCTAssertTrue(svg.contains("<path d=\"M0 0H100V10H0Z\" fill=\"url(#gradient1)\"/>"), svg)
    }

    func testGradientAsAViewAndAsForegroundStyle() throws {
        // Top to bottom with stops: red until 25 %, blue from 75 %.
        let stops = [Gradient.Stop(color: pureRed, location: 0.25), Gradient.Stop(color: pureBlue, location: 0.75)]
        let view = LinearGradient(stops: stops, startPoint: .top, endPoint: .bottom).frame(width: 10, height: 100)
        let image = try png(view, width: 10, height: 100)
        assertClose(image[5, 10], [255, 0, 0, 255])
        assertClose(image[5, 90], [0, 0, 255, 255])
        assertClose(image[5, 50], [127, 0, 128, 255])
        XCTAssertEqual(displayList(view, width: 10, height: 100).items.first?.source, "LinearGradient")
        // foregroundStyle fills shapes with the gradient.
        let circle = Circle().frame(width: 20, height: 20).foregroundStyle(LinearGradient(colors: [pureRed, pureBlue], startPoint: .top, endPoint: .bottom))
        guard case .fillGradient(_, let gradient, _) = displayList(circle, width: 20, height: 20).items.first?.content else {
            return XCTFail("no gradient fill")
        }
        XCTAssertEqual(gradient.kind, .linear(start: CGPoint(x: 10, y: 0), end: CGPoint(x: 10, y: 20)))
    }

    func testRadialGradient() throws {
        // White at the centre to blue at radius 50, in a 100×100 square.
        let view = RadialGradient(colors: [Color(red: 1, green: 1, blue: 1), pureBlue], center: .center, startRadius: 0, endRadius: 50)
            .frame(width: 100, height: 100)
        let image = try png(view, width: 100, height: 100)
        assertClose(image[50, 50], [253, 253, 255, 255], tolerance: 3)
        // Pixel (75, 50)'s centre is 25.5 from the centre (50, 50)... (75.5 − 50) / 50 = 0.51.
        assertClose(image[75, 50], [125, 125, 255, 255])
        assertClose(image[0, 0], [0, 0, 255, 255])       // beyond the end radius: the last colour
        let svg = SVGRenderer().render(displayList(view, width: 100, height: 100))
        XCTAssertTrue(svg.contains("<radialGradient id=\"gradient1\" gradientUnits=\"userSpaceOnUse\" cx=\"50\" cy=\"50\" r=\"50\">"), svg)
        // A start radius moves the first stop out: 25 of 50 is offset 0.5.
        let ring = RadialGradient(colors: [pureRed, pureBlue], center: .center, startRadius: 25, endRadius: 50).frame(width: 100, height: 100)
        XCTAssertTrue(SVGRenderer().render(displayList(ring, width: 100, height: 100)).contains("<stop offset=\"0.5\" stop-color=\"#FF0000\"/>"))
    }

    /// `EllipticalGradient` (Apple's documentation: the unit square in which centre and radii are
    /// defined is stretched to fill the frame): in a 200 × 100 frame the default end radius 0.5
    /// reaches the left and right edges 100 points from the centre and the top and bottom 50.
    func testEllipticalGradientStretchesTheUnitSquare() throws {
        let view = EllipticalGradient(colors: [Color(red: 1, green: 1, blue: 1), pureBlue]).frame(width: 200, height: 100)
        let list = displayList(view, width: 200, height: 100)
        let gradient = try XCTUnwrap(list.description.range(of: "elliptical 0 0 200×100 at 0.5,0.5 r 0 → 0.5"), list.description)
        _ = gradient
        let image = try png(view, width: 200, height: 100)
        assertClose(image[100, 50], [253, 253, 255, 255], tolerance: 3)
        // Pixel (150, 50)'s centre: u = 150.5 / 200 − 0.5 = 0.2525, v = 0.005; distance 0.2525
        // of 0.5 is 0.505 of the way: 255 × 0.495 ≈ 126.
        assertClose(image[150, 50], [126, 126, 255, 255], tolerance: 3)
        // Pixel (100, 75): v = 75.5 / 100 − 0.5 = 0.255 (u 0.0025), 0.51 of the way: 125 —
        // the same colour half as far from the centre as along x.
        assertClose(image[100, 75], [125, 125, 255, 255], tolerance: 3)
        assertClose(image[0, 0], [0, 0, 255, 255])
        let svg = SVGRenderer().render(list)
        XCTAssertTrue(svg.contains("cx=\"0.5\" cy=\"0.5\" r=\"0.5\" gradientTransform=\"matrix(200 0 0 100 0 0)\""), svg)
    }

    /// The `ShapeStyle` members give the same gradient (Apple's `ellipticalGradient(_:center:startRadiusFraction:endRadiusFraction:)`).
    func testEllipticalGradientShapeStyleMember() {
        let member = Rectangle().fill(.ellipticalGradient(colors: [pureRed, pureBlue], startRadiusFraction: 0.25)).frame(width: 40, height: 20)
        let list = displayList(member, width: 40, height: 20)
        XCTAssertTrue(list.description.contains("elliptical 0 0 40×20 at 0.5,0.5 r 0.25 → 0.5"), list.description)
    }

    func testAngularGradient() throws {
        // A full turn from red at 0° (pointing right) to blue: clockwise on screen, so straight
        // down (90°) is a quarter of the way and straight left (180°) half.
        let view = AngularGradient(colors: [pureRed, pureBlue], center: .center).frame(width: 100, height: 100)
        let list = displayList(view, width: 100, height: 100)
        XCTAssertTrue(list.description.contains("angular 50 50 0° → 360°"), list.description)
        let image = try png(view, width: 100, height: 100)
        assertClose(image[50, 90], [191, 0, 64, 255], tolerance: 4)
        assertClose(image[10, 50], [128, 0, 127, 255], tolerance: 4)
        // In SVG, 360 wedges clipped to the path, the first red.
        let svg = SVGRenderer().render(list)
        XCTAssertEqual(svg.components(separatedBy: "<path d=\"M50 50").count - 1, 360)
        XCTAssertTrue(svg.contains("<clipPath id=\"gradient1\"><path d=\"M0 0H100V100H0Z\"/></clipPath>"), svg)
        // A partial sweep from 0° to 90°: beyond it, the last colour.
        let quarter = AngularGradient(colors: [pureRed, pureBlue], center: .center, startAngle: .zero, endAngle: .degrees(90))
        let pixels = try png(quarter.frame(width: 100, height: 100), width: 100, height: 100)
        assertClose(pixels[10, 50], [0, 0, 255, 255])
    }

    func testGradientColorInterpolation() {
        let gradient = DisplayList.Gradient(kind: .linear(start: .zero, end: CGPoint(x: 10, y: 0)), stops: [
            .init(color: DisplayList.RGBA(red: 1, green: 0, blue: 0), location: 0),
            .init(color: DisplayList.RGBA(red: 0, green: 1, blue: 0, opacity: 0), location: 1),
        ])
        let middle = gradient.color(at: CGPoint(x: 5, y: 3))
        XCTAssertEqual(middle.red, 0.5, accuracy: 1e-9)
        XCTAssertEqual(middle.green, 0.5, accuracy: 1e-9)
        XCTAssertEqual(middle.opacity, 0.5, accuracy: 1e-9)
        XCTAssertEqual(gradient.color(at: CGPoint(x: -5, y: 0)), DisplayList.RGBA(red: 1, green: 0, blue: 0))
    }
}
