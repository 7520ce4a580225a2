import XCTest
@testable import Arrange
@testable import ArrangeRendering

/// Gradients, images and shadows in the terminal, where a cell holds one colour.
final class TerminalPaintTests: XCTestCase {
    /// A 16 × 16 square filled left to right from black to white is two cells of the gradient's
    /// colour at the square's centre: half way, 50 % grey.
    func testGradientFillsWithItsColourAtTheCentre() {
        let view = Rectangle().fill(LinearGradient(colors: [.black, .white], startPoint: .leading, endPoint: .trailing)).frame(width: 16, height: 16)
        let list = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 16, height: 16)).displayList
        let grid = TerminalRenderer().grid(list)
        for column in 0..<2 {
            let background = grid[column: column, row: 0].background
            XCTAssertEqual(background?.red ?? -1, 0.5, accuracy: 0.01)
            XCTAssertEqual(background?.blue ?? -1, 0.5, accuracy: 0.01)
        }
    }

    /// A shadow draws nothing of its own: the shape alone (two red cells, nothing beside them).
    func testShadowsAreLeftOut() {
        let view = Color.red.frame(width: 16, height: 16).shadow(color: .black, radius: 4, x: 16, y: 0).frame(width: 32, height: 16, alignment: .leading)
        let list = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 32, height: 16)).displayList
        let grid = TerminalRenderer().grid(list)
        XCTAssertNotNil(grid[column: 0, row: 0].background)
        XCTAssertNil(grid[column: 2, row: 0].background)
        XCTAssertNil(grid[column: 3, row: 0].background)
    }
}
