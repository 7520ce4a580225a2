import XCTest
@testable import Arrange

/// `AnyGradient.colorSpace(_:)`.
final class GradientColorSpaceTests: XCTestCase {
    /// `.perceptual` inserts seven Oklab-mixed stops per span: black to white's middle stop (at
    /// 0.5) is Oklab L 0.5, linear 0.125, sRGB 1.055 · 0.125^(1/2.4) − 0.055 = 0.38857.
    /// `.device` keeps the two stops.
    func testPerceptualGradientStops() {
        let gradient = AnyGradient(Gradient(colors: [Color(white: 0), Color(white: 1)]))
        guard case .fillGradient(_, let device, _) = firstItem(Rectangle().fill(gradient.colorSpace(.device)))?.content,
              case .fillGradient(_, let perceptual, _) = firstItem(Rectangle().fill(gradient.colorSpace(.perceptual)))?.content
        else { return XCTFail("no gradient") }
        XCTAssertEqual(device.stops.count, 2)
        XCTAssertEqual(perceptual.stops.map(\.location), (0...8).map { Double($0) / 8 })
        assertRGBA(perceptual.stops[4].color, (0.38857, 0.38857, 0.38857, 1), accuracy: 1e-4)
        assertRGBA(perceptual.stops[8].color, (1, 1, 1, 1))
    }

    /// Stops at one location (a hard edge) get no stops between them.
    func testHardEdgeKeepsTwoStops() {
        let stops = [Gradient.Stop(color: Color(white: 0), location: 0.5), Gradient.Stop(color: Color(white: 1), location: 0.5)]
        guard case .fillGradient(_, let drawn, _) = firstItem(Rectangle().fill(AnyGradient(Gradient(stops: stops)).colorSpace(.perceptual)))?.content
        else { return XCTFail("no gradient") }
        XCTAssertEqual(drawn.stops.map(\.location), [0.5, 0.5])
    }
}
