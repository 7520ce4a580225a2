import XCTest
@testable import Arrange

/// Expected values follow SwiftUI's `Angle` docs: the value is stored in
/// radians, and degrees = radians × 180 / π.
final class AngleTests: XCTestCase {
    func testInitializers() {
        XCTAssertEqual(Angle().radians, 0)
        XCTAssertEqual(Angle.zero.radians, 0)
        XCTAssertEqual(Angle(radians: 1.25).radians, 1.25)
        XCTAssertEqual(Angle.radians(1.25), Angle(radians: 1.25))
        // 180° = π radians.
        XCTAssertEqual(Angle(degrees: 180).radians, .pi, accuracy: 1e-12)
        XCTAssertEqual(Angle.degrees(90).radians, .pi / 2, accuracy: 1e-12)
    }

    func testDegreesGetAndSet() {
        // π/2 radians = 90°.
        XCTAssertEqual(Angle(radians: .pi / 2).degrees, 90, accuracy: 1e-12)
        var angle = Angle()
        angle.degrees = 45
        XCTAssertEqual(angle.radians, .pi / 4, accuracy: 1e-12)
        XCTAssertEqual(angle.degrees, 45, accuracy: 1e-12)
    }

    func testComparable() {
        XCTAssertLessThan(Angle.degrees(10), Angle.degrees(20))
        XCTAssertGreaterThan(Angle.radians(1), Angle.radians(-1))
        XCTAssertEqual([Angle.radians(3), .radians(1), .radians(2)].sorted(),
                       [.radians(1), .radians(2), .radians(3)])
    }

    func testArithmetic() {
        XCTAssertEqual(Angle.radians(1) + .radians(2), .radians(3))
        XCTAssertEqual(Angle.radians(1) - .radians(3), .radians(-2))
        XCTAssertEqual(Angle.radians(1.5) * 2, .radians(3))
        XCTAssertEqual(-Angle.radians(2), .radians(-2))
        var angle = Angle.radians(1)
        angle += .radians(1)
        XCTAssertEqual(angle, .radians(2))
        angle -= .radians(0.5)
        XCTAssertEqual(angle, .radians(1.5))
    }

    func testHashableAndCodable() throws {
        XCTAssertEqual(Set([Angle.radians(1), .radians(1), .radians(2)]).count, 2)
        let data = try JSONEncoder().encode(Angle.radians(0.5))
        XCTAssertEqual(try JSONDecoder().decode(Angle.self, from: data), .radians(0.5))
    }
}
