import XCTest
@testable import Arrange

/// Frames of a navigation stack's bars and content in a 390 × 844 host with safe-area insets 47
/// (top) and 34 (bottom), the iPhone 14's (Docs/LayoutRules.md §11): the stack fills the safe area
/// y 47…810; the inline bar is 44 high (HIG "Navigation bars"; UINavigationBar), a large title
/// adds a 52-point area (a 96-point large-title bar); the content's safe area starts under the
/// bar (NavigationBarMetrics, Docs/Differences.md "Navigation and tabs").
final class NavigationStackLayoutTests: XCTestCase {
    private func host<V: View>(_ view: V) -> ViewHost<V> {
        ViewHost(rootView: view, size: Phone.size, safeAreaInsets: Phone.insets)
    }

    func testLargeTitleBarPutsContentBelowNinetySixPoints() {
        let host = host(NavigationStack { Color.blue.id("content").navigationTitle("Inbox") })
        // 47 + 44 + 52 = 143; 810 − 143 = 667.
        XCTAssertEqual(host.frame(of: "content"), CGRect(x: 0, y: 143, width: 390, height: 667))
    }

    func testInlineBarPutsContentBelowFortyFourPoints() {
        let host = host(NavigationStack {
            Color.blue.id("content").navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
        })
        // 47 + 44 = 91; 810 − 91 = 719.
        XCTAssertEqual(host.frame(of: "content"), CGRect(x: 0, y: 91, width: 390, height: 719))
    }

    func testNoTitleGivesTheInlineBar() {
        let host = host(NavigationStack { Color.blue.id("content") })
        // No title: no large-title area, the 44-point bar alone: y 91.
        XCTAssertEqual(host.frame(of: "content"), CGRect(x: 0, y: 91, width: 390, height: 719))
    }

    func testHiddenNavigationBarGivesTheWholeSafeArea() {
        let host = host(NavigationStack {
            Color.blue.id("content").navigationTitle("Inbox").toolbar(.hidden, for: .navigationBar)
        })
        XCTAssertEqual(host.frame(of: "content"), CGRect(x: 0, y: 47, width: 390, height: 763))
    }

    func testSmallContentIsCentredBelowTheBar() {
        let host = host(NavigationStack {
            Color.blue.frame(width: 100, height: 100).id("content").navigationBarTitleDisplayMode(.inline)
        })
        // Centred in x 0…390, y 91…810: (390 − 100) / 2 = 145; 91 + (719 − 100) / 2 = 400.5.
        XCTAssertEqual(host.frame(of: "content"), CGRect(x: 145, y: 400.5, width: 100, height: 100))
    }

    func testTitlePositions() throws {
        func titleFrame<V: View>(_ host: ViewHost<V>) throws -> CGRect {
            try XCTUnwrap(host.accessibilityElements.first { $0.label == "Inbox" }?.frame)
        }
        let large = host(NavigationStack { Color.clear.navigationTitle("Inbox") })
        let largeFrame = try titleFrame(large)
        // Leading margin 16; centred in the large-title area y 91…143 (its middle 117).
        XCTAssertEqual(largeFrame.minX, 16)
        XCTAssertEqual(largeFrame.midY, 117, accuracy: 0.001)
        let inline = host(NavigationStack {
            Color.clear.navigationTitle("Inbox").navigationBarTitleDisplayMode(.inline)
        })
        let inlineFrame = try titleFrame(inline)
        // Centred in the bar: x middle 195, y middle 47 + 22 = 69.
        XCTAssertEqual(inlineFrame.midX, 195, accuracy: 0.001)
        XCTAssertEqual(inlineFrame.midY, 69, accuracy: 0.001)
        XCTAssertLessThan(largeFrame.height, 52)
        XCTAssertGreaterThan(largeFrame.height, inlineFrame.height, "largeTitle (34) is taller than headline (17)")
    }

