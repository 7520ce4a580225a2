import XCTest
@testable import Arrange

/// Tab views in a 390 × 844 host with insets 47 and 34: the tab bar is 49 points high on the
/// bottom inset (UITabBar; HIG "Tab bars"), y 761…810; the selected tab fills y 47…761; the items
/// share the width equally (two items: 195 each) (TabBarMetrics, Docs/Differences.md
/// "Navigation and tabs").
final class TabViewTests: XCTestCase {
    private func host<V: View>(_ view: V) -> ViewHost<V> {
        ViewHost(rootView: view, size: Phone.size, safeAreaInsets: Phone.insets)
    }

    struct TwoTabs: View {
        let log: NavigationLogBook
        @State private var selection = "a"
        var body: some View {
            let _ = log.selections.append(selection)
            TabView(selection: $selection) {
                Tab("First", systemImage: "house", value: "a") { Color.red.id("a") }
                Tab("Second", systemImage: "gear", value: "b") { Color.blue.id("b") }
                    .badge(3)
            }
        }
    }

    func testSelectedTabFillsTheAreaAboveTheBar() {
        let host = host(TwoTabs(log: NavigationLogBook()))
        // 810 − 49 = 761: the tab is 761 − 47 = 714 high.
        XCTAssertEqual(host.frame(of: "a"), CGRect(x: 0, y: 47, width: 390, height: 714))
        XCTAssertEqual(host.hitTest(CGPoint(x: 195, y: 400)), AnyHashable("a"))
    }

    func testTappingAnItemSwitchesTabsAndSetsTheBinding() {
        let log = NavigationLogBook()
        let host = host(TwoTabs(log: log))
        // The second item's centre: x 195 + 97.5 = 292.5, y 761 + 24.5 = 785.5.
        XCTAssertTrue(host.tap(at: CGPoint(x: 292.5, y: 785.5)))
        XCTAssertEqual(log.selections.last, "b")
        XCTAssertEqual(host.hitTest(CGPoint(x: 195, y: 400)), AnyHashable("b"))
        host.tap(at: CGPoint(x: 97.5, y: 785.5))
        XCTAssertEqual(log.selections.last, "a")
    }

    func testTabItemsWithoutValuesSelectByPosition() {
        let host = host(TabView {
            Color.red.id("one").tabItem { Label("One", systemImage: "1.circle") }
            Color.blue.id("two").tabItem { Label("Two", systemImage: "2.circle") }
            Color.green.id("three").tabItem { Label("Three", systemImage: "3.circle") }
        })
        XCTAssertEqual(host.hitTest(CGPoint(x: 195, y: 400)), AnyHashable("one"))
        // Three items of 130: the third's centre is 325.
        host.tap(at: CGPoint(x: 325, y: 785.5))
        XCTAssertEqual(host.hitTest(CGPoint(x: 195, y: 400)), AnyHashable("three"))
    }

    func testUnknownSelectionIsReportedAndShowsTheFirstTab() {
        let host = host(TabView(selection: .constant(9)) {
            Color.red.id("one").tabItem { Text("One") }.tag(1)
            Color.blue.id("two").tabItem { Text("Two") }.tag(2)
        })
        XCTAssertTrue(host.snapshot.diagnostics.contains { $0.message.contains("the selection 9 names no tab") }, "\(host.snapshot.diagnostics)")
        XCTAssertEqual(host.hitTest(CGPoint(x: 195, y: 400)), AnyHashable("one"))
    }

    func testNoTabsIsReported() {
        let host = host(TabView {})
        XCTAssertTrue(host.snapshot.diagnostics.contains { $0.message.contains("no tabs") })
    }

    func testTabViewInsideNavigationStackTabs() {
        let host = host(TabView {
            NavigationStack { Color.red.id("content").navigationTitle("Home") }
                .tabItem { Label("Home", systemImage: "house") }
        })
        // 47 + 96 = 143 down to the tab bar at 761: 618.
        XCTAssertEqual(host.frame(of: "content"), CGRect(x: 0, y: 143, width: 390, height: 618))
    }
}

/// `toolbar(.hidden, for: .tabBar)`: the selected tab's content takes the bar's place, down to
/// the bottom of the safe area (810).
final class TabBarVisibilityTests: XCTestCase {
    func testHiddenOnTheTabsView() {
        let host = ViewHost(rootView: TabView {
            Color.red.id("a").tabItem { Text("A") }.toolbar(.hidden, for: .tabBar)
            Color.blue.id("b").tabItem { Text("B") }
        }, size: Phone.size, safeAreaInsets: Phone.insets)
        XCTAssertEqual(host.frame(of: "a"), CGRect(x: 0, y: 47, width: 390, height: 763))
    }

    func testHiddenInAPushedView() {
        let host = ViewHost(rootView: TabView {
            NavigationStack(path: .constant([1])) {
                Color.red.id("root")
                    .navigationDestination(for: Int.self) { _ in
                        Color.blue.id("pushed").navigationBarTitleDisplayMode(.inline).toolbar(.hidden, for: .tabBar)
                    }
            }
            .tabItem { Text("A") }
        }, size: Phone.size, safeAreaInsets: Phone.insets)
        // Inline bar 47…91, no tab bar: 810 − 91 = 719.
        XCTAssertEqual(host.frame(of: "pushed"), CGRect(x: 0, y: 91, width: 390, height: 719))
        let shown = ViewHost(rootView: TabView {
            NavigationStack { Color.red.id("root").navigationBarTitleDisplayMode(.inline) }.tabItem { Text("A") }
        }, size: Phone.size, safeAreaInsets: Phone.insets)
        // With the bar: 761 − 91 = 670.
        XCTAssertEqual(shown.frame(of: "root"), CGRect(x: 0, y: 91, width: 390, height: 670))
    }
}
