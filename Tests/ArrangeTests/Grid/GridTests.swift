import XCTest
@testable import Arrange

/// `Grid` per Docs/LayoutRules.md §10 (Apple's documentation of `Grid`, `GridRow`, `gridCellColumns`,
/// `gridColumnAlignment`, `gridCellAnchor` and `gridCellUnsizedAxes`, plus the inferred sizing
/// rules written in Docs/Differences.md).
final class GridTests: XCTestCase {
    private func twoByTwo() -> some View {
        Grid {
            GridRow {
                Color.red.frame(width: 40, height: 20).id("a")
                Color.blue.frame(width: 10, height: 30).id("b")
            }
            GridRow {
                Color.green.frame(width: 20, height: 10).id("c")
                Color.yellow.frame(width: 60, height: 10).id("d")
            }
        }
    }

    /// Columns are as wide as their widest cell (40, 60) and rows as tall as their tallest (30,
    /// 10), with the default spacing of 8 between them: 40 + 8 + 60 = 108 by 30 + 8 + 10 = 48.
    /// Cells are centred in their cell rectangles (the default `.center` alignment).
    func testColumnsAndRowsFitTheirLargestCells() {
        for proposal in [ProposedViewSize.unspecified, ProposedViewSize(width: 200, height: 100)] {
            let snapshot = LayoutSnapshot(of: twoByTwo(), proposal: proposal)
            XCTAssertEqual(snapshot.size, CGSize(width: 108, height: 48))
            XCTAssertEqual(snapshot.frame(of: "a"), CGRect(x: 0, y: 5, width: 40, height: 20))
            XCTAssertEqual(snapshot.frame(of: "b"), CGRect(x: 48 + 25, y: 0, width: 10, height: 30))
            XCTAssertEqual(snapshot.frame(of: "c"), CGRect(x: 10, y: 38, width: 20, height: 10))
            XCTAssertEqual(snapshot.frame(of: "d"), CGRect(x: 48, y: 38, width: 60, height: 10))
        }
    }

