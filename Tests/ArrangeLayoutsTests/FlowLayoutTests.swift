// FlowLayout: every expected number follows from the arithmetic in the comment above it.
// Rigid items are `Color.red.frame(width:height:)`: their size is the same for every proposal.
// Default spacing between plain views is 8 on both axes (ViewSpacing's default distance).
import XCTest
import Arrange
import ArrangeLayouts

final class FlowLayoutTests: XCTestCase {
    /// a 40×20, b 30×10, c 50×20.
    private func three() -> some View {
        Group { item("a", 40, 20); item("b", 30, 10); item("c", 50, 20) }
    }

    // MARK: - Proposals

    // nil width → one line: 40 + 8 + 30 + 8 + 50 = 136 wide, as tall as the tallest item, 20.
    // Items centred on the line (itemAlignment .center): ascent = max(h/2) = 10, so b (10 high)
    // sits at y = 10 − 5 = 5. x: a 0, b 40 + 8 = 48, c 48 + 30 + 8 = 86.
    func testUnspecifiedWidthPutsEverythingOnOneLine() {
        let s = LayoutSnapshot(of: FlowLayout { three() }, proposal: .unspecified)
        assertSize(s.size, 136, 20)
        assertFrame(s.frame(of: "a"), 0, 0, 40, 20)
        assertFrame(s.frame(of: "b"), 48, 5, 30, 10)
        assertFrame(s.frame(of: "c"), 86, 0, 50, 20)
    }

    // Infinite width → everything fits on one line, as for nil: 136 × 20.
    func testInfiniteWidthPutsEverythingOnOneLine() {
        let s = LayoutSnapshot(of: FlowLayout { three() }, proposal: .p(.infinity, .infinity))
        assertSize(s.size, 136, 20)
        assertFrame(s.frame(of: "c"), 86, 0, 50, 20)
    }

    // Width 0 → one item per line (each is wider than 0, so proposed (0, nil), which a rigid frame
    // ignores). Width = widest item = 50; height = 20 + 8 + 10 + 8 + 20 = 66.
    // Lines at y 0, 20 + 8 = 28, 28 + 10 + 8 = 46; leading alignment puts every item at x 0.
    func testZeroWidthPutsOneItemPerLine() {
        let s = LayoutSnapshot(of: FlowLayout { three() }, proposal: .p(0, nil))
        assertSize(s.size, 50, 66)
        assertFrame(s.frame(of: "a"), 0, 0, 40, 20)
        assertFrame(s.frame(of: "b"), 0, 28, 30, 10)
        assertFrame(s.frame(of: "c"), 0, 46, 50, 20)
    }

    // 3 items of 40 wide, spacing 8, line width 100 → 40 + 8 + 40 = 88 fits, 88 + 8 + 40 = 136
    // doesn't: the third wraps. Reported width = widest line = 88 (not the proposed 100);
    // height = 20 + 8 + 20 = 48. The proposed height (5) is ignored.
    func testConcreteWidthWraps() {
        let s = LayoutSnapshot(of: FlowLayout {
            item("a", 40, 20); item("b", 40, 20); item("c", 40, 20)
        }, proposal: .p(100, 5))
        assertSize(s.size, 88, 48)
        assertFrame(s.frame(of: "a"), 0, 0, 40, 20)
        assertFrame(s.frame(of: "b"), 48, 0, 40, 20)
        assertFrame(s.frame(of: "c"), 0, 28, 40, 20)
    }

    // An item that fills the line exactly stays on it: 20 + 8 + 30 + 8 + 34 = 100 ≤ 100.
    func testExactFitStaysOnTheLine() {
        let s = LayoutSnapshot(of: FlowLayout {
            item("a", 20, 10); item("b", 30, 10); item("c", 34, 10)
        }, proposal: .p(100, nil))
        assertSize(s.size, 100, 10)
        assertFrame(s.frame(of: "c"), 66, 0, 34, 10)
    }

    /// A flexible item: ideal 150 × 10, any width from 0 to ∞ when proposed one.
    private func flexible() -> some View {
        Color.blue.frame(minWidth: 0, idealWidth: 150, maxWidth: .infinity, idealHeight: 10).id("flex")
    }

