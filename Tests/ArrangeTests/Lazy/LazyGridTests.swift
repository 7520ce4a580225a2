import XCTest
@testable import Arrange

/// `LazyVGrid` and `LazyHGrid`. Column resolution follows objc.io, "SwiftUI's Grid Views"
/// (2020-11-23, quizzes measured on SwiftUI) and mo4tech, "Predict LazyVGrid layout" (flexible,
/// adaptive and the two passes); Apple's `GridItem.Size.flexible` documentation ("the size of the
/// grid with spacing and inflexible items removed, divided by the number of flexible items,
/// clamped to the provided bounds"). Default spacing 8 between items and rows.
final class LazyGridTests: XCTestCase {
    private func cells(_ count: Int, height: CGFloat = 20) -> some View {
        ForEach(0..<count) { Color.red.frame(height: height).id($0) }
    }

    /// objc.io quiz #1: [fixed(70), adaptive(minimum: 40)] in 200: 200 − 70 − 8 = 122 for the
    /// adaptive item; ⌊(122 + 8) / (40 + 8)⌋ = 2 columns of (122 − 8) / 2 = 57, at x = 78 and
    /// 78 + 57 + 8 = 143.
    func testFixedAndAdaptiveColumns() {
        let view = LazyVGrid(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) { cells(3) }.id("grid")
        let snapshot = LayoutSnapshot(of: view, proposal: .p(200, nil))
        assertFrame(snapshot.frame(of: "grid"), 0, 0, 200, 20)
        assertFrame(snapshot.frame(of: 0), 0, 0, 70, 20)
        assertFrame(snapshot.frame(of: 1), 78, 0, 57, 20)
        assertFrame(snapshot.frame(of: 2), 143, 0, 57, 20)
    }

    /// objc.io quiz #2 (a 52-point item in an adaptive(minimum: 70) column of a 200-point grid
    /// beside a flexible(minimum: 140) one), by the in-order rule: 200 − 8 (default spacing) = 192
    /// for two sharing items; the flexible item is offered 192 / 2 = 96, raised to its minimum
    /// 140; the adaptive item is offered the remaining 192 − 140 = 52 for the one item left:
    /// ⌊(52 + 8) / (70 + 8)⌋ = 0, so one column, of the whole 52 (the minimum only counts the
    /// columns). 140 + 8 + 52 = 200, so placement's second pass from 200 gives the same.
    func testAdaptiveItemBelowItsMinimumTakesTheRemainder() {
        let view = LazyVGrid(columns: [GridItem(.flexible(minimum: 140)), GridItem(.adaptive(minimum: 70))]) { cells(2) }.id("grid")
        let snapshot = LayoutSnapshot(of: view, proposal: .p(200, nil))
        assertFrame(snapshot.frame(of: "grid"), 0, 0, 200, 20)
        assertFrame(snapshot.frame(of: 0), 0, 0, 140, 20)
        assertFrame(snapshot.frame(of: 1), 148, 0, 52, 20)
    }

    /// The tracks themselves: an adaptive item offered less than its minimum makes one track of
    /// the offer (objc.io quiz #2's rule), capped by its maximum: adaptive(minimum: 70) alone in
    /// 52 is one track of 52; adaptive(minimum: 70, maximum: 40) in 52 is one of 40.
    func testAdaptiveTrackIsNotRaisedToItsMinimum() {
        let tracks = LazyGridTracks([GridItem(.adaptive(minimum: 70))], length: 52)
        XCTAssertEqual(tracks.tracks.map(\.length), [52])
        XCTAssertEqual(tracks.total, 52)
        let capped = LazyGridTracks([GridItem(.adaptive(minimum: 30, maximum: 40))], length: 52)
        XCTAssertEqual(capped.tracks.map(\.length), [40])
    }

    /// Three flexible columns in 320 with spacing 8: (320 − 16) / 3 = 101.33 each; the fourth
    /// cell starts the second row at y = 20 + 8 = 28.
    func testFlexibleColumnsShareEqually() {
        let view = LazyVGrid(columns: Array(repeating: GridItem(), count: 3)) { cells(4) }.id("grid")
        let snapshot = LayoutSnapshot(of: view, proposal: .p(320, nil))
        let width: CGFloat = 304 / 3
        assertFrame(snapshot.frame(of: "grid"), 0, 0, 320, 48)
        assertFrame(snapshot.frame(of: 1), width + 8, 0, width, 20)
        assertFrame(snapshot.frame(of: 2), 2 * (width + 8), 0, width, 20)
        assertFrame(snapshot.frame(of: 3), 0, 28, width, 20)
    }

