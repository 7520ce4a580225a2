// Frames implied by the article's flow layout and layout switch (SeedFlowLayout.swift,
// SeedLayoutSwitch.swift) and by the session's voting buttons (SeedVotingButtons.swift), by hand.
import XCTest
@testable import Arrange

/// Ten items as in the article's switch: a 10 × 20 label, `.fixedSize()` (no change for a fixed
/// frame), `.padding()` (16 on every edge) → 42 × 52. Ids "item0"…"item9".
private func items() -> some View {
    ForEach(0..<10, id: \.self) {
        Color.gray.frame(width: 10, height: 20).fixedSize().padding().id("item\($0)")
    }
}

final class SeedFlowLayoutTests: XCTestCase {
    // The article's dryRun, proposed width 100: items of 42: 0 + 42 ≤ 100, 42 + 42 = 84 ≤ 100,
    // 84 + 42 = 126 > 100 → wrap; 2 per line, no spacing → 5 lines of 52. Size: widest offset 84 by
    // 5·52 = 260. Placement re-runs dryRun with bounds.width = 84: 84 + 42 > 84 still wraps after 2.
    func testArticleFlowWrapsAtTheProposedWidth() {
        let s = LayoutSnapshot(of: FlowLayout { items() }, proposal: .p(100, nil))
        assertSize(s.size, 84, 260)
        assertFrame(s.frame(of: "item1"), 42, 0, 42, 52)
        assertFrame(s.frame(of: "item2"), 0, 52, 42, 52)
        assertFrame(s.frame(of: "item9"), 42, 208, 42, 52)
    }

    // nil proposal: replacingUnspecifiedDimensions() gives a width of 10, narrower than every item:
    // each starts a new line (the first too, at y 0 + lineHeight 0 = 0). Size 42 × 10·52 = 520.
    func testArticleFlowUnspecifiedWidthIsTenPoints() {
        let s = LayoutSnapshot(of: FlowLayout { items() }, proposal: .unspecified)
        assertSize(s.size, 42, 520)
        assertFrame(s.frame(of: "item0"), 0, 0, 42, 52)
        assertFrame(s.frame(of: "item9"), 0, 468, 42, 52)
    }

    // MARK: - The switch, hosted in 200 × 300

    // The VStack proposes its single child 200 × 300; `.frame(maxWidth: .infinity, maxHeight:
    // .infinity, alignment: .top)` proposes the same to the AnyLayout and is, on each axis,
    // min(∞, max(child, proposed)) (Docs/LayoutRules.md §2.2): the proposal, or the child's size when the child
    // overflows it. It puts the child at its top centre: x = (frame width − child width)/2, y = 0.
    // The host centres the root (the VStack, as big as the frame) in 200 × 300 (Docs/LayoutRules.md §11).
    private func snapshot(_ type: LayoutSwitchView.LayoutType) -> LayoutSnapshot {
        LayoutSnapshot(of: LayoutSwitchView(layoutType: type), in: CGSize(width: 200, height: 300))
    }

    // hStack: 10·42 + 9·8 = 492 wide (rigid items overflow 200) × 52. Frame: max(492, 200) = 492 by
    // max(52, 300) = 300; the host puts it at x = (200 − 492)/2 = −146, y 0; the child fills the
    // frame's width → item i at x = −146 + 50·i, y 0.
    func testSwitchHStack() {
        let s = snapshot(.hStack)
        assertFrame(s.frame(of: "item0"), -146, 0, 42, 52)
        assertFrame(s.frame(of: "item9"), -146 + 450, 0, 42, 52)
    }

    // vStack: 42 wide × 10·52 + 9·8 = 592 high. Frame: max(42, 200) = 200 by max(592, 300) = 592;
    // the host puts it at y = (300 − 592)/2 = −146; the child at x = (200 − 42)/2 = 79, at the
    // frame's top → item i at y = −146 + 60·i.
    func testSwitchVStack() {
        let s = snapshot(.vStack)
        assertFrame(s.frame(of: "item0"), 79, -146, 42, 52)
        assertFrame(s.frame(of: "item9"), 79, -146 + 540, 42, 52)
    }

