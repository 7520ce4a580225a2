import XCTest
@testable import Arrange

/// Identifiers are looked up by value from an index built from the graph's marks when first read
/// (`IdentifierIndex`): the lookups are those of marking and indexing at once, also for marks
/// added after a read (content resolved during layout marks its identifiers then).
final class IdentifierIndexTests: XCTestCase {
    func testMarksAfterAReadAreIndexed() {
        let graph = LayoutGraph()
        graph.recordID("a", on: 1)
        XCTAssertEqual(graph.nodesByID, ["a": 1])
        XCTAssertEqual(graph.sharedIDs, [:])
        // The same identifier on another node: the last node marked is the one found, and both
        // are listed, in the order marked (as each candidate of a `ViewThatFits` marks it).
        graph.recordID("a", on: 2)
        graph.recordID("b", on: 3)
        graph.recordID("a", on: 4)
        XCTAssertEqual(graph.nodesByID, ["a": 4, "b": 3])
        XCTAssertEqual(graph.sharedIDs, ["a": [1, 2, 4]])
        XCTAssertEqual((0...4).map { graph.explicitID(of: $0) }, [nil, "a", "a", "b", "a"])
        // A presentation copy indexes its marks again.
        let copy = graph.presentationCopy()
        XCTAssertEqual(copy.nodesByID, ["a": 4, "b": 3])
        XCTAssertEqual(copy.sharedIDs, ["a": [1, 2, 4]])
        XCTAssertEqual(copy.explicitID(of: 3), "b")
        // A node given an identifier again has the last one, also when asked before.
        graph.recordID("c", on: 3)
        XCTAssertEqual(graph.explicitID(of: 3), "c")
        XCTAssertEqual(copy.explicitID(of: 3), "b")
    }

    func testAResolvedTreeFindsItsIdentifiers() throws {
        let snapshot = LayoutSnapshot(of: VStack {
            Text("one").id("first")
            Text("two").id("second")
        }, in: CGSize(width: 200, height: 100))
        let first = try XCTUnwrap(snapshot.graph.nodesByID["first"])
        let second = try XCTUnwrap(snapshot.graph.nodesByID["second"])
        XCTAssertEqual(snapshot.graph.explicitID(of: first), "first")
        XCTAssertEqual(snapshot.graph.explicitID(of: second), "second")
    }
}
