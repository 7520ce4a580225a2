import XCTest
@testable import Arrange

/// `ContentUnavailableView` takes the whole space it is offered and centres its label,
/// description and actions (ContentUnavailableMetrics, Docs/Differences.md "Navigation and tabs").
final class ContentUnavailableViewTests: XCTestCase {
    func testFillsTheSafeAreaAndCentres() throws {
        let host = ViewHost(rootView: ContentUnavailableView {
            Label("No Mail", systemImage: "tray")
        } description: {
            Text("New mail appears here.")
        } actions: {
            Color.blue.frame(width: 40, height: 20).id("action")
        }.id("view"), size: Phone.size, safeAreaInsets: Phone.insets)
        XCTAssertEqual(host.frame(of: "view"), CGRect(x: 0, y: 47, width: 390, height: 763))
        let action = try XCTUnwrap(host.frame(of: "action"))
        XCTAssertEqual(action.midX, 195, accuracy: 0.001, "centred horizontally")
        XCTAssertGreaterThan(action.minY, 47 + 763 / 2, "the actions come last, under the centre")
    }

    func testSearchForms() {
        let search = LayoutSnapshot(of: ContentUnavailableView.search, in: CGSize(width: 390, height: 600))
        XCTAssertTrue(search.diagnostics.isEmpty)
        XCTAssertEqual(search.rootFrame, CGRect(x: 0, y: 0, width: 390, height: 600))
        let text = ContentUnavailableView.search(text: "kiwi")
        XCTAssertNotNil(LayoutSnapshot(of: text, in: CGSize(width: 390, height: 600)).rootFrame)
    }
}
