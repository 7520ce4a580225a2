import XCTest
@testable import Arrange
import ArrangeTreeText

/// A lazy container measures all of its content while its scroll view's frame is unknown, and a
/// viewport's worth (estimating the rest) once the scroll view is placed (Docs/Differences.md,
/// "Laziness"). The size memo once kept the earlier answer for the rest of the pass, so frames
/// differed with and without the memo (found by `LayoutPropertyTests.theSizeMemoChangesNoFrame`);
/// placing the scroll view now drops what was measured inside it before.
final class LazyViewportMemoTests: XCTestCase {
    private let text = #"LazyHStack { ScrollView(vertical) { Text("Hello, world").layoutPriority(-1.0).id("n5") LazyVStack { Text("👋🏽").id("n7") Divider().id("n8") }.fixedSize(horizontal: true, vertical: false).id("n6") }.id("n4") }.id("n1")"#

    func testTheMemoChangesNoFrameOfLazyContentInANestedScrollView() throws {
        let view = try ViewTreeDescription(parsing: text).makeView()
        let proposal = ProposedViewSize(width: 0, height: 0)
        let memoised = LayoutSnapshot(of: view, proposal: proposal)
        let fresh = LayoutSnapshot(withoutSizeMemo: view, proposal: proposal)
        for id in ["n1", "n4", "n5", "n6"] {
            XCTAssertEqual(memoised.frame(of: id), fresh.frame(of: id), id)
        }
        // Placed in a 0-tall viewport, the stack measures its first element (one 21-point line of
        // text) and estimates the other at the measured average, 21, with the first element's
        // spacing to itself between them (0 between two texts): 42.
        XCTAssertEqual(memoised.frame(of: "n6")?.height, 42)
    }
}
