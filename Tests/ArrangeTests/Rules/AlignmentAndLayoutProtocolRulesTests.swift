// Alignment guides (Docs/LayoutRules.md §2.9, §7), aspect ratio (Apple docs), proposals (§1) and the custom
// Layout protocol (§8, Apple's LayoutSubview.place(at:anchor:proposal:) documentation).
import XCTest
@testable import Arrange

private enum MidAlignment: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.top] }
}

private extension VerticalAlignment {
    static let testMid = VerticalAlignment(MidAlignment.self)
}

final class AlignmentGuideRulesTests: XCTestCase {
    // §2.9: reading d[.leading] in a chained guide returns the previous explicit value (100/3), so the
    // guide becomes 100/3 + 10 = 43.333. VStack(.leading) §4 step 4: ranges [−43.33, 56.67] and
    // [0, 100] → width 143.33; a at 0, b at 43.33.
    func testChainedGuideReadsPreviousExplicitValue() {
        let s = LayoutSnapshot(of: VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 100, height: 10).id("a")
                .alignmentGuide(.leading) { d in d.width / 3 }
                .alignmentGuide(.leading) { d in d[.leading] + 10 }
            Color.blue.frame(width: 100, height: 10).id("b")
        }, proposal: .unspecified)
        assertSize(s.size, 100 + 100.0 / 3 + 10, 20)
        assertFrame(s.frame(of: "a"), 0, 0, 100, 10)
        assertFrame(s.frame(of: "b"), 100.0 / 3 + 10, 10, 100, 10)
    }

    // §7: a custom guide's container value is the average of its children's explicit values in
    // container coordinates: 5 and 20 + 15 = 35 → 20. HStack(.testMid): a's default is its top (0) →
    // [0, 50]; v → [−20, 20]; union [−20, 50] → height 70; a at y 20, v at y 0.
    func testCustomAlignmentAveragesAcrossStack() {
        let s = LayoutSnapshot(of: HStack(alignment: .testMid, spacing: 0) {
            Color.red.frame(width: 10, height: 50).id("a")
            VStack(spacing: 0) {
                Color.blue.frame(width: 10, height: 20).alignmentGuide(.testMid) { _ in 5 }
                Color.blue.frame(width: 10, height: 20).alignmentGuide(.testMid) { _ in 15 }
            }.id("v")
        }, proposal: .unspecified)
        assertSize(s.size, 20, 70)
        assertFrame(s.frame(of: "a"), 0, 20, 10, 50)
        assertFrame(s.frame(of: "v"), 10, 0, 10, 40)
    }

    // §7: built-in guides never propagate out of a multi-child container: the inner VStack has no
    // explicit leading although its child sets one → it sits at x 0 in the outer leading VStack.
    func testBuiltInGuideDoesNotPropagateOutOfStack() {
        let s = LayoutSnapshot(of: VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 50, height: 10)
            VStack { Color.blue.frame(width: 30, height: 10).alignmentGuide(.leading) { _ in 20 } }.id("inner")
        }, proposal: .unspecified)
        assertSize(s.size, 50, 20)
        assertFrame(s.frame(of: "inner"), 0, 10, 30, 10)
    }

    // §7: unary modifiers forward explicit guides shifted by their placement: leading 5 inside
    // padding(10) → 15. Ranges a [0, 50], p [−15, 35] → width 65; a at 15, p at 0, b at 10.
    func testPaddingForwardsShiftedGuide() {
        let s = LayoutSnapshot(of: VStack(alignment: .leading, spacing: 0) {
            Color.red.frame(width: 50, height: 10).id("a")
            Color.blue.frame(width: 30, height: 10).id("b").alignmentGuide(.leading) { _ in 5 }.padding(10).id("p")
        }, proposal: .unspecified)
        assertSize(s.size, 65, 40)
        assertFrame(s.frame(of: "a"), 15, 0, 50, 10)
        assertFrame(s.frame(of: "p"), 0, 10, 50, 30)
        assertFrame(s.frame(of: "b"), 10, 20, 30, 10)
    }

    // §8: LayoutSubview.dimensions(in:) reports explicit guides (d[.leading] = 5) and defaults
    // (center = w/2 = 15, bottom = h = 10; firstTextBaseline defaults to h for non-text, §2.9).
    func testDimensionsReportGuides() {
        var d: (CGFloat, CGFloat, CGFloat, CGFloat, CGFloat?)?
        _ = LayoutSnapshot(of: SpacingReader(read: { subviews in
            let dims = subviews[0].dimensions(in: .unspecified)
            d = (dims[.leading], dims[HorizontalAlignment.center], dims[.bottom], dims[.firstTextBaseline], dims[explicit: .trailing])
        }) {
            Color.red.frame(width: 30, height: 10).alignmentGuide(.leading) { _ in 5 }
        }, proposal: .unspecified)
        XCTAssertEqual(d?.0, 5)
        XCTAssertEqual(d?.1, 15)
        XCTAssertEqual(d?.2, 10)
        XCTAssertEqual(d?.3, 10)
        XCTAssertNil(d?.4 ?? nil)
    }
}

