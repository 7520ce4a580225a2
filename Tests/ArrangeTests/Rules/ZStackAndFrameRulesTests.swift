// ZStack (Docs/LayoutRules.md §5), fixed frame (§2.1) and flexible frame (§2.2).
import XCTest
@testable import Arrange

final class ZStackRulesTests: XCTestCase {
    // §5: size = max width × max height of the children (40×60); centre alignment: a at (0, 20),
    // b at (15, 0).
    func testZStackSizeAndCentreAlignment() {
        let s = LayoutSnapshot(of: ZStack {
            Color.red.frame(width: 40, height: 20).id("a")
            Color.blue.frame(width: 10, height: 60).id("b")
        }, proposal: .unspecified)
        assertSize(s.size, 40, 60)
        assertFrame(s.frame(of: "a"), 0, 20, 40, 20)
        assertFrame(s.frame(of: "b"), 15, 0, 10, 60)
    }

    // §5 placement: A = max guide; origin = A − guide. bottomTrailing: A = (40, 60): a at (0, 40),
    // b at (30, 0). topLeading: both at the origin.
    func testZStackAlignments() {
        let br = LayoutSnapshot(of: ZStack(alignment: .bottomTrailing) {
            Color.red.frame(width: 40, height: 20).id("a")
            Color.blue.frame(width: 10, height: 60).id("b")
        }, proposal: .unspecified)
        assertFrame(br.frame(of: "a"), 0, 40, 40, 20)
        assertFrame(br.frame(of: "b"), 30, 0, 10, 60)
        let tl = LayoutSnapshot(of: ZStack(alignment: .topLeading) {
            Color.red.frame(width: 40, height: 20).id("a")
            Color.blue.frame(width: 10, height: 60).id("b")
        }, proposal: .unspecified)
        assertFrame(tl.frame(of: "b"), 0, 0, 10, 60)
    }

    // §5 (OSUI UI test layoutPriority): blue 100 @ −0.1, red 60 @ 0, green 40 @ 1 → ZStack 40×40;
    // A = green's centre 20: blue origin 20 − 50 = −30, red 20 − 30 = −10.
    func testOnlyMaxPriorityChildrenSizeTheZStack() {
        let s = LayoutSnapshot(of: ZStack {
            Color.blue.frame(width: 100, height: 100).id("blue").layoutPriority(-0.1)
            Color.red.frame(width: 60, height: 60).id("red")
            Color.green.frame(width: 40, height: 40).id("green").layoutPriority(1)
        }, proposal: .unspecified)
        assertSize(s.size, 40, 40)
        assertFrame(s.frame(of: "blue"), -30, -30, 100, 100)
        assertFrame(s.frame(of: "red"), -10, -10, 60, 60)
        assertFrame(s.frame(of: "green"), 0, 0, 40, 40)
    }

    // §5: lower-priority children are proposed the final ZStack size: the colour becomes 40×30.
    func testLowerPriorityChildProposedFinalSize() {
        let s = LayoutSnapshot(of: ZStack {
            Color.red.id("r")
            Color.blue.frame(width: 40, height: 30).layoutPriority(1)
        }, proposal: .p(200, 200))
        assertSize(s.size, 40, 30)
        assertFrame(s.frame(of: "r"), 0, 0, 40, 30)
    }
}

final class FixedFrameRulesTests: XCTestCase {
    // §2.1: both set → size exactly (50, 50) without asking the child; the child (which always answers
    // 10×10) is only ever proposed (50, 50) — at placement — and is centred: (20, 20).
    func testBothSetDoesNotConsultChild() {
        let asked = Recorder<ProposedViewSize>()
        let s = LayoutSnapshot(of: RecordingLeaf(size: CGSize(width: 10, height: 10), asked: asked) { EmptyView() }
            .id("c").frame(width: 50, height: 50), in: CGSize(width: 300, height: 300))
        assertSize(s.size, 50, 50)
        assertFrame(s.frame(of: "c"), 145, 145, 10, 10)
        XCTAssertFalse(asked.values.isEmpty)
        XCTAssertTrue(asked.values.allSatisfy { $0 == .p(50, 50) }, "child asked \(asked.values)")
    }

