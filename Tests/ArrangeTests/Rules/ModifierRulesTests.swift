// Unary modifiers: padding (Docs/LayoutRules.md §2.4), fixedSize (§2.3), layoutPriority (§2, §2.5),
// position (§2.6), offset (§2.7), overlay/background (§2.8).
import XCTest
@testable import Arrange

final class PaddingRulesTests: XCTestCase {
    // §2.4: default 16 on every edge: child proposed 100 − 32 = 68, placed at (16, 16).
    func testDefaultPaddingIs16() {
        let s = LayoutSnapshot(of: Color.red.id("c").padding(), proposal: .p(100, 100))
        assertSize(s.size, 100, 100)
        assertFrame(s.frame(of: "c"), 16, 16, 68, 68)
        // nil stays nil: Color → 10, + 32 = 42.
        assertSize(LayoutSnapshot(of: Color.red.padding(), proposal: .unspecified).size, 42, 42)
    }

    // §2.4: padding(edges, length) only on those edges: leading 10 → child (90, 50) at (10, 0).
    func testPaddingOnOneEdge() {
        let s = LayoutSnapshot(of: Color.red.id("c").padding(.leading, 10), proposal: .p(100, 50))
        assertFrame(s.frame(of: "c"), 10, 0, 90, 50)
    }

    // §2.4: the child proposal is clamped at 0: 30 − 40 → 0, so the Color is 0×0 and the padded view
    // 40×40 (bigger than proposed).
    func testChildProposalClampedAtZero() {
        let s = LayoutSnapshot(of: Color.red.id("c").padding(20), proposal: .p(30, 30))
        assertSize(s.size, 40, 40)
        assertFrame(s.frame(of: "c"), 20, 20, 0, 0)
    }

    // §2.4: negative padding: size = 10 + (−40) → clamped at 0; child still placed at the (−20, −20)
    // inset.
    func testNegativePaddingClampsSizeAtZero() {
        let s = LayoutSnapshot(of: Color.red.frame(width: 10, height: 10).id("c").padding(-20), proposal: .unspecified)
        assertSize(s.size, 0, 0)
        assertFrame(s.frame(of: "c"), -20, -20, 10, 10)
    }

    // §2.4 RTL: "RTL swaps leading/trailing": padding(.leading, 10) lands on the right: child at x 0.
    func testLeadingPaddingInRightToLeft() {
        let s = LayoutSnapshot(of: Color.red.id("c").padding(.leading, 10)
            .environment(\.layoutDirection, .rightToLeft), proposal: .p(100, 50))
        assertFrame(s.frame(of: "c"), 0, 0, 90, 50)
    }
}

final class FixedSizeAndPriorityRulesTests: XCTestCase {
    // §2.3: fixed axes proposed nil → ideal 80×40 in a 20×20 proposal; only horizontal → 80×20.
    func testFixedSizeProposesNil() {
        let ideal = Color.red.frame(idealWidth: 80, idealHeight: 40)
        assertSize(LayoutSnapshot(of: ideal.fixedSize(), proposal: .p(20, 20)).size, 80, 40)
        assertSize(LayoutSnapshot(of: ideal.fixedSize(horizontal: true, vertical: false), proposal: .p(20, 20)).size, 80, 20)
    }

    // §2 intro: `.layoutPriority(1).padding(10)` loses the priority. Both children priority 0 and ∞
    // flexible; the padded one has the larger minLen (20) → first (§4 step 1): offered 100 → inner 80 at
    // (110, 10); a gets 100.
    func testPriorityLostUnderPadding() {
        let s = LayoutSnapshot(of: HStack(spacing: 0) {
            Color.red.id("a")
            Color.blue.id("b").layoutPriority(1).padding(10)
        }, proposal: .p(200, 50))
        assertFrame(s.frame(of: "a"), 0, 0, 100, 50)
        assertFrame(s.frame(of: "b"), 110, 10, 80, 30)
    }

    // §2 intro / §2.3: fixedSize forwards the priority. Fixed only vertically, b stays horizontally
    // flexible: priority 1 → offered 200 (a's min 0 reserved), a gets 0. b's height: nil → Color 10,
    // centred in the 50-tall row → y 20.
    func testPriorityKeptUnderFixedSize() {
        let s = LayoutSnapshot(of: HStack(spacing: 0) {
            Color.red.id("a")
            Color.blue.id("b").layoutPriority(1).fixedSize(horizontal: false, vertical: true)
        }, proposal: .p(200, 50))
        assertFrame(s.frame(of: "a"), 0, 0, 0, 50)
        assertFrame(s.frame(of: "b"), 0, 20, 200, 10)
    }

    // §2 intro: `.frame(…).layoutPriority(1)` keeps it; §8 LayoutSubview.priority reads it, and
    // `.layoutPriority(2).padding()` reads 0.
    func testLayoutSubviewPriority() {
        var priorities: [Double] = []
        _ = LayoutSnapshot(of: SpacingReader(read: { priorities = $0.map(\.priority) }) {
            Color.red.frame(width: 5).layoutPriority(3)
            Color.red.layoutPriority(2).padding()
            Color.red
        }, proposal: .unspecified)
        XCTAssertEqual(priorities, [3, 0, 0])
    }
}

