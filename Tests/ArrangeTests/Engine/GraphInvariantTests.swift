import XCTest
@testable import Arrange

/// The graph's structural invariants (`LayoutGraph+Invariants`, Docs/Engine.md): they hold on
/// varied trees after a pass and after `LayoutHost` updates (debug builds also check them after
/// every pass, `ARRANGE_INTERNAL_CHECKS`), and the checker reports graphs broken on purpose.
final class GraphInvariantTests: XCTestCase {
    /// A custom layout that sets an explicit guide and places its subviews in a diagonal.
    private struct Diagonal: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
            subviews.reduce(CGSize.zero) { size, subview in
                let child = subview.sizeThatFits(.unspecified)
                return CGSize(width: size.width + child.width, height: size.height + child.height)
            }
        }

        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
            var point = bounds.origin
            for subview in subviews {
                subview.place(at: point, proposal: .unspecified)
                let size = subview.sizeThatFits(.unspecified)
                point.x += size.width
                point.y += size.height
            }
        }

        func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGFloat? {
            guide == .leading ? bounds.minX + 3 : nil
        }
    }

    /// Trees of every kind of container the engine treats specially.
    private var trees: [(String, AnyView)] {
        [
            ("stacks", AnyView(VStack {
                HStack { Color.red.frame(width: 20, height: 10); Spacer(); Color.blue.frame(minWidth: 5, maxWidth: 40) }
                ZStack(alignment: .topLeading) { Color.green.padding(4); Text("label") }
                Divider()
            })),
            ("grid", AnyView(Grid(horizontalSpacing: 3) {
                GridRow { Color.red.frame(width: 40, height: 20); Color.blue.frame(width: 10, height: 30) }
                Color.green.frame(height: 5)
                GridRow { Color.gray.gridCellColumns(2) }
            })),
            ("ViewThatFits", AnyView(ViewThatFits(in: .horizontal) {
                HStack { Color.red.frame(width: 300, height: 10).id("wide") }
                Color.blue.frame(width: 50, height: 10).id("narrow")
            })),
            ("GeometryReader", AnyView(HStack {
                GeometryReader { proxy in
                    VStack { Color.red.frame(width: proxy.size.width / 2, height: 10); GeometryReader { _ in Color.blue } }
                }
                Color.green.frame(width: 30)
            })),
            ("lazy stacks", AnyView(ScrollView {
                LazyVStack {
                    ForEach(0..<200, id: \.self) { index in
                        HStack { Color.red.frame(width: 10, height: CGFloat(index % 7 + 1)); Text("\(index)") }
                    }
                }
            })),
            ("lazy grid", AnyView(ScrollView(.horizontal) {
                LazyHGrid(rows: [GridItem(.fixed(20)), GridItem(.flexible())]) {
                    ForEach(0..<50, id: \.self) { _ in Color.red.frame(width: 15) }
                }
            })),
            ("custom layout and guides", AnyView(VStack(alignment: .leading) {
                Diagonal { Color.red.frame(width: 10, height: 10); Color.blue.frame(width: 5, height: 5) }
                Color.green.frame(width: 20, height: 4).alignmentGuide(.leading) { $0.width / 2 }
            })),
        ]
    }

    func testVariedTreesSatisfyTheInvariants() {
        for (name, view) in trees {
            for proposal in [ProposedViewSize(width: 320, height: 240), .zero, .unspecified] {
                let snapshot = LayoutSnapshot(of: view, proposal: proposal)
                XCTAssertEqual(snapshot.graph.invariantViolations(), [], "\(name) proposed \(proposal)")
                let general = LayoutSnapshot(withoutFastPaths: view, proposal: proposal)
                XCTAssertEqual(general.graph.invariantViolations(), [], "\(name) proposed \(proposal), fast paths off")
            }
        }
    }

    func testGeneratedTreesSatisfyTheInvariants() {
        var rng = SeededGenerator(seed: 7)
        for _ in 0..<100 {
            var next = 0
            let tree = GeneratedTree.make(depth: 4, using: &rng, next: &next)
            let snapshot = LayoutSnapshot(of: tree.view(erased: false), in: CGSize(width: 300, height: 200))
            XCTAssertEqual(snapshot.graph.invariantViolations(), [])
        }
    }

    /// Relayouts reuse ranges of the previous graph and may take its storage over: the invariants
    /// hold after each update, in the new graph.
    func testLayoutHostUpdatesSatisfyTheInvariants() {
        func board(_ expanded: Int) -> some View {
            VStack {
                ForEach(0..<6, id: \.self) { index in
                    HStack { Color.red.frame(width: index == expanded ? 60 : 20, height: 10); Color.blue.padding(2) }.id(index)
                }
            }
        }
        let host = LayoutHost(rootView: board(0), size: CGSize(width: 200, height: 300))
        XCTAssertEqual(host.snapshot.graph.invariantViolations(), [])
        for expanded in [1, 1, 4, 0] {
            host.update(rootView: board(expanded))
            XCTAssertEqual(host.snapshot.graph.invariantViolations(), [], "after expanding \(expanded)")
        }
        host.update(size: CGSize(width: 90, height: 90))
        XCTAssertEqual(host.snapshot.graph.invariantViolations(), [])
    }

    // MARK: Broken graphs

    /// A resolved (not laid-out) graph of `view`.
    private func resolved<V: View>(_ view: V) -> LayoutGraph {
        let builder = GraphBuilder()
        builder.graph.root = builder.resolveRoot(view, environment: EnvironmentValues())
        return builder.graph
    }

    /// The index of the node marked `.id(id)`.
    private func node(_ id: String, in graph: LayoutGraph) -> Int32 {
        graph.nodesByID[AnyHashable(id)]!
    }

    private func assertReports(_ graph: LayoutGraph, _ fragment: String, file: StaticString = #filePath, line: UInt = #line) {
        let violations = graph.invariantViolations()
        XCTAssertTrue(violations.contains { $0.contains(fragment) }, "expected a violation containing \"\(fragment)\", got \(violations)", file: file, line: line)
    }

    func testAWellFormedGraphHasNoViolations() {
        let graph = resolved(VStack { HStack { Color.red.id("a"); Color.blue.id("b") }.id("h"); Color.green.id("c") })
        XCTAssertEqual(graph.invariantViolations(), [])
    }

    func testReportsAWrongParentLink() {
        let graph = resolved(VStack { Color.red.id("a"); Color.blue.id("b") })
        let a = node("a", in: graph)
        graph.nodes[Int(a)].parent = node("b", in: graph)
        assertReports(graph, "but its parent is")
        assertReports(graph, "is not in its child block")
    }

    func testReportsOverlappingChildBlocks() {
        let graph = resolved(VStack { HStack { Color.red; Color.blue }.id("h"); Color.green.id("c") })
        let stack = graph.root
        graph.nodes[Int(stack)].firstChild = graph.nodes[Int(node("h", in: graph))].firstChild
        assertReports(graph, "child block overlaps")
    }

    func testReportsAChildBlockOutsideTheChildList() {
        let graph = resolved(VStack { Color.red; Color.blue })
        graph.nodes[Int(graph.root)].childCount = Int32(graph.childList.count + 1)
        assertReports(graph, "is outside the child list")
    }

    func testReportsAChildThatFollowsItsParent() {
        let graph = resolved(VStack { Color.red.id("a"); Color.blue.id("b") })
        let builder = GraphBuilder(graph: graph)
        var added: [Int32] = []
        builder.resolve(Color.green, context: ResolveContext(environment: EnvironmentValues(), identity: 1, orientation: nil), into: &added)
        // The stack's second child replaced by a node made after the stack.
        let slot = Int(graph.nodes[Int(graph.root)].firstChild) + 1
        graph.nodes[Int(graph.childList[slot])].parent = -1
        graph.childList[slot] = added[0]
        graph.nodes[Int(added[0])].parent = graph.root
        assertReports(graph, "does not precede its parent")
    }

    func testReportsLayoutStoragesThatShrankOrWereReplaced() {
        let graph = resolved(VStack { HStack { Color.red }; Color.blue })
        graph.recordInvariantCheckpoint()
        XCTAssertEqual(graph.invariantViolations(), [])
        let removed = graph.layoutStorages.removeLast()
        withExtendedLifetime(removed) {
            assertReports(graph, "layoutStorages shrank")
            assertReports(graph, "not kept alive by layoutStorages")
            graph.layoutStorages.append(LayoutStorage(VStackLayout()))
            assertReports(graph, "was replaced since the last check")
        }
    }

    func testReportsFlagsTheChildrenDoNotBackUp() {
        let graph = resolved(VStack { Color.red.frame(width: 10, height: 10); Color.blue })
        // Claims invariance although the colour takes any proposal.
        graph.nodes[Int(graph.root)].flags.insert(.proposalInvariant)
        assertReports(graph, "proposal-invariant although child")
        let guided = resolved(HStack { Color.red.alignmentGuide(.top) { _ in 3 } })
        guided.nodes[Int(guided.root)].flags.remove(.childrenMayHaveGuides)
        assertReports(guided, "not flagged for its children's")
    }

    func testReportsABrokenSubtreeStart() {
        let graph = resolved(VStack { HStack { Color.red; Color.blue }; Color.green })
        graph.computeSubtreeStamps()
        XCTAssertEqual(graph.invariantViolations(), [])
        graph.subtreeStarts[Int(graph.root)] += 1
        assertReports(graph, "subtree start is")
    }

    func testReportsPassStorageThatDoesNotCoverTheNodes() {
        let graph = resolved(VStack { HStack { Color.red; Color.blue }; Color.green })
        graph.prepareForLayout()
        graph.frames.append(contentsOf: [CGRect.null])
        assertReports(graph, "frames has")
        let memoised = graph.memoRows.firstIndex { $0 >= 0 }!
        graph.memoRows[memoised] = Int32(graph.memoRowCount)
        assertReports(graph, "is outside the memo")
    }

    func testReportsAPlacementCallLeftOpen() {
        let graph = resolved(VStack { Color.red; Color.blue })
        graph.placementFrames.append((graph.root, 0))
        assertReports(graph, "open and")
        assertReports(graph, "run past the buffer")
        graph.placementBuffer.append(contentsOf: repeatElement(PlacementRecord(), count: 4))
        graph.placementFrames.append((graph.root, 0))
        graph.placementFrames.append((graph.root, 1))
        graph.placementFrames.append((graph.root, 0))
        assertReports(graph, "not after those of the call around it")
    }
}
