import XCTest
import Arrange
@testable import PetsApp

/// The leaderboard keeps its rows within the size it reports (the issue: at `.accessibility5`,
/// 448 wide and proposed 150 tall, it answered 209 but placed rows down to 254). The rule: a
/// layout is placed in bounds derived from its proposal (Apple's `Layout.placeSubviews`
/// documentation), so everything it places lies within the size it answered for that proposal.
final class LeaderboardFitTests: XCTestCase {
    func testLeaderboardPlacesRowsWithinItsReportedSize() {
        let pets = Pet.exampleData
        let board = Leaderboard(pets: pets, totalVotes: pets.totalVotes).dynamicTypeSize(.accessibility5)
        for height in [CGFloat(150), 209, 60, 600] {
            let snapshot = LayoutSnapshot(of: board, proposal: ProposedViewSize(width: 448, height: height))
            let bounds = CGRect(origin: .zero, size: snapshot.size).insetBy(dx: -0.001, dy: -0.001)
            for pet in pets {
                guard let frame = snapshot.frame(of: "votes-\(pet.type)") else { return XCTFail("no votes-\(pet.type)") }
                XCTAssertTrue(bounds.contains(frame), "proposed 448 × \(height): votes-\(pet.type) at \(frame) outside \(snapshot.size)")
            }
        }
    }
}
