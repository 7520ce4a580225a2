import XCTest
@testable import Arrange

/// `Path.addArc` and `addRelativeArc`: expected points are arithmetic on the circle
/// (x = cx + r·cos θ, y = cy + r·sin θ) with Apple's documented direction rule for
/// `addArc(center:radius:startAngle:endAngle:clockwise:transform:)`: angles run from the positive
/// x-axis towards the positive y-axis, `clockwise: false` increases the angle (clockwise on a
/// y-down screen), `clockwise: true` decreases it.
final class PathArcTests: XCTestCase {
    private func assertPoint(_ point: CGPoint?, _ x: CGFloat, _ y: CGFloat, file: StaticString = #filePath, line: UInt = #line) {
        guard let point else { return XCTFail("no point", file: file, line: line) }
        XCTAssertEqual(point.x, x, accuracy: 1e-9, file: file, line: line)
        XCTAssertEqual(point.y, y, accuracy: 1e-9, file: file, line: line)
    }

    private func rectsEqual(_ a: CGRect, _ b: CGRect, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.minX, b.minX, accuracy: 1e-6, file: file, line: line)
        XCTAssertEqual(a.minY, b.minY, accuracy: 1e-6, file: file, line: line)
        XCTAssertEqual(a.width, b.width, accuracy: 1e-6, file: file, line: line)
        XCTAssertEqual(a.height, b.height, accuracy: 1e-6, file: file, line: line)
    }

    /// A quarter pie from 0° to 90°, not clockwise, centred at (50, 50) radius 50: the arc runs
    /// from (100, 50) down to (50, 100), so the slice is the bottom-right quarter of the circle's
    /// square: bounding box (50, 50, 50, 50); (75, 75) lies inside (distance 35.4 < 50 at 45°),
    /// (25, 25) and (75, 30) outside.
    func testQuarterPieDrawsBottomRightOnScreen() {
        var path = Path()
        path.move(to: CGPoint(x: 50, y: 50))
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        path.closeSubpath()
        guard case .line(let start) = path.elements[1] else { return XCTFail("a line joins the current point to the arc") }
        assertPoint(start, 100, 50)
        assertPoint(path.currentPoint, 50, 50) // after closing: the subpath's start
        guard case .curve(let end, _, _) = path.elements[2] else { return XCTFail("one cubic for a quarter turn") }
        assertPoint(end, 50, 100)
        rectsEqual(path.boundingRect, CGRect(x: 50, y: 50, width: 50, height: 50))
        XCTAssertTrue(path.contains(CGPoint(x: 75, y: 75)))
        XCTAssertFalse(path.contains(CGPoint(x: 25, y: 25)))
        XCTAssertFalse(path.contains(CGPoint(x: 75, y: 30)))
    }

    /// The same angles with `clockwise: true` decrease from 0° to −270°: three quarters of the
    /// circle through (50, 0) and (0, 50), so the box is the whole circle's and the
    /// bottom-right quarter is the part left out.
    func testClockwiseTrueGoesTheOtherWay() {
        var path = Path()
        path.move(to: CGPoint(x: 50, y: 50))
        path.addArc(center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .zero, endAngle: .degrees(90), clockwise: true)
        path.closeSubpath()
        XCTAssertEqual(path.elements.filter { if case .curve = $0 { return true } else { return false } }.count, 3)
        rectsEqual(path.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 100))
        XCTAssertFalse(path.contains(CGPoint(x: 75, y: 75)))
        XCTAssertTrue(path.contains(CGPoint(x: 25, y: 25)))
    }

    /// With no current point the arc starts a subpath at its first point; a sweep of 360° or more
    /// is a full circle (Core Graphics' rule), four quarter curves ending where it began.
    func testArcWithoutCurrentPointMovesAndFullTurn() {
        var path = Path()
        path.addArc(center: CGPoint(x: 10, y: 10), radius: 10, startAngle: .degrees(90), endAngle: .degrees(450), clockwise: false)
        guard case .move(let start) = path.elements.first else { return XCTFail("starts with a move") }
        assertPoint(start, 10, 20)
        XCTAssertEqual(path.elements.count, 5)
        assertPoint(path.currentPoint, 10, 20)
        rectsEqual(path.boundingRect, CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    /// `addRelativeArc` sweeps `delta` from the start: −90° from 0° ends at the top, (50, 0).
    func testRelativeArc() {
        var path = Path()
        path.addRelativeArc(center: CGPoint(x: 50, y: 50), radius: 50, startAngle: .zero, delta: .degrees(-90))
        assertPoint(path.currentPoint, 50, 0)
        rectsEqual(path.boundingRect, CGRect(x: 50, y: 0, width: 50, height: 50))
    }

    /// `addArc(tangent1End:tangent2End:radius:)` at a right-angled corner (0,0)→(100,0)→(100,100)
    /// with radius 20: the tangent points are 20 from the corner, (80, 0) and (100, 20), around
    /// the centre (80, 20) (Core Graphics' `addArc(tangent1End:tangent2End:radius:)`).
    func testTangentArcAtRightAngle() {
        var path = Path()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        guard case .line(let start) = path.elements[1] else { return XCTFail("a line to the first tangent point") }
        assertPoint(start, 80, 0)
        assertPoint(path.currentPoint, 100, 20)
        rectsEqual(path.boundingRect, CGRect(x: 0, y: 0, width: 100, height: 20))
        // The arc's midpoint lies on the circle, at 45° from the centre towards the corner.
        XCTAssertEqual(path.elements.count, 3)
        guard case .curve(_, let c1, let c2) = path.elements[2] else { return XCTFail("one curve") }
        let mid = CGPoint(x: (80 + 3 * c1.x + 3 * c2.x + 100) / 8, y: (0 + 3 * c1.y + 3 * c2.y + 20) / 8)
        XCTAssertEqual(hypot(mid.x - 80, mid.y - 20), 20, accuracy: 0.01)
    }

    /// Collinear tangents, a zero radius, or no current point give a line or a move to
    /// `tangent1End` (Core Graphics' degenerate cases); non-finite angles add nothing.
    func testDegenerateArcs() {
        var path = Path()
        path.addArc(tangent1End: CGPoint(x: 5, y: 5), tangent2End: CGPoint(x: 9, y: 9), radius: 3)
        XCTAssertEqual(path.elements, [.move(to: CGPoint(x: 5, y: 5))])
        path.addArc(tangent1End: CGPoint(x: 10, y: 10), tangent2End: CGPoint(x: 20, y: 20), radius: 3)
        XCTAssertEqual(path.elements.last, .line(to: CGPoint(x: 10, y: 10)))
        let count = path.elements.count
        path.addArc(center: .zero, radius: 5, startAngle: .radians(.nan), endAngle: .zero, clockwise: false)
        path.addRelativeArc(center: .zero, radius: 5, startAngle: .zero, delta: .radians(.infinity))
        XCTAssertEqual(path.elements.count, count)
    }

    /// The transform applies to the arc's points: an arc about (0, 0) moved by (10, 5) ends at
    /// (10, 5 + r) for 0°→90°.
    func testArcTransform() {
        var path = Path()
        path.addArc(center: .zero, radius: 4, startAngle: .zero, endAngle: .degrees(90), clockwise: false,
                    transform: CGAffineTransform(translationX: 10, y: 5))
        assertPoint(path.currentPoint, 10, 9)
    }
}