    // Width 100: flex's ideal 150 > 100, so it is proposed (100, nil) and answers 100 × 10 (the
    // flexible frame clamps 100 into 0…∞; its height is the ideal 10). 40 + 8 + 100 > 100 → new
    // line; 100 + 8 + 40 > 100 → c on a third line. Size 100 × (10 + 8 + 10 + 8 + 10) = 100 × 46.
    func testItemWiderThanTheLineIsProposedTheLineWidth() {
        let s = LayoutSnapshot(of: FlowLayout {
            item("a", 40, 10); flexible(); item("c", 40, 10)
        }, proposal: .p(100, nil))
        assertSize(s.size, 100, 46)
        assertFrame(s.frame(of: "a"), 0, 0, 40, 10)
        assertFrame(s.frame(of: "flex"), 0, 18, 100, 10)
        assertFrame(s.frame(of: "c"), 0, 36, 40, 10)
    }

    // Width 0: flex proposed (0, nil) → 0 × 10; the rigid items keep 40. Lines a / flex / c:
    // width max(40, 0, 40) = 40, height 46 as above.
    func testZeroWidthShrinksFlexibleItems() {
        let s = LayoutSnapshot(of: FlowLayout {
            item("a", 40, 10); flexible(); item("c", 40, 10)
        }, proposal: .p(0, nil))
        assertSize(s.size, 40, 46)
        assertFrame(s.frame(of: "flex"), 0, 18, 0, 10)
    }

    // MARK: - Line alignment

    /// Width 100. Items (all 10 high): a 20, b 30, c 34 | d 10, e 10, f 10 | g 70.
    /// Line 1: 20 + 8 + 30 + 8 + 34 = 100 (d: 100 + 8 + 10 > 100 wraps).
    /// Line 2: 10 + 8 + 10 + 8 + 10 = 46 (g: 46 + 8 + 70 = 124 > 100 wraps). Line 3: 70.
    /// Widest line 100 → bounds 100 wide; lines at y 0, 18, 36; size 100 × 46.
    private func lines(_ alignment: FlowLayout.LineAlignment) -> LayoutSnapshot {
        LayoutSnapshot(of: FlowLayout(alignment: alignment) {
            item("a", 20, 10); item("b", 30, 10); item("c", 34, 10)
            item("d", 10, 10); item("e", 10, 10); item("f", 10, 10)
            item("g", 70, 10)
        }, proposal: .p(100, nil))
    }

    // Leading: every line starts at x 0. Line 2: d 0, e 18, f 36.
    func testLeadingAlignment() {
        let s = lines(.leading)
        assertSize(s.size, 100, 46)
        assertFrame(s.frame(of: "a"), 0, 0, 20, 10)
        assertFrame(s.frame(of: "b"), 28, 0, 30, 10)
        assertFrame(s.frame(of: "c"), 66, 0, 34, 10)
        assertFrame(s.frame(of: "d"), 0, 18, 10, 10)
        assertFrame(s.frame(of: "e"), 18, 18, 10, 10)
        assertFrame(s.frame(of: "f"), 36, 18, 10, 10)
        assertFrame(s.frame(of: "g"), 0, 36, 70, 10)
    }

    // Center: line 2 starts at (100 − 46)/2 = 27 → d 27, e 45, f 63; line 3 at (100 − 70)/2 = 15.
    // Line 1 is full: unchanged.
    func testCenterAlignment() {
        let s = lines(.center)
        assertFrame(s.frame(of: "a"), 0, 0, 20, 10)
        assertFrame(s.frame(of: "d"), 27, 18, 10, 10)
        assertFrame(s.frame(of: "e"), 45, 18, 10, 10)
        assertFrame(s.frame(of: "f"), 63, 18, 10, 10)
        assertFrame(s.frame(of: "g"), 15, 36, 70, 10)
    }

    // Trailing: line 2 starts at 100 − 46 = 54 → d 54, e 72, f 90; line 3 at 100 − 70 = 30.
    func testTrailingAlignment() {
        let s = lines(.trailing)
        assertFrame(s.frame(of: "d"), 54, 18, 10, 10)
        assertFrame(s.frame(of: "e"), 72, 18, 10, 10)
        assertFrame(s.frame(of: "f"), 90, 18, 10, 10)
        assertFrame(s.frame(of: "g"), 30, 36, 70, 10)
    }

