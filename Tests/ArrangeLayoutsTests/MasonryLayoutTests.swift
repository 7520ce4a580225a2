// MasonryLayout: expected frames from the column arithmetic in the comments.
import XCTest
import Arrange
import ArrangeLayouts

/// A tile as wide as it is proposed and `height` high: a fixed frame with only a height passes the
/// proposed width to the colour, which takes it (an unspecified width gives the colour's 10).
private func tile(_ id: String, _ height: CGFloat) -> some View {
    Color.green.frame(height: height).id(id)
}

final class MasonryLayoutTests: XCTestCase {
    // 2 columns, width 100, default spacing 8: column width (100 − 8)/2 = 46; columns at x 0 and
    // 46 + 8 = 54. Heights 50, 30, 20, 40, each in the shortest column (ties → leftmost):
    // t0 → col 0 (0 = 0, leftmost), y 0, bottoms [50, 0]; t1 → col 1, y 0, bottoms [50, 30];
    // t2 → col 1 (30 < 50), y 30 + 8 = 38, bottoms [50, 58]; t3 → col 0 (50 < 58), y 50 + 8 = 58,
    // bottoms [98, 58]. Size 46·2 + 8 = 100 by max(98, 58) = 98.
    func testShortestColumnPlacement() {
        let s = LayoutSnapshot(of: MasonryLayout {
            tile("t0", 50); tile("t1", 30); tile("t2", 20); tile("t3", 40)
        }, proposal: .p(100, nil))
        assertSize(s.size, 100, 98)
        assertFrame(s.frame(of: "t0"), 0, 0, 46, 50)
        assertFrame(s.frame(of: "t1"), 54, 0, 46, 30)
        assertFrame(s.frame(of: "t2"), 54, 38, 46, 20)
        assertFrame(s.frame(of: "t3"), 0, 58, 46, 40)
    }

    // 3 columns, spacing 10, width 320: column width (320 − 2·10)/3 = 100; columns at 0, 110, 220.
    // Heights 10, 20, 30, 5, 5: t0..t2 fill columns 0..2 (bottoms [10, 20, 30]); t3 → col 0, y 10 + 10
    // = 20, bottoms [25, 20, 30]; t4 → col 1 (20 is lowest), y 20 + 10 = 30, bottoms [25, 35, 30].
    // Size 320 by 35. The proposed height (1) is ignored.
    func testThreeColumnsExplicitSpacing() {
        let s = LayoutSnapshot(of: MasonryLayout(columns: 3, spacing: 10) {
            tile("t0", 10); tile("t1", 20); tile("t2", 30); tile("t3", 5); tile("t4", 5)
        }, proposal: .p(320, 1))
        assertSize(s.size, 320, 35)
        assertFrame(s.frame(of: "t2"), 220, 0, 100, 30)
        assertFrame(s.frame(of: "t3"), 0, 20, 100, 5)
        assertFrame(s.frame(of: "t4"), 110, 30, 100, 5)
    }

    // Unspecified width: the columns are as wide as the widest ideal width. Rigid items 30×10,
    // 50×20, 40×10 → column width 50, 2 columns: 50·2 + 8 = 108 wide. i0 → col 0 y 0; i1 → col 1
    // y 0; i2 → col 0 (10 < 20), y 10 + 8 = 18; height max(28, 20) = 28. Items narrower than the
    // column are centred in it: i0 x (50 − 30)/2 = 10, i1 at 58, i2 x (50 − 40)/2 = 5.
    func testIdealWidthUsesTheWidestItem() {
        let s = LayoutSnapshot(of: MasonryLayout {
            item("i0", 30, 10); item("i1", 50, 20); item("i2", 40, 10)
        }, proposal: .unspecified)
        assertSize(s.size, 108, 28)
        assertFrame(s.frame(of: "i0"), 10, 0, 30, 10)
        assertFrame(s.frame(of: "i1"), 58, 0, 50, 20)
        assertFrame(s.frame(of: "i2"), 5, 18, 40, 10)
    }

    // An infinite width is treated as unspecified: the same 108 × 28.
    func testInfiniteWidthIsIdeal() {
        let s = LayoutSnapshot(of: MasonryLayout {
            item("i0", 30, 10); item("i1", 50, 20); item("i2", 40, 10)
        }, proposal: .p(.infinity, nil))
        assertSize(s.size, 108, 28)
    }