    // zStack: 42 × 52 fits, so the frame is 200 × 300 at the origin; every item on top of each
    // other at ((200 − 42)/2, 0) = (79, 0).
    func testSwitchZStack() {
        let s = snapshot(.zStack)
        for i in [0, 5, 9] { assertFrame(s.frame(of: "item\(i)"), 79, 0, 42, 52) }
    }

    // flowLayout (the article's): container width 200 → 4 per line (4·42 = 168; 168 + 42 = 210 >
    // 200), lines of 4, 4, 2 → 168 × 3·52 = 156: fits, frame 200 × 300. x = (200 − 168)/2 = 16. Placement at
    // bounds.width 168 keeps 4 per line (126 + 42 = 168 is not > 168). Item i at
    // (16 + 42·(i mod 4), 52·(i div 4)).
    func testSwitchFlowLayout() {
        let s = snapshot(.flowLayout)
        assertFrame(s.frame(of: "item0"), 16, 0, 42, 52)
        assertFrame(s.frame(of: "item3"), 16 + 126, 0, 42, 52)
        assertFrame(s.frame(of: "item4"), 16, 52, 42, 52)
        assertFrame(s.frame(of: "item9"), 16 + 42, 104, 42, 52)
    }

    // In a host, switching from hStack to vStack animates with `.default` (the article: "we can
    // even animate the change"): item9 starts where the hStack put it and ends where the vStack
    // puts it, and is between them on the way.
    func testSwitchAnimatesInAHost() {
        let host = ViewHost(rootView: LayoutSwitchView(layoutType: .hStack), size: CGSize(width: 200, height: 300))
        host.update(rootView: LayoutSwitchView(layoutType: .vStack))
        assertFrame(host.frame(of: "item9"), -146 + 450, 0, 42, 52)
        host.advance(by: 0.2)
        let mid = host.frame(of: "item9")!
        XCTAssertLessThan(mid.minX, -146 + 450)
        XCTAssertGreaterThan(mid.minX, 79)
        host.advance(by: 2)
        XCTAssertFalse(host.isAnimating)
        assertFrame(host.frame(of: "item9"), 79, -146 + 540, 42, 52)
    }

    // The switch keeps every item's structural identity: the same explicit id resolves to a node
    // with the same identity whichever layout AnyLayout wraps, which is what lets the article's
    // `.animation(.default, value: layoutType)` animate the items instead of replacing them.
    func testSwitchKeepsIdentity() {
        let snapshots = LayoutSwitchView.LayoutType.allCases.map(snapshot)
        for i in 0..<10 {
            let identities = snapshots.map { s in s.graph.nodes[Int(s.graph.nodesByID["item\(i)"]!)].identity }
            XCTAssertEqual(Set(identities).count, 1, "item\(i): \(identities)")
        }
    }

    // MARK: - The session's StackedButtons

    // Label widths 30, 80, 30 (10 per character), 20 high. MyEqualWidthHStack ideally: maxSize
    // (80, 20), spacing 8 + 8 → 80·3 + 16 = 256 × 20. MyEqualWidthVStack: 80 × (20·3 + 16) = 80 × 76.
    // Both children carry the same ids; `frame(of:)` names the button of the stack that was
    // placed.
    // 300 × 100: 256 ≤ 300, 20 ≤ 100 → horizontal, 256 × 20; Goldfish is the second button:
    // x = 80 + 8 = 88 → (88, 0, 80, 20).
    func testVotingButtonsSideBySideWhenWide() {
        let s = LayoutSnapshot(of: StackedButtons(pets: Pet.exampleData), proposal: .p(300, 100))
        assertSize(s.size, 256, 20)
        assertFrame(s.frame(of: "Goldfish"), 88, 0, 80, 20)
    }

    // 200 × 100: 256 > 200 → vertical (80 ≤ 200, 76 ≤ 100): 80 × 76; Goldfish is the second button,
    // centred at y = 10 + 20 + 8 = 38 → (0, 28, 80, 20).
    func testVotingButtonsStackedWhenNarrow() {
        let s = LayoutSnapshot(of: StackedButtons(pets: Pet.exampleData), proposal: .p(200, 100))
        assertSize(s.size, 80, 76)
        assertFrame(s.frame(of: "Goldfish"), 0, 28, 80, 20)
        assertFrame(s.frame(of: "Dog"), 0, 56, 80, 20)
    }
}
