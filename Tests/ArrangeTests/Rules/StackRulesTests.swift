// HStack / VStack rules (Docs/LayoutRules.md §4). Every expectation cites the rule it follows from.
import XCTest
@testable import Arrange

final class StackRulesTests: XCTestCase {
    // §4 step 3: two equally flexible colours, spacing 0, P = 100 → 100/2 = 50 each.
    func testEqualSplit() {
        let s = LayoutSnapshot(of: HStack(spacing: 0) { Color.red.id("a"); Color.blue.id("b") }, proposal: .p(100, 50))
        assertFrame(s.frame(of: "a"), 0, 0, 50, 50)
        assertFrame(s.frame(of: "b"), 50, 0, 50, 50)
    }

    // §4 step 2 + §3: default spacing 8 between plain views is taken first: (108 − 8)/2 = 50 each,
    // b at 50 + 8 = 58.
    func testEqualSplitAfterDefaultSpacing() {
        let s = LayoutSnapshot(of: HStack { Color.red.id("a"); Color.blue.id("b") }, proposal: .p(108, 50))
        assertFrame(s.frame(of: "a"), 0, 0, 50, 50)
        assertFrame(s.frame(of: "b"), 58, 0, 50, 50)
    }

    // VStack is the same algorithm with the axes swapped (§4 intro): 3 colours in height 100,
    // spacing 5 → (100 − 10)/3 = 30 each at y = 0, 35, 70.
    func testVStackEqualSplitWithExplicitSpacing() {
        let s = LayoutSnapshot(of: VStack(spacing: 5) { Color.red.id("a"); Color.red.id("b"); Color.red.id("c") }, proposal: .p(40, 100))
        assertFrame(s.frame(of: "a"), 0, 0, 40, 30)
        assertFrame(s.frame(of: "b"), 0, 35, 40, 30)
        assertFrame(s.frame(of: "c"), 0, 70, 40, 30)
    }

    // §4 step 1 (least flexible first) + step 3: b = frame(maxWidth: 30) has flexibility 30 − 0 = 30,
    // a = Color has ∞ → b first: offered 100/2 = 50, answers 30 (§2.2 only max); a offered 70.
    func testLeastFlexibleFirst() {
        let s = LayoutSnapshot(of: HStack(spacing: 0) {
            Color.red.id("a")
            Color.blue.frame(maxWidth: 30).id("b")
        }, proposal: .p(100, 50))
        assertFrame(s.frame(of: "a"), 0, 0, 70, 50)
        assertFrame(s.frame(of: "b"), 70, 0, 30, 50)
    }