    // Width 0: column width max(0, (0 − 8)/2) = 0; tiles proposed (0, nil) are 0 wide; the layout
    // is 0·2 + 8 = 8 wide (the gap) by the tallest column: t0 (10) in col 0, t1 (10) in col 1 → 10.
    func testZeroWidth() {
        let s = LayoutSnapshot(of: MasonryLayout { tile("t0", 10); tile("t1", 10) }, proposal: .p(0, nil))
        assertSize(s.size, 8, 10)
        assertFrame(s.frame(of: "t1"), 8, 0, 0, 10)
    }

    // One column (and 0, treated as 1) is a vertical stack: width 100, tiles 20 and 30 at y 0 and
    // 20 + 8 = 28; height 58.
    func testSingleColumn() {
        for columns in [1, 0] {
            let s = LayoutSnapshot(of: MasonryLayout(columns: columns) { tile("a", 20); tile("b", 30) },
                                   proposal: .p(100, nil))
            assertSize(s.size, 100, 58, "columns \(columns)")
            assertFrame(s.frame(of: "b"), 0, 28, 100, 30, "columns \(columns)")
        }
    }

    // Default spacing within a column follows the views' preferences: 0 next to a Spacer. One
    // column, width 100: a (20 high) at 0; the Spacer (no stack orientation, proposed (100, nil):
    // max(100, 8) = 100 wide, max(nil → −∞, 8) = 8 high) at 20 + 0 = 20; b at 20 + 8 + 0 = 28;
    // height 28 + 20 = 48.
    func testSpacingNextToASpacerIsZero() {
        let s = LayoutSnapshot(of: MasonryLayout(columns: 1) { tile("a", 20); Spacer().id("s"); tile("b", 20) },
                               proposal: .p(100, nil))
        assertSize(s.size, 100, 48)
        assertFrame(s.frame(of: "s"), 0, 20, 100, 8)
        assertFrame(s.frame(of: "b"), 0, 28, 100, 20)
    }

    // Right to left: x' = 0 + 100 − maxX. From testShortestColumnPlacement: column 0 (0…46) → 54,
    // column 1 (54…100) → 0.
    func testRightToLeftPutsTheFirstColumnAtTheRight() {
        let s = LayoutSnapshot(of: MasonryLayout {
            tile("t0", 50); tile("t1", 30); tile("t2", 20); tile("t3", 40)
        }.environment(\.layoutDirection, .rightToLeft), proposal: .p(100, nil))
        assertFrame(s.frame(of: "t0"), 54, 0, 46, 50)
        assertFrame(s.frame(of: "t1"), 0, 0, 46, 30)
        assertFrame(s.frame(of: "t3"), 54, 58, 46, 40)
    }

    // No subviews: .zero for every proposal.
    func testEmptyIsZero() {
        for proposal in [ProposedViewSize.unspecified, .zero, .infinity, .p(100, 100)] {
            assertSize(LayoutSnapshot(of: MasonryLayout { EmptyView() }, proposal: proposal).size, 0, 0)
        }
    }

    // Hosted in 200 × 200: proposed 200 × 200, column width (200 − 8)/2 = 96; tiles 50 and 30 side by
    // side → 200 × 50, centred: origin (0, (200 − 50)/2 = 75); t1 at x 96 + 8 = 104.
    func testHostedUsesBoundsOrigin() {
        let s = LayoutSnapshot(of: MasonryLayout { tile("t0", 50); tile("t1", 30) }, in: CGSize(width: 200, height: 200))
        assertFrame(s.frame(of: "t0"), 0, 75, 96, 50)
        assertFrame(s.frame(of: "t1"), 104, 75, 96, 30)
    }

    // A tile's `frame(height:)` is a layout the engine measures (its width follows the proposal, so
    // its size is not constant). Each is measured once per distinct proposal: .unspecified by
    // makeCache (for the ideal width) and (46, nil) for the column; placement reuses the
    // arrangement and the same proposal. 1 call for the layout + 4 · 2 = 9.
    func testMeasureCalls() {
        let s = LayoutSnapshot(of: MasonryLayout {
            ForEach(0..<4, id: \.self) { i in tile("p\(i)", 10) }
        }, proposal: .p(100, nil))
        XCTAssertEqual(s.statistics.measureCalls, 9)
    }
}