    // Justified: line 2 has 100 − 46 = 54 spare, shared by its 2 gaps → each 8 + 27 = 35:
    // d 0, e 10 + 35 = 45, f 45 + 10 + 35 = 90 (ends at 100). The last line stays leading: g at 0.
    // Line 1 has no spare: a 0, b 28, c 66.
    func testJustifiedAlignment() {
        let s = lines(.justified)
        assertSize(s.size, 100, 46)
        assertFrame(s.frame(of: "b"), 28, 0, 30, 10)
        assertFrame(s.frame(of: "d"), 0, 18, 10, 10)
        assertFrame(s.frame(of: "e"), 45, 18, 10, 10)
        assertFrame(s.frame(of: "f"), 90, 18, 10, 10)
        assertFrame(s.frame(of: "g"), 0, 36, 70, 10)
    }

    // Justified, a line with a single item and the last line stay leading: width 50, items 40, 30:
    // 40 + 8 + 30 > 50 → two lines; widest 40; the first line (one item) has 0 gaps → stays at 0.
    func testJustifiedSingleItemLineStaysLeading() {
        let s = LayoutSnapshot(of: FlowLayout(alignment: .justified) {
            item("a", 40, 10); item("b", 30, 10)
        }, proposal: .p(50, nil))
        assertSize(s.size, 40, 28)
        assertFrame(s.frame(of: "a"), 0, 0, 40, 10)
        assertFrame(s.frame(of: "b"), 0, 18, 30, 10)
    }

    // MARK: - Right to left

    // The engine mirrors every x within the parent: x' = minX + maxX − frame.maxX = 100 − maxX,
    // from the leading frames of testLeadingAlignment. a 0…20 → 80; b 28…58 → 42; c 66…100 → 0;
    // d 0…10 → 90; e 18…28 → 72; f 36…46 → 54; g 0…70 → 30. y values are unchanged.
    func testRightToLeftMirrorsTheFlow() {
        let s = LayoutSnapshot(of: FlowLayout {
            item("a", 20, 10); item("b", 30, 10); item("c", 34, 10)
            item("d", 10, 10); item("e", 10, 10); item("f", 10, 10)
            item("g", 70, 10)
        }.environment(\.layoutDirection, .rightToLeft), proposal: .p(100, nil))
        assertSize(s.size, 100, 46)
        assertFrame(s.frame(of: "a"), 80, 0, 20, 10)
        assertFrame(s.frame(of: "b"), 42, 0, 30, 10)
        assertFrame(s.frame(of: "c"), 0, 0, 34, 10)
        assertFrame(s.frame(of: "d"), 90, 18, 10, 10)
        assertFrame(s.frame(of: "e"), 72, 18, 10, 10)
        assertFrame(s.frame(of: "f"), 54, 18, 10, 10)
        assertFrame(s.frame(of: "g"), 30, 36, 70, 10)
    }

    // RTL with trailing lines: leading-to-right mirrored, so trailing lines end at the left edge.
    // LTR trailing (testTrailingAlignment): g at 30…100 → mirrored 100 − 100 = 0.
    func testRightToLeftTrailingEndsAtTheLeftEdge() {
        let s = LayoutSnapshot(of: FlowLayout(alignment: .trailing) {
            item("a", 20, 10); item("b", 30, 10); item("c", 34, 10)
            item("d", 10, 10); item("e", 10, 10); item("f", 10, 10)
            item("g", 70, 10)
        }.environment(\.layoutDirection, .rightToLeft), proposal: .p(100, nil))
        assertFrame(s.frame(of: "g"), 0, 36, 70, 10)
        // f: LTR 90…100 → 0.
        assertFrame(s.frame(of: "f"), 0, 18, 10, 10)
    }

    // MARK: - Spacing

    // Explicit spacing 4 and line spacing 2, width 100: 40 + 4 + 40 = 84, + 4 + 40 = 128 > 100 →
    // c wraps. Size 84 × (20 + 2 + 20) = 84 × 42; c at y 22.
    func testExplicitSpacing() {
        let s = LayoutSnapshot(of: FlowLayout(spacing: 4, lineSpacing: 2) {
            item("a", 40, 20); item("b", 40, 20); item("c", 40, 20)
        }, proposal: .p(100, nil))
        assertSize(s.size, 84, 42)
        assertFrame(s.frame(of: "b"), 44, 0, 40, 20)
        assertFrame(s.frame(of: "c"), 0, 22, 40, 20)
    }

