import Foundation
import XCTest
import Arrange

/// The settings screen (`SettingsScreen`) in an iPhone 15's window: 390 × 844 points, safe area
/// 47 at the top and 34 at the bottom. Expected numbers follow from the metrics in
/// Docs/Differences.md ("Lists and forms", "Navigation and tabs", "Text input and value controls").
extension TutorialAppsTests {
    @MainActor
    private static func settingsHost() -> ViewHost<SettingsScreen> {
        ViewHost(rootView: SettingsScreen(), size: CGSize(width: 390, height: 844),
                 safeAreaInsets: EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0))
    }

    /// The form's rows are inset grouped cards 16 in from each side (the layout margin below a
    /// width of 414) with content 20 inside the card: the text field spans 36…354 (390 − 16 − 20).
    /// Every row is at least 44 tall. The first section's card starts under the large-title bar
    /// (47 + 44 + 52 = 143) and its header; the tab bar is 49 tall above the 34-point bottom inset
    /// (761…810), and the form ends at it.
    func testSettingsScreenFrames() {
        MainActor.assumeIsolated {
            let host = Self.settingsHost()
            let field = host.frame(of: "name")
            XCTAssertEqual(field?.minX, 36)
            XCTAssertEqual(field?.maxX, 354)
            XCTAssertGreaterThan(field?.minY ?? 0, 143, "below the large title")
            let toggle = host.frame(of: "notifications"), link = host.frame(of: "privacy")
            XCTAssertEqual(toggle?.minX, 36)
            XCTAssertEqual(toggle?.maxX, 354)
            XCTAssertGreaterThan(toggle?.minY ?? 0, field?.maxY ?? .infinity)
            XCTAssertEqual(link?.minX, 36)
            XCTAssertLessThan(link?.maxY ?? .infinity, 761, "the form's rows are above the tab bar")
        }
    }

    /// A tap on the navigation link pushes the destination; its back button (the previous title,
    /// "Settings", 8 characters, under the 12-character limit) pops it.
    func testSettingsScreenPushesAndPops() {
        MainActor.assumeIsolated {
            let host = Self.settingsHost()
            XCTAssertNil(host.frame(of: "destination"))
            XCTAssertTrue(host.tap(on: "privacy"))
            XCTAssertNotNil(host.frame(of: "destination"))
            let back = host.accessibilityElements.first { $0.label.contains("Settings") }
            XCTAssertNotNil(back, "\(host.accessibilityElements.map(\.label))")
        }
    }

    /// Typing into the focused name field updates its binding, and the screen draws: the picture
    /// has the grouped background (242 242 247) beside the cards, the white card behind the rows,
    /// and the tab bar's selected item in the accent colour.
    func testSettingsScreenTypingAndPicture() throws {
        try MainActor.assumeIsolated {
            let host = Self.settingsHost()
            XCTAssertTrue(host.tap(on: "name")) // focus puts the caret at the end of the text
            XCTAssertTrue(host.type("!"))
            XCTAssertTrue(host.displayList.items.contains { item in
                if case .glyphs(let run) = item.content { return run.string.contains("Lovelace!") }
                return false
            })
            let picture = try Picture(of: host)
            let field = try XCTUnwrap(host.frame(of: "name"))
            XCTAssertEqual(picture[8, Int(field.midY)], [242, 242, 247], "grouped background left of the card")
            XCTAssertEqual(picture[30, Int(field.midY)], [255, 255, 255], "the card behind the row")
        }
    }
}
