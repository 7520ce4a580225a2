import XCTest
@testable import Arrange

/// A colour in a frame with both dimensions fixed is placed without running the frame's placement
/// (`LayoutGraph.place`): the frame proposes its size and a colour takes the size it is proposed
/// (Docs/LayoutRules.md §1), so the colour fills the frame whatever the alignment, mirrored or not.
final class FixedFrameLeafTests: XCTestCase {
    func testAColourFillsItsFixedFrameForEveryAlignmentAndDirection() {
        for alignment in [Alignment.topLeading, .center, .bottomTrailing, .leading] {
            for direction in [LayoutDirection.leftToRight, .rightToLeft] {
                let view = HStack {
                    Color.red.frame(width: 20, height: 10, alignment: alignment).id("a")
                    Circle().frame(width: 7, height: 30, alignment: alignment).id("b")
                }.environment(\.layoutDirection, direction)
                let snapshot = LayoutSnapshot(of: view, proposal: .unspecified)
                let graph = snapshot.graph
                for (id, size) in [("a", CGSize(width: 20, height: 10)), ("b", CGSize(width: 7, height: 30))] {
                    let frameNode = graph.nodesByID[AnyHashable(id)]!
                    let leaf = graph.children(of: frameNode).first!
                    XCTAssertEqual(graph.frames[Int(leaf)], graph.frames[Int(frameNode)], "\(id) \(alignment) \(direction)")
                    XCTAssertEqual(graph.frames[Int(leaf)].size, size)
                    XCTAssertEqual(graph.placedProposals[Int(leaf)].proposal, ProposedViewSize(size))
                }
                // Both leaves and both frames, the stack and its direction wrapper are placed.
                XCTAssertEqual(snapshot.statistics.viewsPlaced, graph.nodes.count)
            }
        }
    }
}
