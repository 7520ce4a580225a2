import XCTest
@testable import Arrange

/// Bad input: empty lists, non-finite insets and heights, duplicate identifiers.
final class ListBadInputTests: XCTestCase {
    /// A list of no rows is its background: no sections, no gaps, no diagnostics.
    func testEmptyList() {
        MainActor.assumeIsolated {
            let snapshot = listSnapshot(List(0..<0, id: \.self) { Text("\($0)") })
            XCTAssertEqual(snapshot.size, CGSize(width: 390, height: 800))
            XCTAssertTrue(snapshot.diagnostics.isEmpty, "\(snapshot.diagnostics)")
            XCTAssertEqual(fills(snapshot.displayList).count, 1, "only the list's background")
            XCTAssertEqual(listSnapshot(List {}).size, CGSize(width: 390, height: 800))
        }
    }

    /// NaN and negative row insets are reported and replaced by 0: the text at x 0 + 0.
    func testNonFiniteRowInsetsAreReported() {
        MainActor.assumeIsolated {
            let snapshot = listSnapshot(List {
                Text("A").id("a").listRowInsets(EdgeInsets(top: .nan, leading: .nan, bottom: -4, trailing: .infinity))
            }.listStyle(.plain))
            XCTAssertTrue(snapshot.diagnostics.contains { $0.message.contains("listRowInsets leading nan") }, "\(snapshot.diagnostics)")
            XCTAssertTrue(snapshot.diagnostics.contains { $0.message.contains("listRowInsets bottom -4") }, "\(snapshot.diagnostics)")
            // Insets 0 all round: the line centred in 44, at 17.
            assertFrame(snapshot.frame(of: "a"), 0, 17, 5, 10)
        }
    }

    /// A NaN minimum row height is reported and replaced by 44.
    func testNaNMinimumRowHeightIsReported() {
        MainActor.assumeIsolated {
            let snapshot = listSnapshot(List { Text("A").id("a") }.listStyle(.plain).environment(\.defaultMinListRowHeight, .nan))
            XCTAssertTrue(snapshot.diagnostics.contains { $0.message.contains("defaultMinListRowHeight nan") }, "\(snapshot.diagnostics)")
            assertFrame(snapshot.frame(of: "a"), 16, textOffsetInRow, 5, 10)
        }
    }

    /// A NaN section spacing is replaced by the default 35.
    func testNaNSectionSpacing() {
        MainActor.assumeIsolated {
            let snapshot = listSnapshot(List { Text("A").id("a") }.listSectionSpacing(.custom(.nan)))
            assertFrame(snapshot.frame(of: "a"), 36, 35 + textOffsetInRow, 5, 10)
        }
    }

    /// Duplicate identifiers: both rows are shown, each in its place.
    func testDuplicateIdentifiers() {
        MainActor.assumeIsolated {
            let snapshot = listSnapshot(List(["x", "x", "y"], id: \.self) { Text($0) }.listStyle(.plain))
            XCTAssertEqual(texts(snapshot.displayList).map(\.string), ["x", "x", "y"])
            XCTAssertEqual(texts(snapshot.displayList).map(\.origin.y).count, 3)
        }
    }
}
