import XCTest
import Arrange

/// `Menu`: its label drawn as a button, its items presented on a tap, an item's action run when it
/// is chosen, and a primary action run instead of opening (Apple's documentation of `Menu`:
/// "a menu with a primary action … performs the primary action when the user taps the label";
/// the presentation is Arrange's, Docs/Differences.md, "Menus").
final class MenuTests: XCTestCase {
    private final class Log { var entries: [String] = [] }

    func testATapOpensTheItemsAndChoosingOneRunsItAndClosesTheMenu() {
        MainActor.assumeIsolated {
            let log = Log()
            let host = ViewHost(rootView: Menu("Actions") {
                Button("Duplicate") { log.entries.append("duplicate") }.id("duplicate")
                Button("Rename") { log.entries.append("rename") }.id("rename")
            }.id("menu"), size: CGSize(width: 390, height: 844))
            XCTAssertNotNil(host.frame(of: "menu"))
            XCTAssertNil(host.frame(of: "duplicate"), "a closed menu shows only its label")
            XCTAssertTrue(host.tap(on: "menu"))
            XCTAssertNotNil(host.frame(of: "duplicate"))
            XCTAssertNotNil(host.frame(of: "rename"))
            XCTAssertTrue(host.tap(on: "rename"))
            XCTAssertEqual(log.entries, ["rename"])
            XCTAssertNil(host.frame(of: "rename"), "choosing an item closes the menu")
        }
    }

    func testAPrimaryActionRunsInsteadOfOpening() {
        MainActor.assumeIsolated {
            let log = Log()
            let host = ViewHost(rootView: Menu("Add", content: {
                Button("Add folder") { log.entries.append("folder") }.id("folder")
            }, primaryAction: { log.entries.append("primary") }).id("menu"), size: CGSize(width: 390, height: 844))
            XCTAssertTrue(host.tap(on: "menu"))
            XCTAssertEqual(log.entries, ["primary"])
            XCTAssertNil(host.frame(of: "folder"))
        }
    }

    /// The label is a button's: the title's frame is one line of body text (17 points: 22 tall,
    /// the same as a `Button` with that title, measured side by side).
    func testTheLabelIsSizedAsAButtonWithTheSameTitle() {
        MainActor.assumeIsolated {
            let host = ViewHost(rootView: VStack {
                Menu("Sort by") { Button("Name") {} }.id("menu")
                Button("Sort by") {}.id("button")
            }, size: CGSize(width: 390, height: 844))
            XCTAssertEqual(host.frame(of: "menu")?.size, host.frame(of: "button")?.size)
        }
    }
}
