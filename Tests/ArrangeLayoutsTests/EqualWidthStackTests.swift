// EqualWidthHStack and EqualWidthVStack: every expected number follows from the arithmetic in the
// comment above it.
import XCTest
import Arrange
import ArrangeLayouts

/// Voting buttons as the WWDC22 session writes them (`Text(pet.type).frame(maxWidth: .infinity)`
/// inside a `Button`). `Text` and `Button` don't exist yet, so a fixed-size colour stands in for
/// each label: widths 40, 80, 60, height 20. Label ids "\(prefix)l0…2", button ids "\(prefix)0…2".
private func buttons(_ prefix: String = "b") -> some View {
    ForEach(Array([40.0, 80.0, 60.0].enumerated()), id: \.offset) { entry in
        Color.blue.frame(width: CGFloat(entry.element), height: 20).id("\(prefix)l\(entry.offset)")
            .frame(maxWidth: .infinity).id("\(prefix)\(entry.offset)")
    }
}

final class EqualWidthStackTests: XCTestCase {
    // Ideal sizes (proposed nil): a flexible frame with only maxWidth takes its child's size when
    // proposed nil → 40×20, 80×20, 60×20; maxSize = (80, 20). Plain views prefer 8 between
    // neighbours → spacing [8, 8, 0], total 16. Width = 80·3 + 16 = 256, height 20.
    // Placement: every button proposed (80, 20) → the flexible frame is min(max(80, label), ∞) = 80
    // wide; slot centres at x = 40, 40 + 88 = 128, 216 → origins 0, 88, 176; labels centred in
    // their buttons: 0 + (80 − 40)/2 = 20, 88, 176 + 10 = 186.
    func testHStackGivesEveryButtonTheWidestWidth() {
        let s = LayoutSnapshot(of: EqualWidthHStack { buttons() }, proposal: .unspecified)
        assertSize(s.size, 256, 20)
        assertFrame(s.frame(of: "b0"), 0, 0, 80, 20)
        assertFrame(s.frame(of: "b1"), 88, 0, 80, 20)
        assertFrame(s.frame(of: "b2"), 176, 0, 80, 20)
        assertFrame(s.frame(of: "bl0"), 20, 0, 40, 20)
        assertFrame(s.frame(of: "bl2"), 186, 0, 60, 20)
    }

    // The proposal is ignored: proposed 100 × 100 the stack still answers 256 × 20.
    func testHStackIgnoresTheProposal() {
        let s = LayoutSnapshot(of: EqualWidthHStack { buttons() }, proposal: .p(100, 100))
        assertSize(s.size, 256, 20)
    }

    // Explicit spacing 4: width 80·3 + 2·4 = 248; origins 0, 84, 168.
    func testHStackExplicitSpacing() {
        let s = LayoutSnapshot(of: EqualWidthHStack(spacing: 4) { buttons() }, proposal: .unspecified)
        assertSize(s.size, 248, 20)
        assertFrame(s.frame(of: "b1"), 84, 0, 80, 20)
        assertFrame(s.frame(of: "b2"), 168, 0, 80, 20)
    }

    // A Spacer prefers 0 to its neighbours → spacing [0, 0, 0]. In a horizontal stack a Spacer's
    // ideal size is (8, 0) (its minimum length along the axis, 0 across), so maxSize stays (80, 20)
    // → width 80·3 = 240. The spacer is proposed (80, 20): 80 wide along the axis, 0 high, centred in
    // its slot at (120, 10) → origin (80, 10).
    func testHStackSpacingNextToASpacerIsZero() {
        let s = LayoutSnapshot(of: EqualWidthHStack {
            item("a", 80, 20); Spacer().id("s"); item("c", 80, 20)
        }, proposal: .unspecified)
        assertSize(s.size, 240, 20)
        assertFrame(s.frame(of: "s"), 80, 10, 80, 0)
        assertFrame(s.frame(of: "c"), 160, 0, 80, 20)
    }

    // Right to left: x' = 0 + 256 − maxX: b0 0…80 → 176, b1 88…168 → 88, b2 176…256 → 0.
    func testHStackRightToLeftIsMirrored() {
        let s = LayoutSnapshot(of: EqualWidthHStack { buttons() }.environment(\.layoutDirection, .rightToLeft),
                               proposal: .unspecified)
        assertFrame(s.frame(of: "b0"), 176, 0, 80, 20)
        assertFrame(s.frame(of: "b1"), 88, 0, 80, 20)
        assertFrame(s.frame(of: "b2"), 0, 0, 80, 20)
    }

