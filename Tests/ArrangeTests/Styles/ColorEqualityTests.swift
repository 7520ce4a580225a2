import XCTest
@testable import Arrange

/// `Color` is `Hashable` (Apple's `Color` documentation lists the conformance). Two colours are
/// equal when they are the same colour description: a named colour equals itself and its copies,
/// not a colour made from the same components (in SwiftUI the system red is a named colour that
/// adapts to the appearance, which a component colour does not), and opacity keeps the name. A
/// name, a dark variant and an asset problem live in one shared object (`ColorExtras`, Docs/Engine.md,
/// "Cheap copies of colours"), which equality looks through.
final class ColorEqualityTests: XCTestCase {
    func testANamedColourEqualsItsCopiesAndNotItsComponents() {
        let copy = Color.red
        XCTAssertEqual(copy, Color.red)
        // systemRed's light components (255, 59, 48), without the name and the dark variant.
        let components = Color(red: 1, green: 59.0 / 255, blue: 48.0 / 255)
        XCTAssertNotEqual(components, Color.red)
        XCTAssertEqual(components, Color(red: 1, green: 59.0 / 255, blue: 48.0 / 255))
    }

    func testColoursMadeApartWithTheSameExtrasAreEqual() {
        // Two calls make two extras objects with the same name and dark variant.
        XCTAssertEqual(Color.red.opacity(0.5), Color.red.opacity(0.5))
        XCTAssertNotEqual(Color.red.opacity(0.5), Color.red.opacity(0.25))
        XCTAssertEqual(Color.red.opacity(0.5).description, "red.opacity(0.5)")
    }

    func testEqualColoursHashAlike() {
        let colours: Set<Color> = [Color.red.opacity(0.5), Color.red.opacity(0.5), .red, Color(white: 0.5), Color(white: 0.5)]
        XCTAssertEqual(colours.count, 3)
    }

    func testAColourWithoutExtrasCarriesNoObject() {
        // Components only: nothing to share, so nothing is allocated or retained on a copy.
        XCTAssertNil(Color(red: 0.2, green: 0.4, blue: 0.6).extras)
        XCTAssertNotNil(Color.red.extras)
        // The dark variant is systemRed's dark components (255, 69, 58).
        XCTAssertEqual(Color.red.dark, [1, 69.0 / 255, 58.0 / 255, 1])
    }
}
