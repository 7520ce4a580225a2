import Arrange
import ArrangeSnapshotTesting
import Foundation
import SnapshotTesting
import XCTest

/// A bar that grows 10 points a tap.
struct GrowingBar: View {
    @State private var width: CGFloat = 20
    var body: some View {
        Color.green.frame(width: width, height: 10).id("bar")
            .onTapGesture { width += 10 }
    }
}

/// The `ViewHost` strategies: what the host shows now, against
/// `__Snapshots__/HostStrategyTests/`. A 100 × 50 host centres the 20 × 10 bar at (40, 20), and
/// after a tap the 30 × 10 bar at (35, 20) (Docs/LayoutRules.md §11: the root view is centred in
/// the hosting view).
final class HostStrategyTests: XCTestCase {
    func testHostSnapshotsFollowState() throws {
        try MainActor.assumeIsolated {
            let host = ViewHost(rootView: GrowingBar(), size: CGSize(width: 100, height: 50))
            assertSnapshot(of: host, as: .frames, named: "before")
            assertSnapshot(of: host, as: .image, named: "before")
            XCTAssertNotNil(verifySnapshot(of: host, as: .frames, named: "after", record: .never))
            XCTAssertTrue(host.tap(on: "bar"))
            let message = try XCTUnwrap(verifySnapshot(of: host, as: .frames, named: "before", record: .never))
            XCTAssertTrue(message.contains("(35, 20, 30, 10)"), message)
            assertSnapshot(of: host, as: .frames, named: "after")
            assertSnapshot(of: host, as: .displayList, named: "after-drawing")
            assertSnapshot(of: host, as: .svg, named: "after")
        }
    }
}