    // Explicit spacing 0 packs: width 80 holds 40 + 0 + 40 = 80 exactly.
    func testZeroSpacing() {
        let s = LayoutSnapshot(of: FlowLayout(spacing: 0, lineSpacing: 0) {
            item("a", 40, 20); item("b", 40, 20); item("c", 40, 20)
        }, proposal: .p(80, nil))
        assertSize(s.size, 80, 40)
        assertFrame(s.frame(of: "b"), 40, 0, 40, 20)
        assertFrame(s.frame(of: "c"), 0, 20, 40, 20)
    }

    // Default spacing next to a Spacer is 0 (a Spacer prefers 0 to any neighbour). In a flow (no
    // stack orientation) a Spacer's ideal size is its minimum length, 8 × 8, on both axes.
    // One line: 40 + 0 + 8 + 0 + 40 = 88 wide, 20 high; the spacer is centred: y = 10 − 4 = 6.
    func testSpacingNextToASpacerIsZero() {
        let s = LayoutSnapshot(of: FlowLayout {
            item("a", 40, 20); Spacer().id("s"); item("b", 40, 20)
        }, proposal: .unspecified)
        assertSize(s.size, 88, 20)
        assertFrame(s.frame(of: "s"), 40, 6, 8, 8)
        assertFrame(s.frame(of: "b"), 48, 0, 40, 20)
    }

    // Default line spacing follows the lines' preferences: a Spacer prefers 0 to any neighbour, so a
    // line holding one is 0 above the next line. Width 50: a (40) + 0 + Spacer (8) = 48 ≤ 50; b: 48 +
    // 0 + 40 > 50 wraps. Line 1 is 10 high (a 10; the 8-high spacer centred: ascent max(5, 4) = 5,
    // descent 5); line 2 at 10 + 0 = 10. Size max(48, 40) = 48 by 20; the spacer at y 5 − 4 = 1.
    func testLineSpacingNextToASpacerIsZero() {
        let s = LayoutSnapshot(of: FlowLayout {
            item("a", 40, 10); Spacer().id("s"); item("b", 40, 10)
        }, proposal: .p(50, nil))
        assertSize(s.size, 48, 20)
        assertFrame(s.frame(of: "s"), 40, 1, 8, 8)
        assertFrame(s.frame(of: "b"), 0, 10, 40, 10)
    }

    // MARK: - Item alignment

    // a 40×20 and b 30×10 on one line. Top: b's top guide 0 → y 0. Bottom: line ascent = max(20,
    // 10) = 20 → b at 20 − 10 = 10.
    func testItemAlignmentTopAndBottom() {
        let top = LayoutSnapshot(of: FlowLayout(itemAlignment: .top) { item("a", 40, 20); item("b", 30, 10) },
                                 proposal: .unspecified)
        assertFrame(top.frame(of: "b"), 48, 0, 30, 10)
        let bottom = LayoutSnapshot(of: FlowLayout(itemAlignment: .bottom) { item("a", 40, 20); item("b", 30, 10) },
                                    proposal: .unspecified)
        assertFrame(bottom.frame(of: "b"), 48, 10, 30, 10)
        assertSize(bottom.size, 78, 20)
    }

    // Explicit guides are honoured: itemAlignment .top, b's top guide moved to 5. Ascent = max(a's
    // 0, b's 5) = 5 → a at y 5 − 0 = 5, b at 5 − 5 = 0; descent = max(20 − 0, 10 − 5) = 20 → the
    // line is 25 high. Width 40 + 8 + 30 = 78.
    func testItemAlignmentHonoursExplicitGuides() {
        let s = LayoutSnapshot(of: FlowLayout(itemAlignment: .top) {
            item("a", 40, 20); item("b", 30, 10).alignmentGuide(.top) { _ in 5 }
        }, proposal: .unspecified)
        assertSize(s.size, 78, 25)
        assertFrame(s.frame(of: "a"), 0, 5, 40, 20)
        assertFrame(s.frame(of: "b"), 48, 0, 30, 10)
    }

    // MARK: - Edge cases

