import XCTest
@testable import Arrange

/// `ViewThatFits` per Docs/LayoutRules.md §9 (Apple's documentation and fbm's observations on iOS 17).
final class ViewThatFitsTests: XCTestCase {
    /// The first child is 300 wide ideally, more than the 200 proposed; the second, 100, fits
    /// (Docs/LayoutRules.md §9: first fitting child wins). The other child is not part of the layout.
    func testFirstChildThatFitsWins() {
        let view = ViewThatFits(in: .horizontal) {
            Color.red.frame(width: 300, height: 10).id("wide")
            Color.blue.frame(width: 100, height: 10).id("narrow")
            Color.green.frame(width: 50, height: 10).id("narrower")
        }
        let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 200, height: 50))
        XCTAssertNil(snapshot.frame(of: "wide"))
        XCTAssertEqual(snapshot.frame(of: "narrow"), CGRect(x: 0, y: 0, width: 100, height: 10))
        XCTAssertNil(snapshot.frame(of: "narrower"))
        XCTAssertEqual(snapshot.size, CGSize(width: 100, height: 10))
    }

    /// When the first child fits it is chosen, even if a later one would fit too.
    func testPreferenceOrder() {
        let view = ViewThatFits {
            Color.red.frame(width: 150, height: 10).id("first")
            Color.blue.frame(width: 100, height: 10).id("second")
        }
        let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 200, height: 50))
        XCTAssertEqual(snapshot.frame(of: "first")?.size, CGSize(width: 150, height: 10))
        XCTAssertNil(snapshot.frame(of: "second"))
    }

    /// With `in: .vertical`, a child is measured with the parent's width and a nil height
    /// (Docs/LayoutRules.md §9, fbm's `.vertical` example). A square `aspectRatio(1, .fit)` colour measured at
    /// (200, nil) is 200 × 200 (fit scales to the only given axis), taller than 100: rejected. The
    /// 50-high colour measured at (200, nil) is 200 × 50: chosen.
    func testVerticalFitUsesTheParentsWidth() {
        let view = ViewThatFits(in: .vertical) {
            Color.red.aspectRatio(1, contentMode: .fit).id("square")
            Color.blue.frame(height: 50).id("bar")
        }
        let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 200, height: 100))
        XCTAssertNil(snapshot.frame(of: "square"))
        XCTAssertEqual(snapshot.frame(of: "bar"), CGRect(x: 0, y: 0, width: 200, height: 50))
    }

    /// None fits: the last child is used, laid out with the real proposal (Docs/LayoutRules.md §9). The last
    /// child is `frame(minWidth: 250)` around a colour: ideally 250 wide (only min: max(min(∞, 10),
    /// 250), Docs/LayoutRules.md §2.2), more than 200; with the real proposal 200 it is max(min(200, 200), 250) =
    /// 250 wide and, on the unconstrained height, the colour's 50.
    func testLastChildWhenNoneFits() {
        let view = ViewThatFits(in: .horizontal) {
            Color.red.frame(width: 300, height: 10).id("first")
            Color.blue.frame(minWidth: 250).id("last")
        }
        let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 200, height: 50))
        XCTAssertNil(snapshot.frame(of: "first"))
        XCTAssertEqual(snapshot.frame(of: "last"), CGRect(x: 0, y: 0, width: 250, height: 50))
    }

    /// An unspecified proposal on a constrained axis lets the first child fit (Docs/Differences.md).
    func testUnspecifiedProposalChoosesTheFirstChild() {
        let view = ViewThatFits {
            Color.red.frame(width: 300, height: 10).id("first")
            Color.blue.frame(width: 100, height: 10).id("second")
        }
        let snapshot = LayoutSnapshot(of: view, proposal: .unspecified)
        XCTAssertEqual(snapshot.frame(of: "first")?.size, CGSize(width: 300, height: 10))
        XCTAssertNil(snapshot.frame(of: "second"))
    }

    /// The choice is made again for each proposal: in a stack, the child's probes at 0 and ∞ may
    /// choose differently from the final offer, and only the final one is placed.
    func testChoiceFollowsTheProposalInsideAStack() {
        let buttons = ViewThatFits(in: .horizontal) {
            Color.red.frame(width: 180, height: 20).id("horizontal")
            Color.blue.frame(width: 60, height: 60).id("vertical")
        }
        let wide = LayoutSnapshot(of: HStack(spacing: 0) { buttons }, in: CGSize(width: 200, height: 100))
        XCTAssertNotNil(wide.frame(of: "horizontal"))
        XCTAssertNil(wide.frame(of: "vertical"))
        let narrow = LayoutSnapshot(of: HStack(spacing: 0) { buttons }, in: CGSize(width: 100, height: 100))
        XCTAssertNil(narrow.frame(of: "horizontal"))
        XCTAssertEqual(narrow.frame(of: "vertical"), CGRect(x: 20, y: 20, width: 60, height: 60))
    }
}