    /// A clamped flexible item leaves the rest to the next: [flexible(maximum: 50), flexible()]
    /// in 300: (300 − 8) / 2 = 146 clamped to 50; the second gets 300 − 8 − 50 = 242.
    func testClampedFlexibleItemRedistributes() {
        let view = LazyVGrid(columns: [GridItem(.flexible(maximum: 50)), GridItem(.flexible())]) { cells(2) }.id("grid")
        let snapshot = LayoutSnapshot(of: view, proposal: .p(300, nil))
        assertFrame(snapshot.frame(of: 0), 0, 0, 50, 20)
        assertFrame(snapshot.frame(of: 1), 58, 0, 242, 20)
        assertFrame(snapshot.frame(of: "grid"), 0, 0, 300, 20)
    }

    /// mo4tech's two passes: [flexible(minimum: 100), flexible(minimum: 180)] proposed 300.
    /// Sizing: 292 / 2 = 146, then the remaining 146 raised to 180: the grid is
    /// 146 + 8 + 180 = 334 wide. Placement starts again from 334: (334 − 8) / 2 = 163, then 163
    /// raised to 180, at x = 171 (the columns overflow the grid, as reported).
    func testMinimumClampingAndTheSecondPass() {
        let view = LazyVGrid(columns: [GridItem(.flexible(minimum: 100)), GridItem(.flexible(minimum: 180))]) { cells(2) }.id("grid")
        let snapshot = LayoutSnapshot(of: view, proposal: .p(300, nil))
        assertFrame(snapshot.frame(of: "grid"), 0, 0, 334, 20)
        assertFrame(snapshot.frame(of: 0), 0, 0, 163, 20)
        assertFrame(snapshot.frame(of: 1), 171, 0, 180, 20)
    }

    /// mo4tech: adaptive(minimum: 50, maximum: 100) in 300 fits ⌊308 / 58⌋ = 5 columns of
    /// (300 − 4 × 8) / 5 = 53.6. With maximum 52 they are clamped to 52: 5 × 52 + 4 × 8 = 292.
    func testAdaptiveColumns() {
        let view = LazyVGrid(columns: [GridItem(.adaptive(minimum: 50, maximum: 100))]) { cells(6) }.id("grid")
        let snapshot = LayoutSnapshot(of: view, proposal: .p(300, nil))
        assertFrame(snapshot.frame(of: 4), 4 * 61.6, 0, 53.6, 20)
        assertFrame(snapshot.frame(of: 5), 0, 28, 53.6, 20)
        let clamped = LazyVGrid(columns: [GridItem(.adaptive(minimum: 50, maximum: 52))]) { cells(5) }.id("grid")
        let clampedSnapshot = LayoutSnapshot(of: clamped, proposal: .p(300, nil))
        assertFrame(clampedSnapshot.frame(of: "grid"), 0, 0, 292, 20)
        assertFrame(clampedSnapshot.frame(of: 4), 4 * 60, 0, 52, 20)
    }

    /// An item's spacing is the distance to the next item (Apple: `GridItem.spacing`); the
    /// grid's spacing is between rows: [fixed(50, spacing: 20), fixed(50)] puts the second
    /// column at 70 and the grid is 120 wide; rows 12 apart put the second row at 20 + 12.
    func testItemAndRowSpacing() {
        let view = LazyVGrid(columns: [GridItem(.fixed(50), spacing: 20), GridItem(.fixed(50))], spacing: 12) { cells(3) }.id("grid")
        let snapshot = LayoutSnapshot(of: view, proposal: .p(300, nil))
        assertFrame(snapshot.frame(of: "grid"), 0, 0, 120, 52)
        assertFrame(snapshot.frame(of: 1), 70, 0, 50, 20)
        assertFrame(snapshot.frame(of: 2), 0, 32, 50, 20)
    }

    /// A row is as tall as its tallest cell (60); cells align in their cell: the item's
    /// alignment (.topLeading → (0, 0)), else the grid's horizontal alignment and centred
    /// vertically: `.leading` puts a 40 × 20 cell at (108, 20); the default `.center` at
    /// (108 + 30, 20).
    func testCellAlignment() {
        func grid(_ alignment: HorizontalAlignment) -> some View {
            LazyVGrid(columns: [GridItem(.fixed(100), alignment: .topLeading), GridItem(.fixed(100)), GridItem(.fixed(100))], alignment: alignment) {
                Color.red.frame(width: 40, height: 20).id("a")
                Color.red.frame(width: 40, height: 20).id("b")
                Color.red.frame(width: 40, height: 60).id("c")
            }
        }
        let leading = LayoutSnapshot(of: grid(.leading), proposal: .p(400, nil))
        assertFrame(leading.frame(of: "a"), 0, 0, 40, 20)
        assertFrame(leading.frame(of: "b"), 108, 20, 40, 20)
        assertFrame(leading.frame(of: "c"), 216, 0, 40, 60)
        let centred = LayoutSnapshot(of: grid(.center), proposal: .p(400, nil))
        assertFrame(centred.frame(of: "b"), 138, 20, 40, 20)
    }

