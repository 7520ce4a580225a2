import XCTest
@testable import Arrange

/// A grid places its rows within the size it reported for the same proposal.
///
/// The rule: `placeSubviews` receives bounds derived from its proposal (Apple's
/// `Layout.placeSubviews(in:proposal:subviews:cache:)` documentation: "proposal: The size
/// proposal from which the bounds were derived"), so the placed rows must fill exactly the size
/// `sizeThatFits` answered for it. Rows are sized like the children of a `VStack`
/// (Docs/Differences.md, "Grid"), so that size's height is the sum of the rows' heights plus the
/// default spacing of 8 between adjacent rows; each row is as tall as its tallest cell.
final class GridPlacementAgreementTests: XCTestCase {
    private let pets: [(name: String, votes: Int)] = [("Cat", 20), ("Goldfish", 15), ("Dog", 10), ("Hamster", 5)]

    /// The pet app's leaderboard (Sources/PetsApp/Leaderboard.swift, without its padding) at the
    /// largest dynamic type size, where its names and counts wrap in their columns.
    private func leaderboard() -> some View {
        let pets = self.pets
        return Grid(alignment: .leading) {
            ForEach(pets.indices, id: \.self) { index in
                GridRow {
                    Text(pets[index].name).id("name\(index)")
                    ProgressView(value: Double(pets[index].votes), total: 50).id("bar\(index)")
                    Text("\(pets[index].votes) votes").gridColumnAlignment(.trailing).id("votes\(index)")
                }
                Divider().id("divider\(index)")
            }
        }
        .dynamicTypeSize(.accessibility5)
    }

    /// A minimal grid: wrapping texts in two columns beside a fixed one.
    private func wrappingTexts() -> some View {
        Grid {
            GridRow {
                Text("A name long enough to wrap").id("t0")
                Color.red.frame(width: 40, height: 10).id("c0")
                Text("and a second column of text").id("u0")
            }
            GridRow {
                Text("Short").id("t1")
                Color.red.frame(width: 40, height: 10).id("c1")
                Text("another text that wraps in a narrow column").id("u1")
            }
        }
    }

    /// Checks the rule for one snapshot: every cell lies within the reported size, and the
    /// reported height is the rows' heights (each its tallest cell) plus 8 between rows.
    private func assertRowsAgree(_ snapshot: LayoutSnapshot, rows: [[String]], _ label: String, file: StaticString = #filePath, line: UInt = #line) {
        let bounds = CGRect(origin: .zero, size: snapshot.size).insetBy(dx: -0.001, dy: -0.001)
        var total: CGFloat = 0
        for (index, row) in rows.enumerated() {
            var tallest: CGFloat = 0
            for id in row {
                guard let frame = snapshot.frame(of: id) else { return XCTFail("\(label): no frame for \(id)", file: file, line: line) }
                XCTAssertTrue(bounds.contains(frame), "\(label): \(id) at \(frame) outside \(snapshot.size)", file: file, line: line)
                tallest = Swift.max(tallest, frame.height)
            }
            total += tallest + (index > 0 ? 8 : 0)
        }
        XCTAssertEqual(snapshot.size.height, total, accuracy: 0.001, "\(label): reported height vs rows", file: file, line: line)
    }

    /// The case (448 wide, proposed 150 and 209 tall) and others: the leaderboard places
    /// its rows within the size it reports.
    func testLeaderboardPlacesRowsWithinItsReportedSize() {
        let rows = pets.indices.flatMap { [["name\($0)", "bar\($0)", "votes\($0)"], ["divider\($0)"]] }
        let proposals = [
            ProposedViewSize(width: 448, height: 150), ProposedViewSize(width: 448, height: 209),
            ProposedViewSize(width: 448, height: 40), ProposedViewSize(width: 448, height: 1000),
            ProposedViewSize(width: 448, height: nil), ProposedViewSize(width: 300, height: 150),
        ]
        for proposal in proposals {
            assertRowsAgree(LayoutSnapshot(of: leaderboard(), proposal: proposal), rows: rows, "\(proposal)")
        }
    }

    /// The same for a minimal grid of wrapping texts proposed narrow widths and short heights.
    func testWrappingTextRowsPlaceWithinReportedSize() {
        let rows = [["t0", "c0", "u0"], ["t1", "c1", "u1"]]
        for width in [CGFloat(120), 200, 320] {
            for height in [CGFloat(0), 20, 60, 200] {
                let proposal = ProposedViewSize(width: width, height: height)
                assertRowsAgree(LayoutSnapshot(of: wrappingTexts(), proposal: proposal), rows: rows, "\(proposal)")
            }
        }
    }
}
