// The README's "Test your SwiftUI views on Linux" example, verbatim, so that it keeps compiling and
// passing; its references are in __Snapshots__/ReadmeExampleTests/. Expected frames
// (`testContentView.2.txt`): the text is 12 points above the 100 × 40 colour (the explicit
// spacing, Docs/LayoutRules.md §4) and the VStack is centred in the 390 × 844 host (§11).
import Arrange
import ArrangeSnapshotTesting
import SnapshotTesting
import XCTest

struct ContentView: View {
    var body: some View {
        VStack(spacing: 12) {
            Text("Hello, Linux")
            Color.blue.frame(width: 100, height: 40)
        }
    }
}

final class ContentViewTests: XCTestCase {
    func testContentView() {
        MainActor.assumeIsolated {   // views are main-actor isolated; XCTest runs tests on the main thread
            assertSnapshot(of: ContentView(), as: .image(size: CGSize(width: 390, height: 844)))
            assertSnapshot(of: ContentView(), as: .frames(size: CGSize(width: 390, height: 844)))
        }
    }
}
