import XCTest
import Arrange
@testable import PetsApp

/// The leaderboard keeps its rows within the size it reports (the issue: at `.accessibility5`,
/// 448 wide and proposed 150 tall, it answered 209 but placed rows down to 254). The rule: a
/// layout is placed in bounds derived from its proposal (Apple's `Layout.placeSubviews`
/// documentation), so everything it places lies within the size it answered for that proposal.
///
/// The leaderboard is the sample's grid as written, which marks no view with `.id`: the vote
/// counts are found in the display list, as the text runs that draw them.
final class LeaderboardFitTests: XCTestCase {
    func testLeaderboardPlacesRowsWithinItsReportedSize() {
        let pets = Pet.exampleData
        let board = Leaderboard().environmentObject(Model(pets: pets)).dynamicTypeSize(.accessibility5)
        for height in [CGFloat(150), 209, 60, 600] {
            let snapshot = LayoutSnapshot(of: board, proposal: ProposedViewSize(width: 448, height: height))
            let bounds = CGRect(origin: .zero, size: snapshot.size).insetBy(dx: -0.001, dy: -0.001)
            let runs = snapshot.displayList.items.compactMap { item -> DisplayList.GlyphRun? in
                guard case .glyphs(let run) = item.content else { return nil }
                return run
            }
            for pet in pets {
                guard let count = runs.first(where: { $0.string == "\(pet.votes)" }) else { return XCTFail("no count for \(pet.type)") }
                // The run's baseline origin and every glyph's origin lie within the board.
                for point in [count.origin] + count.glyphs.map(\.position) {
                    XCTAssertTrue(bounds.contains(point), "proposed 448 × \(height): \(pet.type)'s count at \(point) outside \(snapshot.size)")
                }
            }
        }
    }
}
