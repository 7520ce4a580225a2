// Spacing (Docs/LayoutRules.md §3), Spacer and Divider (Docs/LayoutRules.md §6).
import XCTest
@testable import Arrange

private func box(_ id: String, _ w: CGFloat = 10, _ h: CGFloat = 10) -> some View {
    Color.red.frame(width: w, height: h).id(id)
}

final class SpacingRulesTests: XCTestCase {
    // §3 step 3: two plain views are 8 apart, vertically too.
    func testPlainViewsAreEightApart() {
        let s = LayoutSnapshot(of: VStack { box("a"); box("b") }, proposal: .unspecified)
        assertSize(s.size, 10, 28)
        assertFrame(s.frame(of: "b"), 0, 18, 10, 10)
    }

    // §3 via the public API: plain → plain distance 8 on both axes; ViewSpacing.zero (nil-category 0s)
    // → 0 (step 2).
    func testViewSpacingDistance() {
        var plain: ViewSpacing?
        var spacer: ViewSpacing?
        _ = LayoutSnapshot(of: SpacingReader(read: { plain = $0[0].spacing; spacer = $0[1].spacing }) {
            box("a"); Spacer()
        }, proposal: .unspecified)
        XCTAssertEqual(plain?.distance(to: plain!, along: .horizontal), 8)
        XCTAssertEqual(plain?.distance(to: plain!, along: .vertical), 8)
        XCTAssertEqual(plain?.distance(to: spacer!, along: .horizontal), 0)
        XCTAssertEqual(spacer?.distance(to: plain!, along: .vertical), 0)
        XCTAssertEqual(ViewSpacing.zero.distance(to: .zero, along: .horizontal), 0)
    }

    // §3 + §6: Spacer and anything are 0 apart. HStack{a; Spacer; b} in 100: a, b rigid (10 each),
    // Spacer last (priority −∞) gets 100 − 20 = 80; b at 90.
    func testZeroSpacingNextToSpacer() {
        let s = LayoutSnapshot(of: HStack { box("a"); Spacer().id("s"); box("b") }, proposal: .p(100, 10))
        assertFrame(s.frame(of: "s"), 10, 5, 80, 0, "spacer: 0 thick across (§6), centred on the 10-tall row (§4 step 4)")
        assertFrame(s.frame(of: "b"), 90, 0, 10, 10)
    }

    // §3 last bullet: explicit spacing replaces every pair, Spacer pairs included: 4 + 4 → Spacer
    // 100 − 20 − 8 = 72 at x 14; b at 90.
    func testExplicitSpacingAlsoAroundSpacer() {
        let s = LayoutSnapshot(of: HStack(spacing: 4) { box("a"); Spacer().id("s"); box("b") }, proposal: .p(100, 10))
        assertFrame(s.frame(of: "s"), 14, 5, 72, 0)  // 0 tall, centred in 10 (§4 step 4)
        assertFrame(s.frame(of: "b"), 90, 0, 10, 10)
    }

    // §2.4 / §3: padding resets the *padded* edges to plain: Spacer(minLength: 20).padding(.leading, 5)
    // is 8 from a (plain–plain on its padded leading edge) and 0 from b (its trailing edge is still the
    // Spacer's nil-category 0, §3 step 2). Internal spacing 8; a, b 10 each; padded view (priority 0
    // under padding, §2) offered 100 − 8 − 20 = 72 → spacer 67 + 5. x: a 0, p 18, spacer 23, b 90.
    func testPaddingResetsOnlyPaddedEdges() {
        let s = LayoutSnapshot(of: HStack {
            box("a"); Spacer(minLength: 20).id("s").padding(.leading, 5).id("p"); box("b")
        }, proposal: .p(100, 10))
        assertFrame(s.frame(of: "p"), 18, 5, 72, 0)
        assertFrame(s.frame(of: "s"), 23, 5, 67, 0)
        assertFrame(s.frame(of: "b"), 90, 0, 10, 10)
    }

    // §3 containers: a frame around a Spacer passes the Spacer's spacing through ("requires spacing
    // projection"): 0 on both sides. Nil proposal: a 10, framed spacer 20, b 10 → width 40 (not 56).
    func testFrameAroundSpacerKeepsZeroSpacing() {
        let s = LayoutSnapshot(of: HStack { box("a"); Spacer().frame(width: 20).id("f"); box("b") }, proposal: .unspecified)
        assertSize(s.size, 40, 10)
        assertFrame(s.frame(of: "b"), 30, 0, 10, 10)
    }

    // §3 containers: an HStack's own preference is plain on its outer edges; two HStacks in a VStack
    // are 8 apart; an explicit inner spacing does not change the outer gap.
    func testNestedStacksArePlainToEachOther() {
        let s = LayoutSnapshot(of: VStack {
            HStack(spacing: 0) { box("a"); box("b") }
            HStack(spacing: 30) { box("c"); box("d") }.id("h2")
        }, proposal: .unspecified)
        assertFrame(s.frame(of: "h2"), 0, 18, 50, 10)
        assertSize(s.size, 50, 28)
    }
}

