import XCTest
@testable import Arrange

/// `ScrollView`: its content is proposed nil along the scroll axes (issue "Grid, ViewThatFits,
/// AnyLayout…", Docs/LayoutRules.md §1's nil proposal = ideal size) and the scroll view's size across them.
final class ScrollViewTests: XCTestCase {
    private func list() -> some View {
        ScrollView {
            ForEach(0..<10) { index in
                Color.red.frame(height: 50).id(index)
            }
        }
        .id("scroll")
    }

    /// Ten 50-high rows in the implicit VStack, 8 apart (Docs/LayoutRules.md §3): 10 × 50 + 9 × 8 = 572 high,
    /// each as wide as the scroll view (a colour takes the proposed width). The scroll view takes
    /// the 100 × 200 it is proposed and shows the content from the top.
    func testContentIsProposedNilAlongTheScrollAxis() {
        let snapshot = LayoutSnapshot(of: list(), proposal: ProposedViewSize(width: 100, height: 200))
        XCTAssertEqual(snapshot.frame(of: "scroll"), CGRect(x: 0, y: 0, width: 100, height: 200))
        XCTAssertEqual(snapshot.frame(of: 0), CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(snapshot.frame(of: 9), CGRect(x: 0, y: 9 * 58, width: 100, height: 50))
    }

    /// `defaultScrollAnchor(.bottom)` scrolls to the end: the content moves up by its overflow,
    /// 572 − 200 = 372, so the last row ends at the bottom edge.
    func testDefaultScrollAnchorMovesTheContent() {
        let snapshot = LayoutSnapshot(of: list().defaultScrollAnchor(.bottom), proposal: ProposedViewSize(width: 100, height: 200))
        XCTAssertEqual(snapshot.frame(of: 0)?.minY, -372)
        XCTAssertEqual(snapshot.frame(of: 9)?.maxY, 200)
    }

    /// Proposed no height, the scroll view is as tall as its content.
    func testUnspecifiedHeightTakesTheContentHeight() {
        let snapshot = LayoutSnapshot(of: list(), proposal: ProposedViewSize(width: 100, height: nil))
        XCTAssertEqual(snapshot.frame(of: "scroll")?.size, CGSize(width: 100, height: 572))
    }

    /// Content narrower than the scroll view is centred across the scroll axis and starts at the
    /// top along it.
    func testNarrowContentIsCentredAcross() {
        let view = ScrollView { Color.red.frame(width: 40, height: 30).id("box") }
        let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 100, height: 200))
        XCTAssertEqual(snapshot.frame(of: "box"), CGRect(x: 30, y: 0, width: 40, height: 30))
    }

    /// A horizontal scroll view proposes nil width: an HStack of five 40-wide squares is
    /// 5 × 40 + 4 × 8 = 232 wide, laid out from the leading edge.
    func testHorizontalScrolling() {
        let view = ScrollView(.horizontal) {
            HStack { ForEach(0..<5) { Color.blue.frame(width: 40, height: 40).id("item\($0)") } }
        }
        let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 100, height: 60))
        XCTAssertEqual(snapshot.frame(of: "item0"), CGRect(x: 0, y: 10, width: 40, height: 40))
        XCTAssertEqual(snapshot.frame(of: "item4")?.maxX, 232)
    }
}