final class PositionOffsetRulesTests: XCTestCase {
    // §2.6: size = proposal (200×100); the fixed 20×10 child's centre goes to (50, 40) → origin (40, 35).
    func testPositionCentresChildAtPoint() {
        let s = LayoutSnapshot(of: Color.red.frame(width: 20, height: 10).id("c").position(x: 50, y: 40).id("p"), proposal: .p(200, 100))
        assertFrame(s.frame(of: "p"), 0, 0, 200, 100)
        assertFrame(s.frame(of: "c"), 40, 35, 20, 10)
    }

    // §2.6: child proposed the position view's *size*: a Color fills 200×100, centred at (0, 0) by
    // default → origin (−100, −50). Nil proposal: size = child's size (20×10).
    func testPositionProposesItsSize() {
        let s = LayoutSnapshot(of: Color.red.id("c").position(), proposal: .p(200, 100))
        assertFrame(s.frame(of: "c"), -100, -50, 200, 100)
        assertSize(LayoutSnapshot(of: Color.red.frame(width: 20, height: 10).position(x: 5, y: 5), proposal: .unspecified).size, 20, 10)
    }

    // §2.7: the offset moves the content (a at (5, 7)) but neither the offset view's own frame nor
    // the sibling (b at 20) nor the stack size (40×20).
    func testOffsetDoesNotAffectLayout() {
        let s = LayoutSnapshot(of: HStack(spacing: 0) {
            Color.red.frame(width: 20, height: 20).id("a").offset(x: 5, y: 7).id("o")
            Color.blue.frame(width: 20, height: 20).id("b")
        }, proposal: .unspecified)
        assertSize(s.size, 40, 20)
        assertFrame(s.frame(of: "a"), 5, 7, 20, 20)
        assertFrame(s.frame(of: "o"), 0, 0, 20, 20)
        assertFrame(s.frame(of: "b"), 20, 0, 20, 20)
    }
}

final class OverlayBackgroundRulesTests: XCTestCase {
    private var primary: some View { Color.red.frame(width: 100, height: 50).id("p") }

    // §2.8: sized by the primary (100×50); secondary aligned topLeading → (0, 0); centre → (40, 20).
    func testOverlayAlignment() {
        let tl = LayoutSnapshot(of: primary.overlay(alignment: .topLeading) { Color.blue.frame(width: 20, height: 10).id("o") }, proposal: .unspecified)
        assertSize(tl.size, 100, 50)
        assertFrame(tl.frame(of: "o"), 0, 0, 20, 10)
        let c = LayoutSnapshot(of: primary.overlay { Color.blue.frame(width: 20, height: 10).id("o") }, proposal: .unspecified)
        assertFrame(c.frame(of: "o"), 40, 20, 20, 10)
    }

    // §2.8: the secondary is proposed the primary's size: a bare Color becomes 100×50.
    func testSecondaryProposedPrimarySize() {
        let s = LayoutSnapshot(of: primary.background { Color.blue.id("b") }, proposal: .p(300, 300))
        assertFrame(s.frame(of: "b"), 0, 0, 100, 50)
    }

    // §2.8: an oversized background never grows the view or moves siblings: the 40×40 primary keeps
    // its size, the 100×100 background is centred at (−30, −30), the next sibling is at 40 + 8 = 48.
    func testOversizedBackgroundDoesNotAffectLayout() {
        let s = LayoutSnapshot(of: HStack {
            Color.red.frame(width: 40, height: 40).background { Color.blue.frame(width: 100, height: 100).id("b") }
            Color.green.frame(width: 10, height: 40).id("n")
        }, proposal: .unspecified)
        assertSize(s.size, 58, 40)
        assertFrame(s.frame(of: "b"), -30, -30, 100, 100)
        assertFrame(s.frame(of: "n"), 48, 0, 10, 40)
    }

    // §2.8: alignment uses the primary's explicit guides: leading guide 30 → the secondary's leading
    // (0) goes to x 30; vertical centre 25 − 5 = 20.
    func testOverlayUsesPrimaryExplicitGuide() {
        let s = LayoutSnapshot(of: primary.alignmentGuide(.leading) { _ in 30 }
            .overlay(alignment: .leading) { Color.blue.frame(width: 20, height: 10).id("o") }, proposal: .unspecified)
        assertFrame(s.frame(of: "o"), 30, 20, 20, 10)
    }

    // §2.8: several views in the closure form an implicit ZStack with the same alignment
    // (bottomTrailing): 20×10 and 10×30 share the primary's bottom-trailing corner (100, 50).
    func testMultipleOverlayViewsShareAlignment() {
        let s = LayoutSnapshot(of: primary.overlay(alignment: .bottomTrailing) {
            Color.blue.frame(width: 20, height: 10).id("o1")
            Color.blue.frame(width: 10, height: 30).id("o2")
        }, proposal: .unspecified)
        assertFrame(s.frame(of: "o1"), 80, 40, 20, 10)
        assertFrame(s.frame(of: "o2"), 90, 20, 10, 30)
    }
}
