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

    /// A filled shape covers the cells whose centres it contains (``TerminalRenderer``): for a
    /// circle of radius 80 centred in 160 × 160 points (20 × 10 cells of 8 × 16), the cells whose
    /// centre lies nearer the circle's centre than 80. Cells within a point of the outline are
    /// left out of the check: the outline is flattened to within a quarter of a point.
    func testAShapeCoversTheCellsWhoseCentresItContains() {
        let view = Circle().fill(Color.red).frame(width: 160, height: 160)
        let list = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 160, height: 160)).displayList
        let grid = TerminalRenderer().grid(list)
        var checked = 0
        for row in 0..<10 {
            for column in 0..<20 {
                let dx = (Double(column) + 0.5) * 8 - 80, dy = (Double(row) + 0.5) * 16 - 80
                let distance = (dx * dx + dy * dy).squareRoot()
                guard abs(distance - 80) > 1 else { continue }
                checked += 1
                XCTAssertEqual(grid[column: column, row: row].background != nil, distance < 80, "cell \(column), \(row)")
            }
        }
        XCTAssertGreaterThan(checked, 190)
    }
}
