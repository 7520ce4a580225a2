import XCTest
@testable import Arrange

/// Expected coordinates follow SwiftUI's `UnitPoint` docs: (0, 0) is the
/// top-leading corner, (1, 1) the bottom-trailing corner, and edge points are
/// centred along their edge (e.g. `leading` is "centered vertically on the
/// leading edge").
final class UnitPointTests: XCTestCase {
    func testInitializers() {
        XCTAssertEqual(UnitPoint(), UnitPoint(x: 0, y: 0))
        let p = UnitPoint(x: 0.25, y: 0.75)
        XCTAssertEqual(p.x, 0.25)
        XCTAssertEqual(p.y, 0.75)
    }

    func testStaticPoints() {
        let expected: [(UnitPoint, CGFloat, CGFloat)] = [
            (.zero, 0, 0),
            (.center, 0.5, 0.5),
            (.leading, 0, 0.5),
            (.trailing, 1, 0.5),
            (.top, 0.5, 0),
            (.bottom, 0.5, 1),
            (.topLeading, 0, 0),
            (.topTrailing, 1, 0),
            (.bottomLeading, 0, 1),
            (.bottomTrailing, 1, 1),
        ]
        for (point, x, y) in expected {
            XCTAssertEqual(point.x, x)
            XCTAssertEqual(point.y, y)
        }
    }

    func testHashable() {
        XCTAssertEqual(UnitPoint.zero, UnitPoint.topLeading)
        XCTAssertNotEqual(UnitPoint.top, UnitPoint.leading)
        XCTAssertEqual(Set([UnitPoint.zero, .topLeading, .center]).count, 2)
    }
}