    // Vertical: maxSize (80, 20), vertical spacing 8 between plain views → [8, 8, 0], total 16.
    // Size (80, 20·3 + 16) = (80, 76). Slot centres y = 10, 38, 66 → origins 0, 28, 56; labels centred
    // horizontally: 40 wide → x 20; 60 wide → x 10.
    func testVStackStacksEqualWidthButtons() {
        let s = LayoutSnapshot(of: EqualWidthVStack { buttons() }, proposal: .unspecified)
        assertSize(s.size, 80, 76)
        assertFrame(s.frame(of: "b0"), 0, 0, 80, 20)
        assertFrame(s.frame(of: "b1"), 0, 28, 80, 20)
        assertFrame(s.frame(of: "b2"), 0, 56, 80, 20)
        assertFrame(s.frame(of: "bl0"), 20, 0, 40, 20)
        assertFrame(s.frame(of: "bl2"), 10, 56, 60, 20)
    }

    // Explicit spacing 0: height 20·3 = 60; origins 0, 20, 40.
    func testVStackExplicitSpacing() {
        let s = LayoutSnapshot(of: EqualWidthVStack(spacing: 0) { buttons() }, proposal: .unspecified)
        assertSize(s.size, 80, 60)
        assertFrame(s.frame(of: "b2"), 0, 40, 80, 20)
    }

    // Hosted in 400 × 100: the stack answers 80 × 76, centred: origin ((400 − 80)/2, (100 − 76)/2)
    // = (160, 12); the cache's slots follow bounds.minY: b1 at 12 + 28 = 40.
    func testVStackUsesItsBoundsOrigin() {
        let s = LayoutSnapshot(of: EqualWidthVStack { buttons() }, in: CGSize(width: 400, height: 100))
        assertFrame(s.frame(of: "b0"), 160, 12, 80, 20)
        assertFrame(s.frame(of: "b1"), 160, 40, 80, 20)
    }

    // The cache holds the ideal sizes: the stack is sized once (1 call) and each button's flexible
    // frame is measured once with .unspecified (makeCache) and once with its placement proposal
    // (80, 20): 1 + 3·2 = 7 measure calls (the labels' fixed frames cost none).
    func testCacheMeasuresEachSubviewOncePerProposal() {
        let h = LayoutSnapshot(of: EqualWidthHStack { buttons() }, proposal: .unspecified)
        XCTAssertEqual(h.statistics.measureCalls, 7)
        let v = LayoutSnapshot(of: EqualWidthVStack { buttons() }, proposal: .unspecified)
        XCTAssertEqual(v.statistics.measureCalls, 7)
    }

    // No subviews: .zero for both stacks, whatever the proposal.
    func testEmptyStacksAreZero() {
        for proposal in [ProposedViewSize.unspecified, .zero, .p(100, 100)] {
            assertSize(LayoutSnapshot(of: EqualWidthHStack { EmptyView() }, proposal: proposal).size, 0, 0)
            assertSize(LayoutSnapshot(of: EqualWidthVStack { EmptyView() }, proposal: proposal).size, 0, 0)
        }
    }

    // The session's StackedButtons: ViewThatFits { HStack version; VStack version }. The horizontal
    // stack ideally needs 256 × 20, the vertical one 80 × 76.
    // Proposed 300 × 100: 256 ≤ 300 and 20 ≤ 100 → horizontal chosen, the vertical one unplaced.
    // Proposed 200 × 100: 256 > 200 → vertical (80 ≤ 200, 76 ≤ 100) chosen.
    func testViewThatFitsChoosesHorizontalWhenWideVerticalWhenNarrow() {
        let stacked = ViewThatFits {
            EqualWidthHStack { buttons("h") }
            EqualWidthVStack { buttons("v") }
        }
        let wide = LayoutSnapshot(of: stacked, proposal: .p(300, 100))
        assertSize(wide.size, 256, 20)
        assertFrame(wide.frame(of: "h2"), 176, 0, 80, 20)
        XCTAssertNil(wide.frame(of: "v0"))
        let narrow = LayoutSnapshot(of: stacked, proposal: .p(200, 100))
        assertSize(narrow.size, 80, 76)
        assertFrame(narrow.frame(of: "v2"), 0, 56, 80, 20)
        XCTAssertNil(narrow.frame(of: "h0"))
    }
}
