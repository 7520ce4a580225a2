import XCTest
@testable import Arrange

/// What a navigation stack keeps and passes on: the root's state while a view is pushed over it,
/// `isPresented` in pushed views, `dismiss` inside a sheet's own stack, and the bottom bar's
/// visibility (Docs/Differences.md, "Navigation and tabs").
final class NavigationStateTests: XCTestCase {
    private func host<V: View>(_ view: V) -> ViewHost<V> {
        ViewHost(rootView: view, size: Phone.size, safeAreaInsets: Phone.insets)
    }

    final class Counts {
        var values: [Int] = []
        var presented: [Bool] = []
    }

    struct CountingRoot: View {
        let counts: Counts
        @State private var count = 0
        var body: some View {
            let _ = counts.values.append(count)
            NavigationStack {
                VStack {
                    Button("Count") { count += 1 }.id("count")
                    NavigationLink("Open") { PresentedProbe(counts: counts) }.id("open")
                }
            }
        }
    }

    struct PresentedProbe: View {
        let counts: Counts
        @Environment(\.isPresented) private var isPresented
        var body: some View {
            let _ = counts.presented.append(isPresented)
            Color.red.id("probe")
        }
    }

    func testRootStateLastsWhileAViewIsPushed() {
        let counts = Counts()
        let host = host(CountingRoot(counts: counts))
        host.tap(on: "count")
        host.tap(on: "count")
        host.tap(on: "open")
        XCTAssertEqual(counts.presented.last, true, "isPresented is true in a pushed view")
        host.tap(at: backButtonPoint)
        XCTAssertEqual(counts.values.last, 2, "the root kept its state")
        host.tap(on: "count")
        XCTAssertEqual(counts.values.last, 3)
    }

    func testDismissAtASheetsStackRootClosesTheSheet() {
        struct Root: View {
            @State private var shown = true
            var body: some View {
                Color.clear.sheet(isPresented: $shown) {
                    NavigationStack { SheetContent() }
                }
            }
        }
        struct SheetContent: View {
            @Environment(\.dismiss) private var dismiss
            var body: some View { Button("Close") { dismiss() }.id("close") }
        }
        let host = host(Root())
        XCTAssertEqual(host.presentationCount, 1)
        XCTAssertTrue(host.tap(on: "close"))
        XCTAssertEqual(host.presentationCount, 0, "the stack's root passes the sheet's dismiss through")
    }

    func testHiddenBottomBar() {
        let host = host(NavigationStack {
            Color.blue.id("content")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .bottomBar) { Text("Status").id("status") }
                }
                .toolbar(.hidden, for: .bottomBar)
        })
        XCTAssertNil(host.frame(of: "status"))
        // No bottom bar: the content reaches the bottom of the safe area, 810.
        XCTAssertEqual(host.frame(of: "content"), CGRect(x: 0, y: 91, width: 390, height: 719))
    }

    func testFirstTitleWins() {
        let host = host(NavigationStack {
            Color.clear.navigationTitle("Inner").navigationTitle("Outer")
        })
        XCTAssertNotNil(host.accessibilityElements.first { $0.label == "Outer" })
        XCTAssertNil(host.accessibilityElements.first { $0.label == "Inner" })
    }
}
