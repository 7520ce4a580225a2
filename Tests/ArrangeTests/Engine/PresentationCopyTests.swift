import XCTest
@testable import Arrange

/// `LayoutGraph.presentationCopy()` names every stored property of the graph once: copied
/// (`presentationSharedFields`) or left fresh with a reason (`presentationFreshFields`). A stored
/// property added to the graph without being put in one of the lists fails here.
final class PresentationCopyTests: XCTestCase {
    /// The graph's stored properties, as `Mirror` lists them.
    private func storedProperties(of graph: LayoutGraph) -> [String] {
        Mirror(reflecting: graph).children.compactMap(\.label)
    }

    func testEveryStoredPropertyIsCopiedOrLeftFreshOnPurpose() {
        let stored = storedProperties(of: LayoutGraph())
        let shared = LayoutGraph.presentationSharedFields.map(\.name)
        let fresh = LayoutGraph.presentationFreshFields.map(\.name)
        let named = shared + fresh
        XCTAssertFalse(stored.isEmpty, "Mirror lists no stored properties")
        XCTAssertEqual(Set(named).count, named.count, "a property is named twice: \(named.sorted())")
        XCTAssertEqual(Set(stored).subtracting(named).sorted(), [],
                       "stored properties that presentationCopy() neither copies nor leaves fresh on purpose")
        XCTAssertEqual(Set(named).subtracting(stored).sorted(), [], "names that are not stored properties")
    }

    func testTheCopyHoldsTheSourcesValueOfEverySharedField() {
        MainActor.assumeIsolated {
            let view = VStack(spacing: 4) {
                Text("Title").id("title")
                HStack { Color.red.frame(width: 10, height: 10); Spacer() }
                Grid { GridRow { Color.blue.frame(width: 5, height: 5); Color.green } }
            }
            .padding(8)
            let graph = LayoutSnapshot(of: view, in: CGSize(width: 200, height: 100)).graph
            let copy = graph.presentationCopy()
            let source = Dictionary(uniqueKeysWithValues: Mirror(reflecting: graph).children.map { ($0.label!, $0.value) })
            let copied = Dictionary(uniqueKeysWithValues: Mirror(reflecting: copy).children.map { ($0.label!, $0.value) })
            for field in LayoutGraph.presentationSharedFields {
                XCTAssertEqual(String(describing: copied[field.name]!), String(describing: source[field.name]!), field.name)
            }
            // The frames are the source's: one per node, the title's among them.
            XCTAssertEqual(copy.frames.count, graph.nodes.count)
            let title = Int(graph.nodesByID[AnyHashable("title")]!)
            XCTAssertEqual(copy.frames[title], graph.frames[title])
            XCTAssertNotEqual(copy.generation, graph.generation)
        }
    }
}