    // §4 "Consequences" (objc measured): HStack(spacing: 0){ maxWidth 100, minWidth 100 } in 150 →
    // 75 + 100 = 175: the first (flexibility 100) is offered 75 and takes it, the second (∞) is offered
    // 75 but answers its min 100 (overflow, step 5).
    func testNoConstraintSolvingOverflow() {
        let s = LayoutSnapshot(of: HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100).id("a")
            Color.blue.frame(minWidth: 100).id("b")
        }, proposal: .p(150, 50))
        assertSize(s.size, 175, 50)
        assertFrame(s.frame(of: "a"), 0, 0, 75, 50)
        assertFrame(s.frame(of: "b"), 75, 0, 100, 50)
    }

    // §4 step 1 infinite-flexibility tie: both ∞ flexible; b's minLen 60 > a's 0 → b first: offered
    // 50 → answers 60 (§2.2 only min: child proposed clamp(50, 60, ∞) = 60); a gets 100 − 60 = 40.
    // (Source order would give a 50 and b 60, overflowing to 110.)
    func testInfiniteFlexibilityTieLargerMinFirst() {
        let s = LayoutSnapshot(of: HStack(spacing: 0) {
            Color.red.id("a")
            Color.blue.frame(minWidth: 60).id("b")
        }, proposal: .p(100, 50))
        assertSize(s.size, 100, 50)
        assertFrame(s.frame(of: "a"), 0, 0, 40, 50)
        assertFrame(s.frame(of: "b"), 40, 0, 60, 50)
    }

    // §4 step 2: group priority 1 = {c}; lower group minimums reserved: a 0 + b 30 → c offered
    // 200 − 30 = 170. Group 0: available 200 − 170 = 30; b (∞, min 30) before a (∞, min 0) → b offered
    // 15 → 30, a offered 0 → 0.
    func testPriorityGroupReservesLowerMinimums() {
        let s = LayoutSnapshot(of: HStack(spacing: 0) {
            Color.red.id("a")
            Color.blue.frame(minWidth: 30).id("b")
            Color.green.id("c").layoutPriority(1)
        }, proposal: .p(200, 50))
        assertFrame(s.frame(of: "a"), 0, 0, 0, 50)
        assertFrame(s.frame(of: "b"), 0, 0, 30, 50)
        assertFrame(s.frame(of: "c"), 30, 0, 170, 50)
    }

    // §4 nil major proposal: every child proposed (nil, 40): Color → 10 (§1), frame(width: 20) → 20;
    // size = 10 + 8 + 20 = 38 (§3 spacing 8).
    func testNilMajorProposalUsesIdealSizes() {
        let s = LayoutSnapshot(of: HStack { Color.red.id("a"); Color.blue.frame(width: 20).id("b") }, proposal: .p(nil, 40))
        assertSize(s.size, 38, 40)
        assertFrame(s.frame(of: "a"), 0, 0, 10, 40)
        assertFrame(s.frame(of: "b"), 18, 0, 20, 40)
    }

    // §4 Placement: sizing with minor nil gives b (frame(width: 10) of a Color) height 10 and the stack
    // height 50 (a); placement re-runs with minor = 50, so b is proposed (…, 50) → 10×50, centred.
    func testPlacementProposesFinalMinorSizeWhenNil() {
        let s = LayoutSnapshot(of: HStack {
            Color.red.frame(width: 10, height: 50).id("a")
            Color.blue.frame(width: 10).id("b")
        }, proposal: .unspecified)
        assertSize(s.size, 28, 50)
        assertFrame(s.frame(of: "b"), 18, 0, 10, 50)
    }

    // §4 step 4: cross position = −guide; explicit leading 20 on b → ranges a [0, 50], b [−20, 10];
    // union with 0 = [−20, 50] → width 70; shifted by +20: a at x 20, b at x 0.
    func testCrossSizeIsUnionOfAlignedExtents() {
        let s = LayoutSnapshot(of: VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 50, height: 10).id("a")
            Color.blue.frame(width: 30, height: 10).id("b").alignmentGuide(.leading) { _ in 20 }
        }, proposal: .unspecified)
        assertSize(s.size, 70, 20)
        assertFrame(s.frame(of: "a"), 20, 0, 50, 10)
        assertFrame(s.frame(of: "b"), 0, 10, 30, 10)
    }

    // §4 step 4: the alignment line (point 0) is always inside the union: leading guide −30 → range
    // [30, 80] ∪ {0} = [0, 80] → width 80, child at x 30.
    func testCrossUnionIncludesAlignmentLine() {
        let s = LayoutSnapshot(of: VStack(alignment: .leading) {
            Color.red.frame(width: 50, height: 10).id("a").alignmentGuide(.leading) { _ in -30 }
        }, proposal: .unspecified)
        assertSize(s.size, 80, 10)
        assertFrame(s.frame(of: "a"), 30, 0, 50, 10)
    }

    // §4 step 4 with .bottom: cross position = −height; heights 10 and 30 → ranges [−10, 0], [−30, 0]
    // → height 30; a at y 20.
    func testBottomAlignment() {
        let s = LayoutSnapshot(of: HStack(alignment: .bottom, spacing: 0) {
            Color.red.frame(width: 10, height: 10).id("a")
            Color.red.frame(width: 10, height: 30).id("b")
        }, proposal: .unspecified)
        assertSize(s.size, 20, 30)
        assertFrame(s.frame(of: "a"), 0, 20, 10, 10)
        assertFrame(s.frame(of: "b"), 10, 0, 10, 30)
    }

    // §3 last bullet: explicit spacing 5 replaces every pair: 0, 15, 30; width 40.
    func testExplicitSpacing() {
        let s = LayoutSnapshot(of: HStack(spacing: 5) {
            Color.red.frame(width: 10, height: 10).id("a")
            Color.red.frame(width: 10, height: 10).id("b")
            Color.red.frame(width: 10, height: 10).id("c")
        }, proposal: .unspecified)
        assertSize(s.size, 40, 10)
        assertFrame(s.frame(of: "b"), 15, 0, 10, 10)
        assertFrame(s.frame(of: "c"), 30, 0, 10, 10)
    }

    // §4 "Consequences" (OSUI sameSizeInVStack): VStack(spacing: 20){ Color; Color.frame(height: 10);
    // Color } in 200: fixed child first (flexibility 0) → 10; the two colours (200 − 40 − 10)/2 = 75.
    // y: 0, 95, 125.
    func testFixedChildThenEqualSplit() {
        let s = LayoutSnapshot(of: VStack(spacing: 20) {
            Color.red.id("a"); Color.red.frame(height: 10).id("b"); Color.red.id("c")
        }, proposal: .p(50, 200))
        assertFrame(s.frame(of: "a"), 0, 0, 50, 75)
        assertFrame(s.frame(of: "b"), 0, 95, 50, 10)
        assertFrame(s.frame(of: "c"), 0, 125, 50, 75)
    }

    // §8: HStackLayout behaves exactly like HStack: same as testExplicitSpacing with spacing 4 →
    // 0, 14, 28 and the colour in the middle gets (100 − 8 − 20) = 72 (rigid children first).
    func testHStackLayoutMatchesHStack() {
        let s = LayoutSnapshot(of: HStackLayout(spacing: 4) {
            Color.red.frame(width: 10, height: 10).id("a")
            Color.red.id("b")
            Color.red.frame(width: 10, height: 10).id("c")
        }, proposal: .p(100, 10))
        assertFrame(s.frame(of: "a"), 0, 0, 10, 10)
        assertFrame(s.frame(of: "b"), 14, 0, 72, 10)
        assertFrame(s.frame(of: "c"), 90, 0, 10, 10)
    }

    // §4 placement, RTL (§11 + §4 "right-to-left in RTL for HStack"): a (10) and b (20) mirrored:
    // b at x 0, a at x 20.
    func testRightToLeftMirrorsHStack() {
        let s = LayoutSnapshot(of: HStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).id("a")
            Color.blue.frame(width: 20, height: 10).id("b")
        }.environment(\.layoutDirection, .rightToLeft), proposal: .unspecified)
        assertFrame(s.frame(of: "a"), 20, 0, 10, 10)
        assertFrame(s.frame(of: "b"), 0, 0, 20, 10)
    }
}
