import XCTest
@testable import Arrange

/// Selection: a tap on a row selects its tag; the selected row is drawn in `systemGray4`
/// (209 209 214; Docs/Differences.md, "Lists and forms").
final class ListSelectionTests: XCTestCase {
    private let gray4 = DisplayList.RGBA(red: 209 / 255, green: 209 / 255, blue: 214 / 255)

    func testTapSelectsTheRowsForEachIdentifier() {
        MainActor.assumeIsolated {
            let box = ListBox<String?>(nil)
            let host = ViewHost(rootView: List(["a", "b", "c"], id: \.self, selection: box.binding) { Text($0).id($0) }
                .font(.system(size: 10)), size: CGSize(width: 390, height: 800))
            XCTAssertTrue(host.tap(on: "b"))
            XCTAssertEqual(box.value, "b")
            XCTAssertTrue(host.tap(on: "c"))
            XCTAssertEqual(box.value, "c")
        }
    }

    /// A tap on the empty part of a row (right of its short text) selects it too.
    func testTapOnTheRowOutsideItsText() {
        MainActor.assumeIsolated {
            let box = ListBox<Int?>(nil)
            let host = ViewHost(rootView: List(selection: box.binding) {
                Text("A").tag(1)
                Text("B").tag(2)
            }.font(.system(size: 10)), size: CGSize(width: 390, height: 800))
            // Row 2 spans y 79…123 in the card x 16…374 (ListStyleFrameTests).
            XCTAssertTrue(host.tap(at: CGPoint(x: 300, y: 100)))
            XCTAssertEqual(box.value, 2, "the explicit tag")
        }
    }

    func testMultipleSelectionTogglesMembership() {
        MainActor.assumeIsolated {
            let box = ListBox<Set<Int>>([])
            let host = ViewHost(rootView: List(0..<3, id: \.self, selection: box.binding) { Text("\($0)").id($0) }
                .font(.system(size: 10)), size: CGSize(width: 390, height: 800))
            XCTAssertTrue(host.tap(on: 0))
            XCTAssertTrue(host.tap(on: 2))
            XCTAssertEqual(box.value, [0, 2])
            XCTAssertTrue(host.tap(on: 0))
            XCTAssertEqual(box.value, [2])
        }
    }

    /// The selected row (the second: y 79…123 in the card 16…374) is drawn in systemGray4.
    func testTheSelectedRowIsHighlighted() {
        MainActor.assumeIsolated {
            let snapshot = listSnapshot(List(["a", "b"], id: \.self, selection: .constant("b")) { Text($0) })
            let highlighted = fills(snapshot.displayList).filter { $0.color == gray4 }.map(\.rect)
            XCTAssertEqual(highlighted, [CGRect(x: 16, y: 79, width: 358, height: 44)])
        }
    }

    /// A list without a selection binding takes no taps on its rows.
    func testNoSelectionNoTaps() {
        MainActor.assumeIsolated {
            let host = ViewHost(rootView: List { Text("A").id("a") }.font(.system(size: 10)), size: CGSize(width: 390, height: 800))
            XCTAssertFalse(host.tap(on: "a"))
        }
    }
}