    /// Without a proposed width, flexible items take their minimum: [flexible(minimum: 30),
    /// fixed(20)] is 30 + 8 + 20 = 58 wide.
    func testUnspecifiedWidthUsesMinimums() {
        let view = LazyVGrid(columns: [GridItem(.flexible(minimum: 30)), GridItem(.fixed(20))]) { cells(2) }.id("grid")
        assertFrame(LayoutSnapshot(of: view, proposal: .p(nil, nil)).frame(of: "grid"), 0, 0, 58, 20)
    }

    /// LazyHGrid: rows [fixed(30), fixed(40)] (at y = 0 and 38, 78 high) filled column by
    /// column, columns 10 apart; each cell is proposed its row's height and is as wide as its
    /// 20-wide content.
    func testLazyHGrid() {
        let view = LazyHGrid(rows: [GridItem(.fixed(30)), GridItem(.fixed(40))], spacing: 10) {
            ForEach(0..<3) { Color.red.frame(width: 20).id($0) }
        }.id("grid")
        let snapshot = LayoutSnapshot(of: view, proposal: .p(nil, 200))
        assertFrame(snapshot.frame(of: "grid"), 0, 0, 50, 78)
        assertFrame(snapshot.frame(of: 0), 0, 0, 20, 30)
        assertFrame(snapshot.frame(of: 1), 0, 38, 20, 40)
        assertFrame(snapshot.frame(of: 2), 30, 0, 20, 30)
    }

    /// Right to left, columns are mirrored: in a 108-wide grid of two 50-wide columns the first
    /// cell is at 108 − 50 = 58 and the second at 0.
    func testRightToLeftMirrorsColumns() {
        var environment = EnvironmentValues()
        environment.layoutDirection = .rightToLeft
        let view = LazyVGrid(columns: [GridItem(.fixed(50)), GridItem(.fixed(50))]) { cells(2) }
        let snapshot = LayoutSnapshot(of: view, proposal: .p(300, nil), environment: environment)
        assertFrame(snapshot.frame(of: 0), 58, 0, 50, 20)
        assertFrame(snapshot.frame(of: 1), 0, 0, 50, 20)
    }

    /// An empty grid is as wide as its columns and 0 high; a grid without columns has no cells,
    /// so its content is not placed.
    func testEmptyGrids() {
        let empty = LazyVGrid(columns: [GridItem(.fixed(50))]) { EmptyView() }.id("grid")
        assertFrame(LayoutSnapshot(of: empty, proposal: .p(300, nil)).frame(of: "grid"), 0, 0, 50, 0)
        let noColumns = LazyVGrid(columns: []) { cells(2) }.id("grid")
        let snapshot = LayoutSnapshot(of: noColumns, proposal: .p(300, nil))
        assertFrame(snapshot.frame(of: "grid"), 0, 0, 0, 0)
        XCTAssertNil(snapshot.frame(of: 0))
    }

    /// Bad grid items are repaired and reported once each: a negative or NaN fixed size becomes
    /// 0 and a flexible minimum above its maximum is used for both. [fixed(−10), flexible(100,
    /// 50), fixed(NaN)] in 300: columns 0, 100 and 0 at x = 0, 8 and 116; 116 wide.
    func testBadGridItemsAreRepairedAndReported() {
        let view = LazyVGrid(columns: [GridItem(.fixed(-10)), GridItem(.flexible(minimum: 100, maximum: 50)), GridItem(.fixed(.nan))]) { cells(3) }.id("grid")
        let snapshot = LayoutSnapshot(of: view, proposal: .p(300, nil))
        assertFrame(snapshot.frame(of: "grid"), 0, 0, 116, 20)
        assertFrame(snapshot.frame(of: 1), 8, 0, 100, 20)
        assertFrame(snapshot.frame(of: 2), 116, 0, 0, 20)
        let messages = snapshot.diagnostics.map(\.message)
        XCTAssertEqual(messages.filter { $0.contains("fixed size -10") }.count, 1, "\(messages)")
        XCTAssertEqual(messages.filter { $0.contains("fixed size nan") }.count, 1, "\(messages)")
        XCTAssertEqual(messages.filter { $0.contains("greater than its maximum") }.count, 1, "\(messages)")
        XCTAssertTrue(snapshot.diagnostics.allSatisfy { $0.source.contains("ArrangeLazyVGridLayout") })
    }

    /// An infinite row spacing is reported once and replaced by the default 8: the second row of
    /// a one-column grid is at 20 + 8 = 28.
    func testNonFiniteRowSpacingIsRepairedAndReported() {
        let view = LazyVGrid(columns: [GridItem(.fixed(50))], spacing: .infinity) { cells(2) }
        let snapshot = LayoutSnapshot(of: view, proposal: .p(300, nil))
        assertFrame(snapshot.frame(of: 1), 0, 28, 50, 20)
        XCTAssertEqual(snapshot.diagnostics.filter { $0.message.contains("spacing inf is not finite") }.count, 1, "\(snapshot.diagnostics)")
    }
}
