import XCTest
@testable import Arrange

/// Disclosure groups: a label row with a trailing chevron; tapping toggles; in a list, the
/// content's views are rows indented by 20 points (Docs/Differences.md, "Lists and forms").
final class DisclosureGroupTests: XCTestCase {
    private func group(_ expanded: Binding<Bool>) -> some View {
        DisclosureGroup("More", isExpanded: expanded) {
            Text("A").id("a")
            Text("B").id("b")
        }
    }

    /// Outside a list: a leading-aligned VStack (spacing 8 between text lines, Docs/LayoutRules.md
    /// §3): collapsed, no content; expanded, the content below the label row at x 0.
    func testOutsideAListIsAVStack() {
        MainActor.assumeIsolated {
            let collapsed = controlSnapshot(group(.constant(false)), width: 200)
            XCTAssertNil(collapsed.frame(of: "a"))
            let expanded = controlSnapshot(group(.constant(true)), width: 200)
            XCTAssertEqual(expanded.frame(of: "a")?.minX, 0)
            XCTAssertGreaterThan(expanded.frame(of: "a")?.minY ?? 0, 0)
            XCTAssertEqual(expanded.size.width, 200, "the label row spans the width")
        }
    }

    /// A tap on the label row toggles the binding.
    func testTapTogglesTheBinding() {
        MainActor.assumeIsolated {
            let box = ListBox(false)
            let host = ViewHost(rootView: group(box.binding).font(.system(size: 10)).id("group"), size: CGSize(width: 200, height: 200))
            XCTAssertTrue(host.tap(on: "group"), "collapsed, the group is its label row")
            XCTAssertTrue(box.value)
        }
    }

    /// Without a binding the group keeps its own state: collapsed, then expanded by a tap.
    func testOwnStateExpandsOnTap() {
        MainActor.assumeIsolated {
            let host = ViewHost(rootView: DisclosureGroup("More") { Text("A").id("a") }.font(.system(size: 10)).id("group"),
                                size: CGSize(width: 200, height: 200))
            XCTAssertNil(host.frame(of: "a"))
            XCTAssertTrue(host.tap(on: "group"))
            host.updateIfNeeded()
            XCTAssertNotNil(host.frame(of: "a"))
        }
    }

    /// In an inset grouped list: the label row (35…79), then rows A (79…123) and B (123…167),
    /// indented 20: text at 36 + 20 = 56.
    func testInAListTheContentIsIndentedRows() {
        MainActor.assumeIsolated {
            let snapshot = listSnapshot(List { group(.constant(true)) })
            assertFrame(snapshot.frame(of: "a"), 56, 79 + textOffsetInRow, 5, 10)
            assertFrame(snapshot.frame(of: "b"), 56, 123 + textOffsetInRow, 5, 10)
            XCTAssertNil(listSnapshot(List { group(.constant(false)) }).frame(of: "a"))
        }
    }

    /// In a list, a group without a binding expands when its label row (35…79) is tapped; its
    /// row is then the second, indented 20 (x = 56). The host measures real text, so only x is
    /// checked.
    func testInAListOwnStateExpandsOnTap() {
        MainActor.assumeIsolated {
            let host = ViewHost(rootView: List { DisclosureGroup("More") { Text("A").id("a") } }.font(.system(size: 10)),
                                size: CGSize(width: 390, height: 800))
            XCTAssertNil(host.frame(of: "a"))
            XCTAssertTrue(host.tap(at: CGPoint(x: 200, y: 57)))
            host.updateIfNeeded()
            XCTAssertEqual(host.frame(of: "a")?.minX, 56)
            XCTAssertGreaterThan(host.frame(of: "a")?.minY ?? 0, 79)
        }
    }
}