final class AspectRatioAndProposalRulesTests: XCTestCase {
    // Apple `aspectRatio(_:contentMode:)`: fit ratio 2 in 300×300 → largest 2:1 inside = 300×150,
    // centred when hosted → y 75; fill → smallest 2:1 covering = 600×300.
    func testAspectRatioFitAndFill() {
        let fit = LayoutSnapshot(of: Color.red.id("c").aspectRatio(2, contentMode: .fit), in: CGSize(width: 300, height: 300))
        assertSize(fit.size, 300, 150)
        assertFrame(fit.frame(of: "c"), 0, 75, 300, 150)
        let fill = LayoutSnapshot(of: Color.red.aspectRatio(2, contentMode: .fill), proposal: .p(300, 300))
        assertSize(fill.size, 600, 300)
        assertSize(LayoutSnapshot(of: Color.red.aspectRatio(CGSize(width: 4, height: 3), contentMode: .fit), proposal: .p(300, 300)).size, 300, 225)
    }

    // Apple: with no ratio the child's ideal size gives it: Color ideal 10×10 (§1) → 1:1 → 300×300 in
    // 300×600 fit → 300×300.
    func testScaledToFitUsesIdealRatio() {
        assertSize(LayoutSnapshot(of: Color.red.scaledToFit(), proposal: .p(300, 600)).size, 300, 300)
    }

    // §1 / Apple: replacingUnspecifiedDimensions() defaults to 10×10; given values replace only nils.
    func testReplacingUnspecifiedDimensions() {
        XCTAssertEqual(ProposedViewSize.unspecified.replacingUnspecifiedDimensions(), CGSize(width: 10, height: 10))
        XCTAssertEqual(ProposedViewSize(width: nil, height: 30).replacingUnspecifiedDimensions(), CGSize(width: 10, height: 30))
        XCTAssertEqual(ProposedViewSize(width: 7, height: nil).replacingUnspecifiedDimensions(by: CGSize(width: 1, height: 2)), CGSize(width: 7, height: 2))
        XCTAssertEqual(ProposedViewSize(CGSize(width: 3, height: 4)), .p(3, 4))
    }

    // §1: Color/shape answer the proposal; nil → 10; 0 → 0; ∞ → ∞ (read through a parent).
    func testLeafSizing() {
        XCTAssertEqual(measured(Rectangle(), [.p(nil, nil), .p(0, 0), .p(.infinity, 40)]),
                       [CGSize(width: 10, height: 10), .zero, CGSize(width: CGFloat.infinity, height: 40)])
    }
}

/// Test-only layout: answers `size`, places subview i with `placements[i]` (if any) and records bounds.
private struct Placer: Layout {
    var size = CGSize(width: 100, height: 80)
    var placements: [(CGPoint, UnitPoint, ProposedViewSize)] = []
    var bounds: Recorder<CGRect>? = nil

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize { size }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        self.bounds?.values.append(bounds)
        for (index, placement) in placements.enumerated() where index < subviews.count {
            subviews[index].place(at: CGPoint(x: bounds.minX + placement.0.x, y: bounds.minY + placement.0.y),
                                  anchor: placement.1, proposal: placement.2)
        }
    }
}

