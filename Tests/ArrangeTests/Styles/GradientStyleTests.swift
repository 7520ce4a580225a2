import XCTest
@testable import Arrange

/// `Color.gradient`, `AnyGradient` and the gradient static members of `ShapeStyle`.
final class GradientStyleTests: XCTestCase {
    /// Apple's `AnyGradient`: "draws a linear gradient with start-point [0.5, 0] and end-point
    /// [0.5, 1]" — in a 10×10 frame from (5, 0) to (5, 10).
    func testAnyGradientIsVertical() {
        let gradient = AnyGradient(Gradient(colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]))
        guard case .fillGradient(_, let drawn, _) = firstItem(Rectangle().fill(gradient))?.content else { return XCTFail("no gradient") }
        XCTAssertEqual(drawn.kind, .linear(start: CGPoint(x: 5, y: 0), end: CGPoint(x: 5, y: 10)))
        XCTAssertEqual(drawn.stops.map(\.location), [0, 1])
    }

    /// `.blue.gradient`: systemBlue (0 122 255) with 20 % white mixed in at the top
    /// (0.2, 0.8 · 122/255 + 0.2, 1) to systemBlue at the bottom (Docs/Differences.md).
    func testColorGradientStops() {
        guard case .fillGradient(_, let drawn, _) = firstItem(Rectangle().fill(.blue.gradient))?.content else { return XCTFail("no gradient") }
        XCTAssertEqual(drawn.kind, .linear(start: CGPoint(x: 5, y: 0), end: CGPoint(x: 5, y: 10)))
        XCTAssertEqual(drawn.stops.count, 2)
        assertRGBA(drawn.stops.first?.color, (0.2, 0.8 * 122 / 255 + 0.2, 1, 1), accuracy: 1e-12)
        assertRGBA(drawn.stops.last?.color, (0, 122 / 255, 1, 1))
        // In the dark appearance the gradient derives from dark systemBlue (10 132 255).
        let dark = Rectangle().fill(Color.blue.gradient).environment(\.colorScheme, .dark)
        guard case .fillGradient(_, let darkDrawn, _) = firstItem(dark)?.content else { return XCTFail("no gradient") }
        assertRGBA(darkDrawn.stops.last?.color, (10 / 255, 132 / 255, 1, 1))
        // A translucent colour keeps its opacity at both ends.
        guard case .fillGradient(_, let faded, _) = firstItem(Rectangle().fill(Color(red: 1, green: 0, blue: 0, opacity: 0.5).gradient))?.content
        else { return XCTFail("no gradient") }
        assertRGBA(faded.stops.first?.color, (1, 0.2, 0.2, 0.5), accuracy: 1e-12)
    }

    /// The static members build the same gradients as the initialisers.
    func testStaticMembersMatchInitialisers() {
        let colors = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]
        func list<S: ShapeStyle>(_ style: S) -> String {
            LayoutSnapshot(of: Rectangle().fill(style), in: CGSize(width: 10, height: 10)).displayList.description
        }
        XCTAssertEqual(list(.linearGradient(colors: colors, startPoint: .leading, endPoint: .trailing)),
                       list(LinearGradient(colors: colors, startPoint: .leading, endPoint: .trailing)))
        XCTAssertEqual(list(.linearGradient(Gradient(colors: colors), startPoint: .top, endPoint: .bottom)),
                       list(LinearGradient(colors: colors, startPoint: .top, endPoint: .bottom)))
        XCTAssertEqual(list(.radialGradient(colors: colors, center: .center, startRadius: 0, endRadius: 5)),
                       list(RadialGradient(colors: colors, center: .center, startRadius: 0, endRadius: 5)))
        XCTAssertEqual(list(.radialGradient(stops: [.init(color: colors[0], location: 0.5)], center: .center, startRadius: 0, endRadius: 5)),
                       list(RadialGradient(stops: [.init(color: colors[0], location: 0.5)], center: .center, startRadius: 0, endRadius: 5)))
        XCTAssertEqual(list(.angularGradient(colors: colors, center: .center, startAngle: .zero, endAngle: .degrees(90))),
                       list(AngularGradient(colors: colors, center: .center, startAngle: .zero, endAngle: .degrees(90))))
        // A conic gradient completes a full turn from its angle.
        XCTAssertEqual(list(.conicGradient(colors: colors, center: .center, angle: .degrees(45))),
                       list(AngularGradient(colors: colors, center: .center, startAngle: .degrees(45), endAngle: .degrees(405))))
    }
}
