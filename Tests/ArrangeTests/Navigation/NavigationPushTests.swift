import XCTest
@testable import Arrange

/// Pushing and popping on a navigation stack in a `ViewHost`: by a value link's tap, by the path
/// binding, by a view-destination link and by `navigationDestination(isPresented:)`; popping by
/// the back button and by `dismiss`. Frames as in NavigationStackLayoutTests: a pushed view with
/// an automatic title mode inherits the root's large title, so its content starts at
/// 47 + 44 + 52 = 143.
final class NavigationPushTests: XCTestCase {
    private func host<V: View>(_ view: V) -> ViewHost<V> {
        ViewHost(rootView: view, size: Phone.size, safeAreaInsets: Phone.insets)
    }

    func testValueLinkPushesAndBackButtonPops() throws {
        let log = NavigationLogBook()
        let host = host(PathStackRoot(log: log))
        XCTAssertTrue(host.tap(on: "link"))
        XCTAssertEqual(log.paths.last, [1], "the path binding gets the link's value")
        XCTAssertEqual(host.frame(of: "close1")?.minY, 143, "the pushed view starts under the inherited large-title bar")
        let middle = CGPoint(x: 195, y: 600)
        XCTAssertEqual(host.hitTest(middle), AnyHashable("number1"), "the pushed view is on top")
        XCTAssertTrue(host.tap(at: backButtonPoint))
        XCTAssertEqual(log.paths.last, [], "the back button removes the value")
        XCTAssertNil(host.frame(of: "number1"))
        XCTAssertEqual(host.hitTest(middle), AnyHashable("root"), "the root is shown again")
    }

    func testPathBindingPushesSeveralAndDismissPopsOne() {
        let log = NavigationLogBook()
        let host = host(PathStackRoot(log: log))
        host.tap(on: "pushMany")
        XCTAssertEqual(log.paths.last, [2, 3])
        let middle = CGPoint(x: 195, y: 600)
        XCTAssertEqual(host.hitTest(middle), AnyHashable("number3"), "the last element is on top")
        XCTAssertTrue(host.tap(on: "close3"))
        XCTAssertEqual(log.paths.last, [2], "dismiss pops the view it is called in")
        XCTAssertEqual(host.hitTest(middle), AnyHashable("number2"))
        XCTAssertTrue(host.tap(at: backButtonPoint))
        XCTAssertEqual(log.paths.last, [])
    }

    func testRootReceivesNoTapsWhilePushed() {
        let log = NavigationLogBook()
        let host = host(PathStackRoot(log: log))
        let link = host.frame(of: "link")
        host.tap(on: "link")
        XCTAssertNotNil(link)
        XCTAssertNotEqual(host.hitTest(CGPoint(x: link!.midX, y: link!.midY)), AnyHashable("link"), "the hidden root takes no hits")
    }

    func testOwnPathWithNavigationPath() {
        struct Root: View {
            var body: some View {
                NavigationStack {
                    NavigationLink(value: "detail") { Text("Open") }.id("open")
                        .navigationDestination(for: String.self) { value in Color.red.id(value) }
                }
            }
        }
        let host = host(Root())
        XCTAssertNil(host.frame(of: "detail"))
        host.tap(on: "open")
        XCTAssertEqual(host.hitTest(CGPoint(x: 195, y: 600)), AnyHashable("detail"))
        host.tap(at: backButtonPoint)
        XCTAssertNil(host.frame(of: "detail"))
    }

    func testBoundNavigationPath() {
        final class Box { var path = NavigationPath() }
        let box = Box()
        struct Root: View {
            let box: Box
            @State private var path = NavigationPath()
            var body: some View {
                let _ = (box.path = path)
                NavigationStack(path: $path) {
                    Button("Push") { path.append(7) }.id("push")
                        .navigationDestination(for: Int.self) { Color.red.id("seven\($0)") }
                }
            }
        }
        let host = host(Root(box: box))
        host.tap(on: "push")
        XCTAssertEqual(box.path.count, 1)
        XCTAssertEqual(host.hitTest(CGPoint(x: 195, y: 600)), AnyHashable("seven7"))
        host.tap(at: backButtonPoint)
        XCTAssertTrue(box.path.isEmpty)
    }

