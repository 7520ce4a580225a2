import XCTest
@testable import Arrange

/// Row modifiers, editing actions and controls inside selectable rows (metrics in
/// ListTestSupport.swift).
final class ListRowModifierTests: XCTestCase {
    /// `listRowBackground` replaces the row's background: the first row's card area (16, 35,
    /// 358 × 44) is yellow and no longer white; the second stays white (16, 79).
    func testListRowBackground() {
        MainActor.assumeIsolated {
            let snapshot = listSnapshot(List {
                Text("A").listRowBackground(Color.yellow)
                Text("B")
            })
            let drawn = fills(snapshot.displayList)
            XCTAssertEqual(drawn.filter { $0.color == DisplayList.RGBA(Color.yellow) }.map(\.rect), [CGRect(x: 16, y: 35, width: 358, height: 44)])
            XCTAssertEqual(drawn.filter { $0.color == DisplayList.RGBA(red: 1, green: 1, blue: 1) }.map(\.rect), [CGRect(x: 16, y: 79, width: 358, height: 44)])
        }
    }

    /// `listRowSeparator(.hidden)` removes the separator below the row; hiding only the top edge
    /// keeps it.
    func testListRowSeparatorHidden() {
        MainActor.assumeIsolated {
            func separators<V: View>(_ view: V) -> Int {
                fills(listSnapshot(view).displayList).filter { $0.rect.height < 1 }.count
            }
            XCTAssertEqual(separators(List { Text("A"); Text("B"); Text("C") }), 2)
            XCTAssertEqual(separators(List { Text("A").listRowSeparator(.hidden); Text("B"); Text("C") }), 1)
            XCTAssertEqual(separators(List { Text("A").listRowSeparator(.hidden, edges: .bottom); Text("B"); Text("C") }), 1)
            XCTAssertEqual(separators(List { Text("A").listRowSeparator(.hidden, edges: .top); Text("B"); Text("C") }), 2)
            XCTAssertEqual(separators(List { Section { Text("A") }.listSectionSeparator(.hidden) }), 0)
        }
    }

    /// `onDelete` and `onMove` store their actions and leave the rows as they are: the second
    /// row at 79 as without them.
    func testEditActionsAreStored() {
        MainActor.assumeIsolated {
            let deleted = ListBox<IndexSet>([])
            let content = ForEach(["a", "b"], id: \.self) { Text($0).id($0) }
                .onDelete { deleted.value = $0 }
                .onMove { _, _ in }
            XCTAssertNotNil(content.moveAction)
            content.deleteAction?(IndexSet(integer: 1))
            XCTAssertEqual(deleted.value, IndexSet(integer: 1))
            XCTAssertEqual(content.data, ["a", "b"])
            assertFrame(listSnapshot(List { content }).frame(of: "b"), 36, 79 + textOffsetInRow, 5, 10)
        }
    }

    /// SwiftUI's collection helpers for the actions: remove offsets 0 and 2 of [a b c d] → [b d];
    /// move offset 0 before offset 3 → [b c a d]; offsets outside the collection are ignored.
    func testRemoveAndMoveOffsets() {
        var letters = ["a", "b", "c", "d"]
        letters.remove(atOffsets: IndexSet([0, 2, 9]))
        XCTAssertEqual(letters, ["b", "d"])
        var more = ["a", "b", "c", "d"]
        more.move(fromOffsets: IndexSet(integer: 0), toOffset: 3)
        XCTAssertEqual(more, ["b", "c", "a", "d"])
        more.move(fromOffsets: IndexSet(integer: 3), toOffset: 0)
        XCTAssertEqual(more, ["d", "b", "c", "a"])
        more.move(fromOffsets: IndexSet(integer: 7), toOffset: 0)
        XCTAssertEqual(more, ["d", "b", "c", "a"])
    }

    /// A toggle in a row of a selectable list keeps its own tap: tapping the switch flips the
    /// toggle and selects nothing.
    func testControlsInSelectableRowsKeepTheirTaps() {
        MainActor.assumeIsolated {
            let selection = ListBox<Int?>(nil), isOn = ListBox(false)
            let host = ViewHost(rootView: List(selection: selection.binding) {
                Toggle("Wi-Fi", isOn: isOn.binding).tag(1)
            }.font(.system(size: 10)), size: CGSize(width: 390, height: 800))
            // The switch (51 × 31) ends at the content's trailing edge, 374 − 20 = 354; the row
            // spans 35…79, so its centre is at (354 − 25.5, 57).
            XCTAssertTrue(host.tap(at: CGPoint(x: 354 - 25.5, y: 57)))
            XCTAssertTrue(isOn.value)
            XCTAssertNil(selection.value)
        }
    }

    /// Nested disclosure groups indent 20 per level: 36 + 40 = 76.
    func testNestedDisclosureGroupsIndentPerLevel() {
        MainActor.assumeIsolated {
            let snapshot = listSnapshot(List {
                DisclosureGroup("Outer", isExpanded: .constant(true)) {
                    DisclosureGroup("Inner", isExpanded: .constant(true)) {
                        Text("Leaf").id("leaf")
                    }
                }
            })
            XCTAssertEqual(snapshot.frame(of: "leaf")?.minX, 76)
        }
    }

    /// `listRowSpacing(10)`: the second row starts 10 below the first (79 + 10 = 89), each row a
    /// white card of its own, no separators. A NaN spacing is reported and ignored.
    func testListRowSpacing() {
        MainActor.assumeIsolated {
            let list = List {
                Text("A").id("a")
                Text("B").id("b")
            }
            let snapshot = listSnapshot(list.listRowSpacing(10))
            assertFrame(snapshot.frame(of: "b"), 36, 89 + textOffsetInRow, 5, 10)
            let drawn = fills(snapshot.displayList)
            XCTAssertEqual(drawn.filter { $0.color == DisplayList.RGBA(red: 1, green: 1, blue: 1) }.map(\.rect),
                           [CGRect(x: 16, y: 35, width: 358, height: 44), CGRect(x: 16, y: 89, width: 358, height: 44)])
            XCTAssertTrue(drawn.filter { $0.rect.height < 1 }.isEmpty)
            let bad = listSnapshot(list.listRowSpacing(.nan))
            XCTAssertTrue(bad.diagnostics.contains { $0.message.contains("listRowSpacing nan") }, "\(bad.diagnostics)")
            assertFrame(bad.frame(of: "b"), 36, 79 + textOffsetInRow, 5, 10)
        }
    }
}