final class SpacerRulesTests: XCTestCase {
    // §6: nil proposal → min length 8 along the stack axis, 0 across.
    func testSpacerDefaultMinLengthInHStack() {
        let s = LayoutSnapshot(of: HStack { Spacer().id("s") }, proposal: .unspecified)
        assertSize(s.size, 8, 0)
        assertFrame(s.frame(of: "s"), 0, 0, 8, 0)
    }

    // §6: never smaller than minLength: proposed 10 wide with minLength 20 → 20 (overflow).
    func testSpacerNeverBelowMinLength() {
        let s = LayoutSnapshot(of: HStack { Spacer(minLength: 20).id("s") }, proposal: .p(10, 10))
        assertFrame(s.frame(of: "s"), 0, 0, 20, 0)
    }

    // §6: in a VStack the spacer is vertical: (0, max(100, 8)) = 0×100.
    func testSpacerInVStackIsVertical() {
        let s = LayoutSnapshot(of: VStack { Spacer().id("s") }, proposal: .p(50, 100))
        assertFrame(s.frame(of: "s"), 0, 0, 0, 100)
    }

    // §5 last bullet / §6: no orientation in a ZStack or at the root: both axes.
    func testSpacerWithoutOrientationExpandsBothAxes() {
        let z = LayoutSnapshot(of: ZStack { Spacer().id("s") }, proposal: .p(50, 60))
        assertFrame(z.frame(of: "s"), 0, 0, 50, 60)
        assertSize(LayoutSnapshot(of: Spacer(), proposal: .unspecified).size, 8, 8)
        assertSize(LayoutSnapshot(of: Spacer(minLength: 3), proposal: .p(nil, 1)).size, 3, 3)
    }

    // §6 priority −∞: the colour is sized first with the spacer's 8 reserved (§4 step 2): 100 − 8 = 92.
    // (At priority 0 the spacer, with the larger minLen, would go first and take 50.)
    func testSpacerIsSizedLast() {
        let s = LayoutSnapshot(of: HStack(spacing: 0) { Spacer().id("s"); Color.red.id("c") }, proposal: .p(100, 10))
        assertFrame(s.frame(of: "s"), 0, 5, 8, 0)  // 0 tall, centred in 10 (§4 step 4)
        assertFrame(s.frame(of: "c"), 8, 0, 92, 10)
    }

    // §6/§8: LayoutSubview.priority of a Spacer is −∞; custom layoutProperties.stackOrientation
    // orients it: a `.vertical` layout makes it (0, max(60, 8)).
    func testSpacerPriorityAndCustomOrientation() {
        var priorities: [Double] = []
        _ = LayoutSnapshot(of: SpacingReader(read: { priorities = $0.map(\.priority) }) { Spacer(); box("a") }, proposal: .unspecified)
        XCTAssertEqual(priorities, [-.infinity, 0])
        let s = LayoutSnapshot(of: VerticalPassThrough { Spacer().id("s") }, proposal: .p(50, 60))
        assertFrame(s.frame(of: "s"), 0, 0, 0, 60)
    }
}

final class DividerRulesTests: XCTestCase {
    // §6: in a VStack a horizontal line: full proposed width, 1 pt (pixelLength at displayScale 1).
    func testDividerInVStackIsHorizontal() {
        let s = LayoutSnapshot(of: VStack { Divider().id("d") }, proposal: .p(100, nil))
        assertFrame(s.frame(of: "d"), 0, 0, 100, 1)
    }

    // §6: in an HStack a vertical line 1 wide, full proposed height.
    func testDividerInHStackIsVertical() {
        let s = LayoutSnapshot(of: HStack { Divider().id("d") }, proposal: .p(nil, 50))
        assertFrame(s.frame(of: "d"), 0, 0, 1, 50)
    }

    // §6: outside any stack horizontal; nil width → 10 (like Color.frame(height: t)).
    func testDividerAtRootAndNilProposal() {
        assertSize(LayoutSnapshot(of: Divider(), proposal: .p(100, 100)).size, 100, 1)
        assertSize(LayoutSnapshot(of: Divider(), proposal: .unspecified).size, 10, 1)
    }

    // §6: thickness = pixelLength = 1/displayScale → 0.5 at 2x.
    func testDividerThicknessFollowsDisplayScale() {
        var environment = EnvironmentValues()
        environment.displayScale = 2
        let s = LayoutSnapshot(of: VStack { Divider().id("d") }, proposal: .p(80, nil), environment: environment)
        assertFrame(s.frame(of: "d"), 0, 0, 80, 0.5)
    }

    // §6 + §3: between two boxes in a VStack, plain spacing 8 each side: 10 + 8 + 1 + 8 + 10 = 37.
    func testDividerBetweenViews() {
        let s = LayoutSnapshot(of: VStack { box("a"); Divider().id("d"); box("b") }, proposal: .p(10, nil))
        assertSize(s.size, 10, 37)
        assertFrame(s.frame(of: "d"), 0, 18, 10, 1)
    }
}

/// Test-only: hands its subviews to `read` and places nothing special (a top-leading pile).
struct SpacingReader: Layout, @unchecked Sendable {
    let read: (Subviews) -> Void
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        read(subviews)
        return .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
    }
}

/// Test-only: a vertical-orientation layout that passes its proposal to its children.
struct VerticalPassThrough: Layout {
    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        for subview in subviews { subview.place(at: bounds.origin, proposal: proposal) }
    }
}