    // §2.1: one axis set → the child is asked (50, proposal.h) = (50, 80) and the height is its answer.
    func testOneAxisAsksChildWithIncomingProposal() {
        let asked = Recorder<ProposedViewSize>()
        let s = LayoutSnapshot(of: RecordingLeaf(size: CGSize(width: 10, height: 30), asked: asked) { EmptyView() }
            .frame(width: 50), proposal: .p(200, 80))
        assertSize(s.size, 50, 30)
        XCTAssertTrue(asked.values.contains(.p(50, 80)), "child asked \(asked.values)")
        let c = LayoutSnapshot(of: Color.red.id("c").frame(width: 50), proposal: .p(200, 80))
        assertFrame(c.frame(of: "c"), 0, 0, 50, 80)
    }

    // §2.1 overflow: a 100×100 child in a 50×50 frame extends outside: centred → (−25, −25);
    // topLeading → (0, 0); bottomTrailing → 50 − 100 = −50.
    func testOverflowAndAlignment() {
        func framed(_ alignment: Alignment) -> LayoutSnapshot {
            LayoutSnapshot(of: Color.red.frame(width: 100, height: 100).id("c").frame(width: 50, height: 50, alignment: alignment), proposal: .unspecified)
        }
        assertFrame(framed(.center).frame(of: "c"), -25, -25, 100, 100)
        assertFrame(framed(.topLeading).frame(of: "c"), 0, 0, 100, 100)
        assertFrame(framed(.bottomTrailing).frame(of: "c"), -50, -50, 100, 100)
        assertSize(framed(.center).size, 50, 50)
    }

    // §2.1 alignment uses the child's explicit guides: leading guide 5 on the child in a leading frame
    // → child origin 0 − 5 = −5.
    func testFrameAlignmentUsesExplicitGuide() {
        let s = LayoutSnapshot(of: Color.red.frame(width: 20, height: 20).id("c").alignmentGuide(.leading) { _ in 5 }
            .frame(width: 50, height: 50, alignment: .leading), proposal: .unspecified)
        assertFrame(s.frame(of: "c"), -5, 15, 20, 20)
    }
}

final class FlexibleFrameRulesTests: XCTestCase {
    let proposals: [ProposedViewSize] = [.p(nil, 10), .p(0, 10), .p(80, 10), .p(200, 10), .p(.infinity, 10)]

    private func widths<V: View>(_ view: V) -> [CGFloat] {
        measured(view, proposals).map(\.width)
    }

    // §2.2 min & max: nil → child (nil → Color 10) clamped to [40, 120] = 40; concrete p → clamp(p):
    // 0 → 40, 80 → 80, 200 → 120, ∞ → 120.
    func testMinAndMax() {
        XCTAssertEqual(widths(Color.red.frame(minWidth: 40, maxWidth: 120)), [40, 40, 80, 120, 120])
    }

    // §2.2 only min: max(min(cp ?? ∞, c), min) with cp = clamp(p, 40, ∞): nil → max(10, 40) = 40;
    // 0 → cp 40 → 40; 80 → 80; 200 → 200; ∞ → ∞.
    func testOnlyMin() {
        XCTAssertEqual(widths(Color.red.frame(minWidth: 40)), [40, 40, 80, 200, .infinity])
    }

    // §2.2 only min, child bigger than the proposal (fixed 100): shrink to the proposal but not below
    // min: nil → 100; 0 → cp 40 → 40; 80 → 80; 200 → min(200, 100) = 100; ∞ → 100.
    func testOnlyMinShrinksToProposal() {
        XCTAssertEqual(widths(Color.red.frame(width: 100).frame(minWidth: 40)), [100, 40, 80, 100, 100])
    }

