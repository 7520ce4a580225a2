import XCTest
@testable import Arrange

/// A grid places the cells of its `GridRow`s in its columns (Docs/LayoutRules.md §10) also when
/// the engine refreshes the rows' layout caches during the pass: a lazy stack in a cell, inside a
/// scroll view along the stack's axis, makes the engine refresh the caches of the views between
/// it and the scroll view once the viewport is known. The grid hands each row its placement
/// through the row's cache (`GridRowLayout.Cache`), which a refresh keeps.
final class GridRowPlacementTests: XCTestCase {
    /// Two rows of two cells: columns 40 and 60 wide (their widest cells), rows 30 and 10 tall,
    /// 8 points apart; cells centred in their cell rectangles. Relative to cell a, whose 40 × 20
    /// frame holds the lazy stack: b is 48 + 25 = 73 to the right and 5 higher, c is 10 to the
    /// right (centred in the 40-wide column) and 33 lower (5 + 20 + 8), d 48 to the right.
    func testCellsSitInTheirColumnsWithALazyStackInACell() {
        MainActor.assumeIsolated {
            let view = ScrollView {
                Grid {
                    GridRow {
                        LazyVStack(spacing: 0) {
                            ForEach(0..<2, id: \.self) { _ in Color.red.frame(width: 40, height: 10) }
                        }
                        .frame(width: 40, height: 20).id("a")
                        Color.blue.frame(width: 10, height: 30).id("b")
                    }
                    GridRow {
                        Color.green.frame(width: 20, height: 10).id("c")
                        Color.yellow.frame(width: 60, height: 10).id("d")
                    }
                }
            }
            let snapshot = LayoutSnapshot(of: view, in: CGSize(width: 200, height: 300))
            guard let a = snapshot.frame(of: "a"), let b = snapshot.frame(of: "b"),
                  let c = snapshot.frame(of: "c"), let d = snapshot.frame(of: "d") else {
                return XCTFail("a cell has no frame")
            }
            XCTAssertEqual(a.size, CGSize(width: 40, height: 20))
            XCTAssertEqual(b.minX - a.minX, 73)
            XCTAssertEqual(b.minY - a.minY, -5)
            XCTAssertEqual(c.minX - a.minX, 10)
            XCTAssertEqual(c.minY - a.minY, 33)
            XCTAssertEqual(d.minX - a.minX, 48)
            XCTAssertEqual(d.minY - c.minY, 0)
        }
    }
}