    // No subviews: .zero for every proposal, and nothing to place.
    func testEmptyFlowIsZero() {
        for proposal in [ProposedViewSize.unspecified, .zero, .infinity, .p(100, 100)] {
            let s = LayoutSnapshot(of: FlowLayout { EmptyView() }, proposal: proposal)
            assertSize(s.size, 0, 0, "\(proposal)")
        }
    }

    // Hosted in 300×200: the flow is proposed 300 and answers its one line, 136 × 20, centred
    // in the host: origin ((300 − 136)/2, (200 − 20)/2) = (82, 90); items follow bounds.minX.
    func testHostedFlowUsesItsBoundsOrigin() {
        let s = LayoutSnapshot(of: FlowLayout { three() }, in: CGSize(width: 300, height: 200))
        assertFrame(s.frame(of: "a"), 82, 90, 40, 20)
        assertFrame(s.frame(of: "c"), 82 + 86, 90, 50, 20)
    }

    // Inside a VStack, the flow is probed with several widths and then placed with the last:
    // the placement must use the lines of the width it is placed with. VStack proposes (120, nil)
    // → 40 + 8 + 40 = 88, + 8 + 40 = 136 > 120 → two lines, 88 × 48.
    func testFlowInsideAStack() {
        let s = LayoutSnapshot(of: VStack(spacing: 0) {
            FlowLayout { item("a", 40, 20); item("b", 40, 20); item("c", 40, 20) }.id("flow")
        }, proposal: .p(120, nil))
        assertFrame(s.frame(of: "flow"), 0, 0, 88, 48)
        assertFrame(s.frame(of: "c"), 0, 28, 40, 20)
    }

    // MARK: - Scale

    /// `n` padded leaves: `Color.red.frame(width: 20, height: 10).padding(1)` is 22 × 12. The
    /// padding is a layout the engine measures (a memo miss, one measure call per distinct
    /// proposal); the fixed frame inside has a constant size and costs no measure call.
    private func padded(_ n: Int) -> some View {
        FlowLayout { ForEach(0..<n, id: \.self) { _ in Color.red.frame(width: 20, height: 10).padding(1) } }
    }

    // 10,000 items of 22 × 12 at width 1000, spacing 8: k items take 22k + 8(k − 1) ≤ 1000 →
    // k ≤ 1008 / 30 = 33.6 → 33 per line, 33·22 + 32·8 = 982 wide. ⌈10000 / 33⌉ = 304 lines
    // (303 full ones hold 9,999), height 304·12 + 303·8 = 3648 + 2424 = 6072.
    // Measure calls: the flow is sized once for (1000, nil) and placed with the same proposal (its
    // cache keeps the lines); each padding is measured once, with .unspecified, in makeCache, and
    // placed with .unspecified again (a memo hit). 1 + 10,000 = 10,001.
    func testTenThousandItemsMeasureEachOnce() {
        let s = LayoutSnapshot(of: padded(10_000), proposal: .p(1000, nil))
        assertSize(s.size, 982, 6072)
        XCTAssertEqual(s.statistics.measureCalls, 1 + 10_000)
        XCTAssertTrue(s.diagnostics.isEmpty)
    }

    // Twice the items, twice the measure calls (beyond the flow's own one): linear.
    func testMeasureCallsGrowLinearly() {
        let calls10k = LayoutSnapshot(of: padded(10_000), proposal: .p(1000, nil)).statistics.measureCalls
        let calls20k = LayoutSnapshot(of: padded(20_000), proposal: .p(1000, nil)).statistics.measureCalls
        XCTAssertEqual(calls20k - 1, 2 * (calls10k - 1))
    }

    // Inside a VStack, which probes its child with extra proposals (a zero and an infinite height
    // besides the real offer) before placing it: the flow answers each distinct proposal once (a
    // handful of calls; it ignores heights, so its lines are the same), and each padding is still
    // measured only once, with .unspecified, by makeCache. So calls ≤ 10,000 + 10 (a generous bound
    // for the flow's and the VStack's own calls), and the size is the one above.
    func testProbingWidthsDoesNotRemeasureItems() {
        let s = LayoutSnapshot(of: VStack { padded(10_000) }, proposal: .p(1000, nil))
        XCTAssertLessThanOrEqual(s.statistics.measureCalls, 10_000 + 10)
        assertSize(s.size, 982, 6072)
    }
}
