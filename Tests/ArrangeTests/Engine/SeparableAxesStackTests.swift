import XCTest
@testable import Arrange

/// Stacks whose subviews all answer along each axis from that axis's proposal alone (colours,
/// flexible frames around them, fixed frames: `LayoutGraph.hasSeparableAxes`) order their subviews
/// once for every cross-axis proposal. Placement still sizes them again with the stack's own cross
/// length where the stack was proposed nil (Docs/LayoutRules.md §4, "Placement"), so a subview whose
/// cross length follows the proposal takes the stack's.
final class SeparableAxesStackTests: XCTestCase {
    /// HStack(spacing 8) of a 20 × 30 frame and a flexible frame around a colour, proposed 100 × nil.
    /// Measured with a nil height: the flexible one gets 100 − 20 − 8 = 72 and is 10 tall (a colour
    /// proposed nil, Docs/LayoutRules.md §1), so the stack is 100 × 30. Placed with the height filled
    /// in (30): the flexible one is proposed 72 × 30 and takes it.
    func testHorizontalFlexibleSubviewTakesTheFilledInHeight() {
        let view = HStack(spacing: 8) {
            Color.red.frame(width: 20, height: 30).id(0)
            Color.blue.frame(minWidth: 0, maxWidth: .infinity).id(1)
        }
        let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 100, height: nil))
        XCTAssertEqual(snapshot.size, CGSize(width: 100, height: 30))
        XCTAssertEqual(snapshot.frame(of: 0), CGRect(x: 0, y: 0, width: 20, height: 30))
        XCTAssertEqual(snapshot.frame(of: 1), CGRect(x: 28, y: 0, width: 72, height: 30))
    }

    /// The same along the vertical axis: VStack(spacing 8) of a 30 × 20 frame and a vertically
    /// flexible frame, proposed nil × 100: 72 tall, and 30 wide once placed.
    func testVerticalFlexibleSubviewTakesTheFilledInWidth() {
        let view = VStack(spacing: 8) {
            Color.red.frame(width: 30, height: 20).id(0)
            Color.blue.frame(minHeight: 0, maxHeight: .infinity).id(1)
        }
        let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: nil, height: 100))
        XCTAssertEqual(snapshot.size, CGSize(width: 30, height: 100))
        XCTAssertEqual(snapshot.frame(of: 0), CGRect(x: 0, y: 0, width: 30, height: 20))
        XCTAssertEqual(snapshot.frame(of: 1), CGRect(x: 0, y: 28, width: 30, height: 72))
    }

    /// Priorities still order the sizing: the higher-priority flexible frame is offered what the
    /// lower one's minimum (0) leaves, 100 − 8 − 8 − 20 = 64, and takes it; the other gets 0
    /// (Docs/LayoutRules.md §4, step 2). Both take the filled-in height, 30.
    func testPrioritiesWithSeparableSubviews() {
        let view = HStack(spacing: 8) {
            Color.blue.frame(minWidth: 0, maxWidth: .infinity).id(0)
            Color.red.frame(width: 20, height: 30).id(1)
            Color.green.frame(minWidth: 0, maxWidth: .infinity).layoutPriority(1).id(2)
        }
        let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 100, height: nil))
        XCTAssertEqual(snapshot.size, CGSize(width: 100, height: 30))
        XCTAssertEqual(snapshot.frame(of: 0), CGRect(x: 0, y: 0, width: 0, height: 30))
        XCTAssertEqual(snapshot.frame(of: 1), CGRect(x: 8, y: 0, width: 20, height: 30))
        XCTAssertEqual(snapshot.frame(of: 2), CGRect(x: 36, y: 0, width: 64, height: 30))
    }
}
