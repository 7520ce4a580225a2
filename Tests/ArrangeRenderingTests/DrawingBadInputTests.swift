import XCTest
@testable import Arrange
@testable import ArrangeRendering

/// Bad arguments to drawing modifiers and gradients: defined output and a diagnostic, never a crash.
final class DrawingBadInputTests: XCTestCase {
    func testNaNOpacityDrawsNothingAndIsReported() throws {
        let view = Color.red.frame(width: 10, height: 10).opacity(.nan)
        let snapshot = LayoutSnapshot(of: view, in: CGSize(width: 10, height: 10))
        XCTAssertEqual(snapshot.displayList.items.first?.content, .pushOpacity(0))
        XCTAssertTrue(snapshot.diagnostics.contains { $0.message.contains("opacity is NaN") }, "\(snapshot.diagnostics)")
        let image = try DecodedPNG(PNGRenderer().render(snapshot.displayList))
        XCTAssertEqual(image[5, 5], [0, 0, 0, 0])
        // Out-of-range opacities are clamped.
        XCTAssertEqual(displayList(Color.red.opacity(2).frame(width: 1, height: 1).opacity(-1), width: 1, height: 1).items.first?.content, .pushOpacity(0))
    }

    func testNegativeShadowRadiusIsUnblurredAndReported() throws {
        let view = Color.red.frame(width: 10, height: 10).shadow(radius: -3)
        let snapshot = LayoutSnapshot(of: view, in: CGSize(width: 10, height: 10))
        XCTAssertTrue(snapshot.diagnostics.contains { $0.message.contains("shadow radius -3.0") }, "\(snapshot.diagnostics)")
        guard case .pushShadow(let shadow) = snapshot.displayList.items.first?.content else { return XCTFail() }
        XCTAssertEqual(shadow.radius, 0)
        XCTAssertNoThrow(try PNGRenderer().render(snapshot.displayList))
        XCTAssertTrue(SVGRenderer().render(snapshot.displayList).contains("stdDeviation=\"0\""))
        // A non-finite offset is dropped; a NaN zIndex sorts as 0; a NaN scale draws nothing.
        let odd = ZStack {
            Color.red.shadow(radius: 2, x: .infinity).zIndex(.nan)
            Color.blue.scaleEffect(.nan)
        }.frame(width: 10, height: 10)
        let oddSnapshot = LayoutSnapshot(of: odd, in: CGSize(width: 10, height: 10))
        XCTAssertEqual(oddSnapshot.diagnostics.count, 3, "\(oddSnapshot.diagnostics)")
        let image = try DecodedPNG(PNGRenderer().render(oddSnapshot.displayList))
        XCTAssertEqual(image[5, 5], [255, 59, 48, 255])
    }

    func testZeroSizeGradientsPaintTheLastStop() throws {
        let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
        let linear = LinearGradient(colors: [red, blue], startPoint: .center, endPoint: .center).frame(width: 10, height: 10)
        let radial = RadialGradient(colors: [red, blue], center: .center, startRadius: 5, endRadius: 5).frame(width: 10, height: 10)
        let angular = AngularGradient(colors: [red, blue], center: .center, startAngle: .degrees(.nan), endAngle: .zero).frame(width: 10, height: 10)
        for view in [AnyView(linear), AnyView(radial)] {
            let list = displayList(view, width: 10, height: 10)
            XCTAssertEqual(try DecodedPNG(PNGRenderer().render(list))[5, 5], [0, 0, 255, 255])
            XCTAssertTrue(SVGRenderer().render(list).contains("<path d=\"M0 0H10V10H0Z\" fill=\"#0000FF\"/>"))
        }
        XCTAssertNoThrow(try PNGRenderer().render(displayList(angular, width: 10, height: 10)))
        _ = SVGRenderer().render(displayList(angular, width: 10, height: 10))
        // A gradient in a zero-size frame, with no stops, or with NaN locations draws nothing harmful.
        let empty = LinearGradient(colors: [], startPoint: .leading, endPoint: .trailing).frame(width: 10, height: 10)
        XCTAssertEqual(displayList(empty, width: 10, height: 10).items, [])
        let nanStop = LinearGradient(stops: [.init(color: red, location: .nan), .init(color: blue, location: 2)], startPoint: .leading, endPoint: .trailing)
        guard case .fillGradient(_, let gradient, _) = displayList(nanStop.frame(width: 10, height: 10), width: 10, height: 10).items.first?.content else {
            return XCTFail()
        }
        XCTAssertEqual(gradient.stops, [.init(color: DisplayList.RGBA(blue), location: 1)])
        let flat = LinearGradient(colors: [red, blue], startPoint: .leading, endPoint: .trailing).frame(width: 0, height: 10)
        XCTAssertNoThrow(try PNGRenderer().render(displayList(HStack { flat; Color.clear.frame(width: 5, height: 5) }, width: 10, height: 10)))
    }
}