    func testToolbarItemPlacements() throws {
        let host = host(NavigationStack {
            Color.clear
                .navigationTitle("Inbox")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Color.blue.frame(width: 30, height: 30).id("leading") }
                    ToolbarItem(placement: .topBarTrailing) { Color.blue.frame(width: 30, height: 30).id("trailing") }
                    ToolbarItem(placement: .principal) { Color.blue.frame(width: 30, height: 30).id("principal") }
                }
        })
        // Leading at the 16-point margin, trailing at 390 − 16 − 30 = 344, principal centred at
        // (390 − 30) / 2 = 180; all centred in the bar y 47…91: 47 + (44 − 30) / 2 = 54.
        XCTAssertEqual(host.frame(of: "leading"), CGRect(x: 16, y: 54, width: 30, height: 30))
        XCTAssertEqual(host.frame(of: "trailing"), CGRect(x: 344, y: 54, width: 30, height: 30))
        XCTAssertEqual(host.frame(of: "principal"), CGRect(x: 180, y: 54, width: 30, height: 30))
    }

    func testAutomaticAndConfirmationPlacementsAreTrailingCancellationLeading() {
        let host = host(NavigationStack {
            Color.clear.toolbar {
                ToolbarItem { Color.blue.frame(width: 30, height: 30).id("automatic") }
                ToolbarItem(placement: .confirmationAction) { Color.blue.frame(width: 30, height: 30).id("done") }
                ToolbarItem(placement: .cancellationAction) { Color.blue.frame(width: 30, height: 30).id("cancel") }
            }
        })
        // Trailing items side by side 16 apart, ending at 374: done 344…374, automatic 298…328.
        XCTAssertEqual(host.frame(of: "done"), CGRect(x: 344, y: 54, width: 30, height: 30))
        XCTAssertEqual(host.frame(of: "automatic"), CGRect(x: 298, y: 54, width: 30, height: 30))
        XCTAssertEqual(host.frame(of: "cancel"), CGRect(x: 16, y: 54, width: 30, height: 30))
    }

    func testToolbarItemGroupAndViewToolbar() {
        let host = host(NavigationStack {
            Color.clear.toolbar {
                ToolbarItemGroup(placement: .topBarTrailing) {
                    Color.blue.frame(width: 30, height: 30).id("first")
                    Color.blue.frame(width: 30, height: 30).id("second")
                }
            }
        })
        XCTAssertEqual(host.frame(of: "second"), CGRect(x: 344, y: 54, width: 30, height: 30))
        XCTAssertEqual(host.frame(of: "first"), CGRect(x: 298, y: 54, width: 30, height: 30))
        let views = self.host(NavigationStack { Color.clear.toolbar { Color.blue.frame(width: 30, height: 30).id("item") } })
        XCTAssertEqual(views.frame(of: "item"), CGRect(x: 344, y: 54, width: 30, height: 30), "a view toolbar is trailing")
    }

    func testBottomBar() {
        let host = host(NavigationStack {
            Color.blue.id("content")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .bottomBar) { Color.red.frame(width: 30, height: 30).id("bottom") }
                }
        })
        // The 44-point bottom bar sits on the bottom inset: y 766…810, item centred: x 180, y 773.
        XCTAssertEqual(host.frame(of: "bottom"), CGRect(x: 180, y: 773, width: 30, height: 30))
        // The content lies between the bars: y 91…766.
        XCTAssertEqual(host.frame(of: "content"), CGRect(x: 0, y: 91, width: 390, height: 675))
    }

    func testIgnoringTheSafeAreaReachesUnderTheBar() {
        let host = host(NavigationStack {
            Color.blue.ignoresSafeArea().id("content").navigationBarTitleDisplayMode(.inline)
        })
        // The bar's inset and the host's are both safe-area layers: the colour reaches the top.
        XCTAssertEqual(host.frame(of: "content")?.minY, 0)
    }

    func testBackButtonLabelRule() {
        XCTAssertEqual(NavigationBackButton.label(previousTitle: "Parks"), "Parks")
        XCTAssertEqual(NavigationBackButton.label(previousTitle: "Twelve chars"), "Twelve chars")
        XCTAssertEqual(NavigationBackButton.label(previousTitle: "Thirteen char"), "Back")
        XCTAssertEqual(NavigationBackButton.label(previousTitle: ""), "Back")
        XCTAssertEqual(NavigationBackButton.label(previousTitle: nil), "Back")
    }
}