    func testViewDestinationLink() {
        struct Root: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Settings") { Color.orange.id("settings").navigationTitle("Settings") }.id("open")
                        .navigationTitle("Home")
                }
            }
        }
        let host = host(Root())
        host.tap(on: "open")
        XCTAssertEqual(host.hitTest(CGPoint(x: 195, y: 600)), AnyHashable("settings"))
        // Large title inherited: content from 143.
        XCTAssertEqual(host.frame(of: "settings"), CGRect(x: 0, y: 143, width: 390, height: 667))
        host.tap(at: backButtonPoint)
        XCTAssertNil(host.frame(of: "settings"))
        XCTAssertTrue(host.tap(on: "open"), "the link pushes again")
        XCTAssertNotNil(host.frame(of: "settings"))
    }

    func testDestinationIsPresented() {
        let log = NavigationLogBook()
        struct Root: View {
            let log: NavigationLogBook
            @State private var shown = false
            var body: some View {
                let _ = log.presented.append(shown)
                NavigationStack {
                    Button("Show") { shown = true }.id("show")
                        .navigationDestination(isPresented: $shown) { Color.purple.id("shown") }
                }
            }
        }
        let host = host(Root(log: log))
        host.tap(on: "show")
        XCTAssertEqual(log.presented.last, true)
        XCTAssertEqual(host.hitTest(CGPoint(x: 195, y: 600)), AnyHashable("shown"))
        host.tap(at: backButtonPoint)
        XCTAssertEqual(log.presented.last, false, "popping sets the binding to false")
        XCTAssertNil(host.frame(of: "shown"))
    }

    func testReturnOnFocusedLinkPushes() {
        let log = NavigationLogBook()
        let host = host(PathStackRoot(log: log))
        host.press(.tab)
        host.press(.return)
        XCTAssertEqual(log.paths.last, [1], "the first focusable view is the link; Return activates it")
    }

    func testPushedViewWithInlineTitleAndHiddenBackButton() {
        struct Root: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Open") {
                        Color.red.id("pushed").navigationTitle("Inline").navigationBarTitleDisplayMode(.inline).navigationBarBackButtonHidden()
                    }.id("open")
                }
            }
        }
        let host = host(Root())
        host.tap(on: "open")
        XCTAssertEqual(host.frame(of: "pushed"), CGRect(x: 0, y: 91, width: 390, height: 719))
        XCTAssertEqual(host.hitTest(backButtonPoint), nil, "no back button")
    }

    func testValueWithoutDestinationIsReportedAndDoesNothing() {
        struct Root: View {
            var body: some View {
                NavigationStack {
                    NavigationLink("Open", value: "text").id("open")
                        .navigationDestination(for: Int.self) { Color.red.id("number\($0)") }
                }
            }
        }
        let host = host(Root())
        XCTAssertTrue(host.tap(on: "open"))
        XCTAssertTrue(host.snapshot.diagnostics.contains { $0.message.contains("presenting a value of type String but there is no matching navigationDestination") },
                      "\(host.snapshot.diagnostics)")
        XCTAssertEqual(host.hitTest(CGPoint(x: 195, y: 600)), nil, "nothing was pushed")
    }

    func testPathElementWithoutDestinationIsReported() {
        struct Root: View {
            @State private var path: [String] = ["orphan"]
            var body: some View {
                NavigationStack(path: $path) { Color.green.id("root") }
            }
        }
        let host = host(Root())
        XCTAssertTrue(host.snapshot.diagnostics.contains { $0.message.contains("no navigationDestination for a path element of type String") })
        XCTAssertEqual(host.hitTest(CGPoint(x: 195, y: 600)), AnyHashable("root"))
    }

    func testLinkOutsideAStackDoesNothing() {
        let host = host(NavigationLink("Open", value: 1).id("open"))
        XCTAssertTrue(host.tap(on: "open"))
        XCTAssertTrue(host.snapshot.diagnostics.isEmpty)
    }

    func testNavigationPathValue() {
        var path = NavigationPath([1, 2])
        XCTAssertEqual(path.count, 2)
        path.append("three")
        XCTAssertEqual(path.count, 3)
        path.removeLast(2)
        XCTAssertEqual(path.count, 1)
        path.removeLast(5)
        XCTAssertTrue(path.isEmpty, "removing more than it holds empties it")
    }

    func testListRowLinkHasTrailingChevron() throws {
        let host = host(NavigationStack {
            NavigationLink(value: 1) { Text("Row").id("label") }.environment(\.isInListRow, true)
        })
        let plain = self.host(NavigationStack { NavigationLink(value: 1) { Text("Row").id("label") } })
        let row = try XCTUnwrap(host.frame(of: "label"))
        // In a row the label is leading-aligned in the width left of the chevron (the row's
        // content starts at the stack's leading edge, 0); outside a row the link is a button of
        // the label's size, centred in the stack: its middle at 390 / 2.
        XCTAssertEqual(row.minX, 0)
        XCTAssertEqual(try XCTUnwrap(plain.frame(of: "label")).midX, 195, accuracy: 0.001)
        XCTAssertTrue(host.snapshot.description.contains("chevron.right"), host.snapshot.description)
    }
    func testValueThePathCannotHoldIsReported() {
        struct Root: View {
            @State private var path: [Int] = []
            var body: some View {
                NavigationStack(path: $path) {
                    NavigationLink("Open", value: "text").id("open")
                        .navigationDestination(for: String.self) { Color.red.id($0) }
                }
            }
        }
        let host = host(Root())
        host.tap(on: "open")
        XCTAssertTrue(host.snapshot.diagnostics.contains { $0.message.contains("which a path of Array<Int> cannot hold") }, "\(host.snapshot.diagnostics)")
        XCTAssertNil(host.frame(of: "text"))
    }

    func testNilValueDisablesTheLink() {
        let log = NavigationLogBook()
        struct Root: View {
            let log: NavigationLogBook
            @State private var path: [Int] = []
            var body: some View {
                let _ = log.paths.append(path)
                NavigationStack(path: $path) {
                    NavigationLink("Nothing", value: Int?.none).id("open")
                        .navigationDestination(for: Int.self) { Color.red.id("number\($0)") }
                }
            }
        }
        let host = host(Root(log: log))
        host.tap(on: "open")
        XCTAssertEqual(log.paths.last, [], "a link with a nil value is disabled")
    }
}