    /// A flexible cell's column takes what the fixed columns leave: columns are sized least
    /// flexible first, each offered an equal share of what remains (Docs/LayoutRules.md §10, §4 step 3):
    /// the fixed column is offered 100 and takes 50, the flexible one is offered 150.
    func testFlexibleColumnTakesTheRemainingWidth() {
        let grid = Grid(horizontalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 50, height: 10).id("fixed")
                Color.blue.frame(height: 10).id("flexible")
            }
        }
        let snapshot = LayoutSnapshot(of: grid, proposal: ProposedViewSize(width: 200, height: 100))
        XCTAssertEqual(snapshot.frame(of: "fixed"), CGRect(x: 0, y: 0, width: 50, height: 10))
        XCTAssertEqual(snapshot.frame(of: "flexible"), CGRect(x: 50, y: 0, width: 150, height: 10))
        XCTAssertEqual(snapshot.size, CGSize(width: 200, height: 10))
    }

    private func dividerGrid(unsized: Bool) -> some View {
        Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 30, height: 10).id("a")
                Color.blue.frame(width: 50, height: 10).id("b")
            }
            if unsized {
                Divider().gridCellUnsizedAxes(.horizontal).id("divider")
            } else {
                Divider().id("divider")
            }
        }
    }

    /// A bare `Divider` row takes the width offered, 200, and the columns widen to match ("the
    /// grid fills the width, expanding all the other cells to match", Apple's documentation of
    /// `gridCellUnsizedAxes`): 80 → 200, 60 more per column (evenly, inferred), so 90 and 110.
    /// The divider is 1 point thick at display scale 1 (Docs/LayoutRules.md §6).
    func testDividerRowWidensTheColumns() {
        let snapshot = LayoutSnapshot(of: dividerGrid(unsized: false), proposal: ProposedViewSize(width: 200, height: 100))
        XCTAssertEqual(snapshot.size, CGSize(width: 200, height: 11))
        XCTAssertEqual(snapshot.frame(of: "a"), CGRect(x: 30, y: 0, width: 30, height: 10))
        XCTAssertEqual(snapshot.frame(of: "b"), CGRect(x: 90 + 30, y: 0, width: 50, height: 10))
        XCTAssertEqual(snapshot.frame(of: "divider"), CGRect(x: 0, y: 10, width: 200, height: 1))
    }

    /// With `gridCellUnsizedAxes(.horizontal)` the divider gets the width the columns define
    /// (30 + 50) and doesn't widen them (Apple's documentation).
    func testUnsizedDividerTakesTheColumnsWidth() {
        let snapshot = LayoutSnapshot(of: dividerGrid(unsized: true), proposal: ProposedViewSize(width: 200, height: 100))
        XCTAssertEqual(snapshot.size, CGSize(width: 80, height: 11))
        XCTAssertEqual(snapshot.frame(of: "a"), CGRect(x: 0, y: 0, width: 30, height: 10))
        XCTAssertEqual(snapshot.frame(of: "b"), CGRect(x: 30, y: 0, width: 50, height: 10))
        XCTAssertEqual(snapshot.frame(of: "divider"), CGRect(x: 0, y: 10, width: 80, height: 1))
    }

    /// A cell spanning two columns gets both columns and the spacing between them (40 + 10 + 40);
    /// a wider one widens them evenly (inferred): 130 needs 40 more, 20 per column.
    func testCellSpanningColumns() {
        func grid(_ spanWidth: CGFloat) -> some View {
            Grid(horizontalSpacing: 10, verticalSpacing: 0) {
                GridRow {
                    Color.red.frame(width: 40, height: 10).id("left")
                    Color.blue.frame(width: 40, height: 10).id("right")
                }
                GridRow {
                    Color.green.frame(width: spanWidth, height: 10).gridCellColumns(2).id("span")
                }
            }
        }
        let fits = LayoutSnapshot(of: grid(70), proposal: .unspecified)
        XCTAssertEqual(fits.size, CGSize(width: 90, height: 20))
        XCTAssertEqual(fits.frame(of: "span"), CGRect(x: 10, y: 10, width: 70, height: 10))
        let wide = LayoutSnapshot(of: grid(130), proposal: .unspecified)
        XCTAssertEqual(wide.size, CGSize(width: 130, height: 20))
        XCTAssertEqual(wide.frame(of: "left"), CGRect(x: 10, y: 0, width: 40, height: 10))
        XCTAssertEqual(wide.frame(of: "right"), CGRect(x: 70 + 10, y: 0, width: 40, height: 10))
    }

    /// `Grid(alignment: .leading)` aligns every cell to its cell's leading edge;
    /// `gridColumnAlignment(.trailing)` on any cell of a column overrides it for the whole column.
    func testGridAndColumnAlignment() {
        let grid = Grid(alignment: .leading, horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow {
                Color.red.frame(width: 10, height: 10).id("a")
                Color.blue.frame(width: 10, height: 10).gridColumnAlignment(.trailing).id("b")
            }
            GridRow {
                Color.green.frame(width: 30, height: 10).id("c")
                Color.yellow.frame(width: 30, height: 10).id("d")
            }
        }
        let snapshot = LayoutSnapshot(of: grid, proposal: .unspecified)
        XCTAssertEqual(snapshot.frame(of: "a")?.origin, CGPoint(x: 0, y: 0))
        XCTAssertEqual(snapshot.frame(of: "b")?.origin, CGPoint(x: 30 + 30 - 10, y: 0))
    }

    /// `GridRow(alignment: .top)` aligns its cells to the row's top; `gridCellAnchor` puts the
    /// cell's anchor point on the same unit point of its cell rectangle.
    func testRowAlignmentAndCellAnchor() {
        let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow(alignment: .top) {
                Color.red.frame(width: 20, height: 40).id("tall")
                Color.blue.frame(width: 20, height: 10).id("top")
                Color.green.frame(width: 20, height: 10).gridCellAnchor(.bottomTrailing).id("anchored")
            }
            GridRow {
                Color.clear.frame(width: 20, height: 10)
                Color.clear.frame(width: 20, height: 10)
                Color.clear.frame(width: 30, height: 10)
            }
        }
        let snapshot = LayoutSnapshot(of: grid, proposal: .unspecified)
        XCTAssertEqual(snapshot.frame(of: "top"), CGRect(x: 20, y: 0, width: 20, height: 10))
        // Column 2 is 30 wide, row 0 is 40 high: the bottom-trailing corner is (70, 40).
        XCTAssertEqual(snapshot.frame(of: "anchored"), CGRect(x: 50, y: 30, width: 20, height: 10))
    }

    /// Short rows leave their trailing cells empty; the column count is the longest row's.
    func testShortRowsLeaveTrailingCellsEmpty() {
        let grid = Grid(horizontalSpacing: 0, verticalSpacing: 0) {
            GridRow { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 20, height: 10); Color.green.frame(width: 30, height: 10) }
            GridRow { Color.yellow.frame(width: 10, height: 10).id("only") }
        }
        let snapshot = LayoutSnapshot(of: grid, proposal: .unspecified)
        XCTAssertEqual(snapshot.size, CGSize(width: 60, height: 20))
        XCTAssertEqual(snapshot.frame(of: "only"), CGRect(x: 0, y: 10, width: 10, height: 10))
    }

    /// `GridLayout` through `AnyLayout` gives exactly the `Grid`'s frames (Docs/LayoutRules.md §8).
    func testGridLayoutThroughAnyLayout() {
        let erased = AnyLayout(GridLayout()) {
            GridRow {
                Color.red.frame(width: 40, height: 20).id("a")
                Color.blue.frame(width: 10, height: 30).id("b")
            }
            GridRow {
                Color.green.frame(width: 20, height: 10).id("c")
                Color.yellow.frame(width: 60, height: 10).id("d")
            }
        }
        let direct = LayoutSnapshot(of: twoByTwo(), in: CGSize(width: 300, height: 300))
        let viaAny = LayoutSnapshot(of: erased, in: CGSize(width: 300, height: 300))
        for id in ["a", "b", "c", "d"] {
            XCTAssertEqual(direct.frame(of: id), viaAny.frame(of: id), id)
        }
    }

    /// The session's leaderboard, with colours standing in for the texts and progress bars (Text
    /// and ProgressView come with later issues): names leading, bars taking all remaining width,
    /// counts trailing, and a divider under each row that spans the grid without widening it.
    /// Proposed 300: names column 60, counts column 20, spacing 8 + 8, so the bars get 204; the
    /// dividers want 300, which the columns already fill.
    func testLeaderboardShape() {
        let pets = [("Cat", CGFloat(30), CGFloat(20)), ("Goldfish", 60, 10), ("Dog", 30, 20)]
        let grid = Grid(alignment: .leading) {
            ForEach(pets.indices, id: \.self) { index in
                GridRow {
                    Color.black.frame(width: pets[index].1, height: 20).id("name\(index)")
                    Color.blue.frame(height: 4).id("bar\(index)")
                    Color.black.frame(width: pets[index].2, height: 20).gridColumnAlignment(.trailing).id("count\(index)")
                }
                Divider().id("divider\(index)")
            }
        }
        let snapshot = LayoutSnapshot(of: grid, proposal: ProposedViewSize(width: 300, height: nil))
        XCTAssertEqual(snapshot.size.width, 300)
        XCTAssertEqual(snapshot.frame(of: "name1")?.minX, 0)
        XCTAssertEqual(snapshot.frame(of: "bar0")?.minX, 68)
        XCTAssertEqual(snapshot.frame(of: "bar0")?.width, 204)
        XCTAssertEqual(snapshot.frame(of: "count1")?.maxX, 300)
        XCTAssertEqual(snapshot.frame(of: "count0")?.minX, 280)
        XCTAssertEqual(snapshot.frame(of: "divider2")?.width, 300)
        // Rows: 20 high; each followed by a 1-point divider row; rows 8 apart: the second name is
        // at 20 + 8 + 1 + 8 = 37.
        XCTAssertEqual(snapshot.frame(of: "name1")?.minY, 37)
    }
}
