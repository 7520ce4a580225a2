import XCTest
import Arrange

/// A `NavigationLink` in a list row: the whole row takes the tap, as a table cell does on iOS
/// (Apple's documentation of `NavigationLink`: "in a List, the link appears as a row with a
/// disclosure indicator").
final class NavigationLinkInListTests: XCTestCase {
    /// The row's label is at its leading edge and the chevron at its trailing edge; a tap at the
    /// row's centre, where neither draws, still pushes.
    func testATapAnywhereOnTheRowPushes() {
        MainActor.assumeIsolated {
            let host = ViewHost(rootView: NavigationStack {
                List {
                    NavigationLink("Privacy", value: "privacy").id("link")
                }
                .navigationDestination(for: String.self) { Text($0).id("destination") }
            }, size: CGSize(width: 390, height: 600))
            let row = host.frame(of: "link")
            XCTAssertNotNil(row)
            XCTAssertTrue(host.tap(on: "link"))
            XCTAssertNotNil(host.frame(of: "destination"))
        }
    }
}
