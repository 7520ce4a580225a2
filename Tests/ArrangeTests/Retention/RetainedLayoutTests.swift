import XCTest
@testable import Arrange

/// What an update lays out again. A view kept by an update (Docs/Engine.md, "Retained views") has
/// the nodes it had, so the relayout that follows takes its subtree over whole, frames and sizes
/// included, and places only the views on the way to what changed (Docs/Engine.md, "Relayout").
/// A scroll view is no exception: its content is sized and placed as any other subtree. So the
/// work of an update does not grow with the number of rows that did not change, and its frames
/// are those of a host that evaluates every body.
final class RetainedLayoutTests: XCTestCase {
    struct Row: View {
        let index: Int
        @State private var isOn = false
        var body: some View {
            HStack {
                Color.blue.frame(width: 24, height: 24)
                Text("Row \(index)")
                Spacer()
                Text(isOn ? "on" : "off")
                Button(isOn ? "Turn off" : "Turn on") { isOn.toggle() }.id(index)
            }
            .padding(.horizontal, 16)
        }
    }

    struct List: View {
        let count: Int
        var body: some View {
            ScrollView { VStack(spacing: 0) { ForEach(0..<count, id: \.self) { Row(index: $0) } } }
        }
    }

    /// Taps row 0's button in a list of `count` rows and returns the update's statistics and the
    /// frames of the first rows' buttons, checked against a host that evaluates every body.
    private func tapFirstRow(of count: Int) -> LayoutStatistics {
        let host = makeHost(List(count: count), width: 390, height: 844)
        let full = makeHost(List(count: count), width: 390, height: 844)
        full.retainsViews = false
        XCTAssertTrue(host.tap(on: 0))
        XCTAssertTrue(full.tap(on: 0))
        for index in 0..<3 {
            XCTAssertEqual(host.frame(of: index), full.frame(of: index), "row \(index) of \(count)")
        }
        XCTAssertEqual(host.snapshot.graph.frames.count, full.snapshot.graph.frames.count)
        for node in 0..<full.snapshot.graph.nodes.count {
            XCTAssertEqual(host.snapshot.graph.frames[node], full.snapshot.graph.frames[node], "node \(node) of \(count) rows")
        }
        return host.snapshot.statistics
    }

    func testAnUpdateInAScrollViewPlacesTheSameViewsWhateverTheNumberOfRows() {
        let ten = tapFirstRow(of: 10), hundred = tapFirstRow(of: 100)
        // The changed row and the views around it: the same in both lists.
        XCTAssertEqual(ten.bodiesEvaluated, hundred.bodiesEvaluated)
        XCTAssertEqual(ten.nodesResolved, hundred.nodesResolved)
        XCTAssertEqual(ten.viewsPlaced, hundred.viewsPlaced)
        // Fewer than the nodes of two rows (each row has more than four nodes: a colour in a
        // frame, two texts, a spacer, a button, a stack and its padding).
        XCTAssertLessThan(hundred.viewsPlaced, 2 * hundred.nodeCount / 100 + 4)
        XCTAssertEqual(hundred.viewsKept, 99)
    }

    /// A kept row shares the previous graph's storage of its padding and texts (Arrange's own
    /// layouts without a cache: nothing in them changes in a pass) and has its own storage of its
    /// stack, whose cache it inherits (Docs/Engine.md, "Retained views"); its frames are a full
    /// host's (`tapFirstRow`).
    func testKeptRowsShareOnlyStoragesWithoutACache() {
        let host = makeHost(List(count: 3), width: 390, height: 844)
        let before = host.snapshot.graph
        let storagesBefore = Set(before.layoutStorages.map(ObjectIdentifier.init))
        XCTAssertTrue(host.tap(on: 0))
        let after = host.snapshot.graph
        XCTAssertFalse(before === after)
        var shared: [String: Int] = [:], own: [String: Int] = [:]
        for storage in after.layoutStorages {
            let name = String(describing: type(of: storage))
            if storagesBefore.contains(ObjectIdentifier(storage)) { shared[name, default: 0] += 1 } else { own[name, default: 0] += 1 }
        }
        // Rows 1 and 2 are kept: two paddings and four texts shared, no stack.
        XCTAssertGreaterThanOrEqual(shared["LayoutStorage<PaddingLayout>"] ?? 0, 2)
        XCTAssertGreaterThanOrEqual(shared["LayoutStorage<TextLayout>"] ?? 0, 4)
        XCTAssertNil(shared.keys.first { $0.contains("Stack") }, "\(shared)")
        // Every stack of the new graph is its own: the three rows' and the list's.
        XCTAssertGreaterThanOrEqual(own.filter { $0.key.contains("StackLayoutStorage") }.values.reduce(0, +), 4, "\(own)")
    }
}
