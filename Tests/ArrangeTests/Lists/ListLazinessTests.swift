import XCTest
@testable import Arrange

/// A list's `ForEach` rows are built only when visible, as a `LazyVStack`'s are.
final class ListLazinessTests: XCTestCase {
    /// 10,000 plain rows of 44 in an 800-point viewport: rows k with 44k < 800 are visible,
    /// k ≤ 18 (19 rows). Building measures about a viewport's worth and a row past it, so far
    /// fewer than 40 rows are made, whatever the count; row 5,000 has no frame.
    func testTenThousandRowsBuildOnlyTheVisibleOnes() {
        MainActor.assumeIsolated {
            let made = ListBox(0)
            let list = List(0..<10_000, id: \.self) { row -> Text in
                made.value += 1
                return Text("\(row)")
            }
            .listStyle(.plain)
            let snapshot = listSnapshot(list.id("list"))
            XCTAssertLessThan(made.value, 40, "row views made")
            XCTAssertLessThan(snapshot.statistics.lazyElementsBuilt, 40)
            XCTAssertGreaterThanOrEqual(snapshot.statistics.lazyElementsBuilt, 19)
            XCTAssertLessThan(snapshot.statistics.nodeCount, 600)
        }
    }

    /// The work does not depend on the number of rows.
    func testWorkDoesNotGrowWithTheRowCount() {
        MainActor.assumeIsolated {
            func statistics(_ count: Int) -> LayoutStatistics {
                listSnapshot(List(0..<count, id: \.self) { Text("\($0)") }).statistics
            }
            let small = statistics(1_000), large = statistics(100_000)
            XCTAssertEqual(small.lazyElementsBuilt, large.lazyElementsBuilt)
            XCTAssertEqual(small.nodeCount, large.nodeCount)
        }
    }
}