final class LayoutProtocolRulesTests: XCTestCase {
    // Apple place(at:anchor:proposal:) doc / §8: an unplaced subview "appears at the center of its
    // layout container and uses the layout container's size proposal": the Color is proposed
    // (200, 160) → 200×160 centred on the 100×80 container's centre (50, 40) → (−50, −40);
    // a fixed 20×10 → (40, 35).
    func testUnplacedSubviewsAreCentredWithContainerProposal() {
        let s = LayoutSnapshot(of: Placer() { Color.red.id("c"); Color.blue.frame(width: 20, height: 10).id("f") }, proposal: .p(200, 160))
        assertSize(s.size, 100, 80)
        assertFrame(s.frame(of: "c"), -50, -40, 200, 160)
        assertFrame(s.frame(of: "f"), 40, 35, 20, 10)
    }

    // §8: origin = p − anchor·size. Point (50, 50), size 20×10: .center → (40, 45); .bottomTrailing
    // → (30, 40); .topLeading → (50, 50); UnitPoint(x: 0.25, y: 1) → (45, 40).
    func testPlaceAnchors() {
        let p = CGPoint(x: 50, y: 50)
        let q = ProposedViewSize(width: 20, height: 10)
        let s = LayoutSnapshot(of: Placer(placements: [(p, .center, q), (p, .bottomTrailing, q), (p, .topLeading, q), (p, UnitPoint(x: 0.25, y: 1), q)]) {
            Color.red.id("0"); Color.red.id("1"); Color.red.id("2"); Color.red.id("3")
        }, proposal: .unspecified)
        assertFrame(s.frame(of: "0"), 40, 45, 20, 10)
        assertFrame(s.frame(of: "1"), 30, 40, 20, 10)
        assertFrame(s.frame(of: "2"), 50, 50, 20, 10)
        assertFrame(s.frame(of: "3"), 45, 40, 20, 10)
    }

    // §8: bounds.origin is generally non-zero: under .padding(10) the bounds are (10, 10, 100, 80);
    // hosted in 300×300 the padded view (120×100) is centred at (90, 100) → bounds origin (100, 110),
    // and a subview placed at bounds.origin + (5, 5) lands at (105, 115).
    func testBoundsOriginIsNonZero() {
        let recorded = Recorder<CGRect>()
        let s = LayoutSnapshot(of: Placer(placements: [(CGPoint(x: 5, y: 5), .topLeading, .p(20, 10))], bounds: recorded) {
            Color.red.id("c")
        }.padding(10), in: CGSize(width: 300, height: 300))
        XCTAssertEqual(recorded.values.last, CGRect(x: 100, y: 110, width: 100, height: 80))
        assertFrame(s.frame(of: "c"), 105, 115, 20, 10)
    }

    // §8: subview[Key] returns the value set with .layoutValue on the subview, or the key's default.
    func testLayoutValueKeyDefaultAndValue() {
        var values: [String] = []
        _ = LayoutSnapshot(of: SpacingReader(read: { values = $0.map { $0[NameKey.self] } }) {
            Color.red.layoutValue(key: NameKey.self, value: "red")
            Color.blue
            Color.green.padding().layoutValue(key: NameKey.self, value: "green")
        }, proposal: .unspecified)
        XCTAssertEqual(values, ["red", "none", "green"])
    }

    // §8 / §3: default Layout.spacing is the union of the children's preferences: a container of plain
    // views is 8 from a plain sibling; a container of only a Spacer is 0 from it.
    func testDefaultLayoutSpacing() {
        let s = LayoutSnapshot(of: HStack {
            Placer(size: CGSize(width: 10, height: 10)) { Color.red }.id("p")
            Color.red.frame(width: 10, height: 10).id("a")
            Placer(size: CGSize(width: 10, height: 10)) { Spacer() }.id("q")
        }, proposal: .unspecified)
        assertFrame(s.frame(of: "a"), 18, 0, 10, 10)
        assertFrame(s.frame(of: "q"), 28, 0, 10, 10)
    }

    // §8: a layout container with no subviews has priority −∞ (as a stack child), else 0.
    func testEmptyContainerPriority() {
        var priorities: [Double] = []
        _ = LayoutSnapshot(of: SpacingReader(read: { priorities = $0.map(\.priority) }) {
            Placer() { EmptyView() }
            Placer() { Color.red }
        }, proposal: .unspecified)
        XCTAssertEqual(priorities, [-.infinity, 0])
    }
}

private struct NameKey: LayoutValueKey {
    static let defaultValue = "none"
}
