import XCTest
@testable import Arrange

/// Expected values follow SwiftUI's declarations (`Axis` is an `Int8` enum
/// declared `horizontal, vertical`) and the helper contract: horizontal maps
/// to width / x, vertical to height / y, and `other` is the perpendicular axis.
final class AxisTests: XCTestCase {
    func testAxisCases() {
        XCTAssertEqual(Axis.allCases, [.horizontal, .vertical])
        XCTAssertEqual(Axis.horizontal.other, .vertical)
        XCTAssertEqual(Axis.vertical.other, .horizontal)
    }

    func testAxisSet() {
        XCTAssertEqual(Axis.Set(.horizontal), .horizontal)
        XCTAssertEqual(Axis.Set(.vertical), .vertical)
        let both: Axis.Set = [.horizontal, .vertical]
        XCTAssertTrue(both.contains(.horizontal))
        XCTAssertTrue(both.contains(.vertical))
        XCTAssertFalse(Axis.Set.horizontal.contains(.vertical))
        XCTAssertTrue(Axis.Set().isEmpty)
    }

    func testSizeAxisSubscript() {
        var size = CGSize(width: 3, height: 7)
        XCTAssertEqual(size[.horizontal], 3)
        XCTAssertEqual(size[.vertical], 7)
        size[.horizontal] = 10
        size[.vertical] = 20
        XCTAssertEqual(size, CGSize(width: 10, height: 20))
    }

    func testSizeMajorMinorInit() {
        XCTAssertEqual(CGSize(.horizontal, major: 1, minor: 2), CGSize(width: 1, height: 2))
        XCTAssertEqual(CGSize(.vertical, major: 1, minor: 2), CGSize(width: 2, height: 1))
    }

    func testPointAxisSubscript() {
        var point = CGPoint(x: 3, y: 7)
        XCTAssertEqual(point[.horizontal], 3)
        XCTAssertEqual(point[.vertical], 7)
        point[.horizontal] = -1
        point[.vertical] = -2
        XCTAssertEqual(point, CGPoint(x: -1, y: -2))
    }

    func testPointMajorMinorInit() {
        XCTAssertEqual(CGPoint(.horizontal, major: 1, minor: 2), CGPoint(x: 1, y: 2))
        XCTAssertEqual(CGPoint(.vertical, major: 1, minor: 2), CGPoint(x: 2, y: 1))
    }
}