    // §2.2 only max, child 30: min(max(cp ?? −∞, c), max), cp = clamp(p, −∞, 80): nil → 30;
    // 0 → max(0, 30) = 30; 80 → 80; 200 → cp 80 → 80; ∞ → 80.
    func testOnlyMaxGrowsToProposal() {
        XCTAssertEqual(widths(Color.red.frame(width: 30).frame(maxWidth: 80)), [30, 30, 80, 80, 80])
    }

    // §2.2 maxWidth ∞ takes the whole proposed width: nil → 30, 0 → 30, 80, 200, ∞.
    func testMaxInfinityTakesProposal() {
        XCTAssertEqual(widths(Color.red.frame(width: 30).frame(maxWidth: .infinity)), [30, 30, 80, 200, .infinity])
    }

    // §2.2 ideal answers only nil proposals: nil → 70; otherwise the child (Color) → p.
    func testIdealOnlyForNilProposal() {
        XCTAssertEqual(widths(Color.red.frame(idealWidth: 70)), [70, 0, 80, 200, .infinity])
    }

    // §2.2 normalisation: min 20, ideal 10 → ideal 20 (nil → 20).
    // ideal 30, max 20 → max 30: proposal 100 → cp = clamp(100, −∞, 30) = 30 → 30 (not 20).
    // min −10 → 0, ideal −5 → max(0, −5) = 0: nil → 0.
    func testNormalisation() {
        XCTAssertEqual(measured(Color.red.frame(minWidth: 20, idealWidth: 10), [.p(nil, 10)]).first?.width, 20)
        XCTAssertEqual(measured(Color.red.frame(idealWidth: 30, maxWidth: 20), [.p(100, 10)]).first?.width, 30)
        XCTAssertEqual(measured(Color.red.frame(minWidth: -10, idealWidth: -5), [.p(nil, 10)]).first?.width, 0)
    }

    // §2.2 step 2: both axes decided (min ≤ max on both, concrete proposal) → the child is not asked for
    // sizing; the frame is clamp(50, 0, 100) = 50 on both axes although the child answers 10×10.
    // §2.2 placement: proposed the final size (50, 50); centred → child at (20, 20).
    func testBothAxesDecidedIgnoresChild() {
        let asked = Recorder<ProposedViewSize>()
        let s = LayoutSnapshot(of: RecordingLeaf(size: CGSize(width: 10, height: 10), asked: asked) { EmptyView() }.id("c")
            .frame(minWidth: 0, maxWidth: 100, minHeight: 0, maxHeight: 100), proposal: .p(50, 50))
        assertSize(s.size, 50, 50)
        assertFrame(s.frame(of: "c"), 20, 20, 10, 10)
        XCTAssertTrue(asked.values.allSatisfy { $0 == .p(50, 50) }, "child asked \(asked.values)")
    }

    // §2.2 placement (FlexFrameIdealSizing): width has no ideal, the frame was proposed nil and its
    // final width 30 is strictly inside (−∞ … min absent, 100) → child proposed nil width; height was
    // proposed 50 → child proposed the final height 30. So the child sees (nil, 30) when placed.
    func testPlacementProposalKeepsNilForIdealSizing() {
        let asked = Recorder<ProposedViewSize>()
        let s = LayoutSnapshot(of: RecordingLeaf(size: CGSize(width: 30, height: 30), asked: asked) { EmptyView() }
            .frame(maxWidth: 100), proposal: .p(nil, 50))
        assertSize(s.size, 30, 30)
        XCTAssertTrue(asked.values.contains(.p(nil, 30)), "child asked \(asked.values)")
    }

    // §2.2 in a hosting view: frame(maxWidth: .infinity, alignment: .leading) takes the whole width
    // (300) and puts the 40-wide child at its leading edge; vertically the frame is the child's 20,
    // centred in 100 → y 40.
    func testMaxInfinityLeadingAlignmentHosted() {
        let s = LayoutSnapshot(of: Color.red.frame(width: 40, height: 20).id("c").frame(maxWidth: .infinity, alignment: .leading),
                               in: CGSize(width: 300, height: 100))
        assertFrame(s.rootFrame, 0, 40, 300, 20)
        assertFrame(s.frame(of: "c"), 0, 40, 40, 20)
    }
}
