import XCTest
@testable import Arrange

/// Relayout by `LayoutHost` gives exactly the frames of a full layout of the new value, and pays
/// only for the views whose inputs changed and their ancestors.
final class LayoutHostTests: XCTestCase {
    /// A W3-shaped tree (Benchmarks/README.md, "Workloads"): every container holds 4 children, HStack at even levels and
    /// VStack at odd ones; leaves are 20 × 10 except those in `wide`, which are 30 wide.
    private func balanced(_ depth: Int, wide: Set<Int> = [], level: Int = 0, index: Int = 0) -> AnyView {
        if level == depth {
            return AnyView(Color.red.frame(width: wide.contains(index) ? 30 : 20, height: 10))
        }
        let children = ForEach(0..<4, id: \.self) { i in self.balanced(depth, wide: wide, level: level + 1, index: index * 4 + i) }
        return level % 2 == 0 ? AnyView(HStack { children }) : AnyView(VStack { children })
    }

    private func assertSameFrames(_ host: LayoutHost<AnyView>, _ view: AnyView, proposal: ProposedViewSize, file: StaticString = #filePath, line: UInt = #line) {
        let full = LayoutSnapshot(of: view, proposal: proposal)
        let relaid = host.snapshot
        XCTAssertEqual(relaid.graph.frames.count, full.graph.frames.count, file: file, line: line)
        XCTAssertEqual(relaid.graph.frames, full.graph.frames, file: file, line: line)
    }

    func testBalancedTreeRelayoutAfterOneLeafChangesMatchesAFullLayout() {
        for proposal in [ProposedViewSize.unspecified, ProposedViewSize(width: 700, height: 300), .zero] {
            let host = LayoutHost(rootView: balanced(4), proposal: proposal)
            assertSameFrames(host, balanced(4), proposal: proposal)
            for leaf in [0, 37, 255, 100] {
                host.update(rootView: balanced(4, wide: [leaf]))
                assertSameFrames(host, balanced(4, wide: [leaf]), proposal: proposal)
            }
            host.update(rootView: balanced(4))
            assertSameFrames(host, balanced(4), proposal: proposal)
        }
    }

    func testUnchangedViewsAreNeitherMeasuredNorPlacedAgain() {
        // 4^4 = 256 leaves, 85 containers, 341 views (each leaf is a colour and its frame: 597 nodes).
        let host = LayoutHost(rootView: balanced(4), proposal: .unspecified)
        host.update(rootView: balanced(4))
        // Nothing changed: the root is placed with its previous proposal, so every frame is moved
        // over and nothing is measured or placed.
        XCTAssertEqual(host.snapshot.statistics.measureCalls, 0)
        XCTAssertEqual(host.snapshot.statistics.viewsPlaced, 0)
        host.update(rootView: balanced(4, wide: [5]))
        let statistics = host.snapshot.statistics
        // Leaf 5's frame changed, so its 4 ancestor stacks changed too. Each stack is
        // proposal-invariant (its children all are, down to the fixed frames), so each is measured
        // once: 4 measure calls. Placed again: the 4 stacks, the frame, and its colour (proposed
        // 30 × 10 instead of 20 × 10); the 3 unchanged siblings at each level are moved: 6 views.
        XCTAssertEqual(statistics.measureCalls, 4)
        XCTAssertEqual(statistics.viewsPlaced, 6)
        assertSameFrames(host, balanced(4, wide: [5]), proposal: .unspecified)
    }

    func testInsertingAndRemovingViewsMatchesAFullLayout() {
        func row(_ ids: [Int], width: CGFloat = 20) -> AnyView {
            AnyView(VStack {
                HStack { ForEach(ids, id: \.self) { id in Color.blue.frame(width: width, height: CGFloat(id % 7 + 5)).id(id) } }
                Text("caption")
                ZStack { Color.red.frame(width: 40, height: 40); Color.green.padding(3) }.id("z")
            })
        }
        let sizes = [CGSize(width: 300, height: 200), CGSize(width: 90, height: 50)]
        for size in sizes {
            let host = LayoutHost(rootView: row([1, 2, 3, 4]), size: size)
            for ids in [[0, 1, 2, 3, 4], [1, 2, 4], [4, 3, 2, 1], [], [9, 8, 1]] {
                host.update(rootView: row(ids))
                let full = LayoutSnapshot(of: row(ids), in: size)
                for id in ids + [] { XCTAssertEqual(host.snapshot.frame(of: id), full.frame(of: id), "\(ids) \(id)") }
                XCTAssertEqual(host.snapshot.frame(of: "z"), full.frame(of: "z"))
                XCTAssertEqual(host.snapshot.graph.frames, full.graph.frames, "\(ids)")
            }
        }
    }

    func testResizingTheHostMatchesAFullLayout() {
        let view = AnyView(HStack { Color.red.frame(minWidth: 10, maxWidth: 100); Spacer(); balanced(2) })
        let host = LayoutHost(rootView: view, size: CGSize(width: 200, height: 100))
        for width in [300.0, 50, 200, 1000] {
            host.update(size: CGSize(width: width, height: 80))
            XCTAssertEqual(host.snapshot.graph.frames, LayoutSnapshot(of: view, in: CGSize(width: width, height: 80)).graph.frames)
        }
    }

    /// With no snapshot of it kept, the host lets each update take the previous layout's storage and
    /// move frames in place (`LayoutGraph.mayGiveUpStorage`): frames and placed proposals still
    /// equal a full layout's, over updates that move unchanged flexible and rigid subtrees.
    func testUpdatesThatTakeThePreviousStorageMatchAFullLayout() {
        func view(_ width: CGFloat) -> AnyView {
            AnyView(VStack(spacing: 4) {
                HStack { Color.red.frame(width: width, height: 10); Color.blue; Text("Label") }
                HStack { Color.green.frame(minWidth: 10, maxWidth: 80); Color.red.frame(width: 20, height: 20) }
                    .padding(3)
                ForEach(0..<5, id: \.self) { _ in HStack { Color.red.frame(width: 15, height: 5); Color.blue.frame(height: 5) } }
            })
        }
        let proposal = ProposedViewSize(width: 300, height: 200)
        let host = LayoutHost(rootView: view(20), proposal: proposal)
        for width: CGFloat in [60, 20, 45, 45, 200, 20] {
            host.update(rootView: view(width))
            let full = LayoutSnapshot(of: view(width), proposal: proposal)
            let relaid = host.snapshot
            XCTAssertEqual(relaid.graph.frames, full.graph.frames, "width \(width)")
            XCTAssertEqual(relaid.graph.placedProposals, full.graph.placedProposals, "width \(width)")
        }
    }

    func testAnEarlierSnapshotKeepsItsFrames() {
        let host = LayoutHost(rootView: balanced(2), proposal: .unspecified)
        let before = host.snapshot
        let frames = before.graph.frames
        host.update(rootView: balanced(2, wide: [3]))
        XCTAssertEqual(before.graph.frames, frames)
        XCTAssertNotEqual(host.snapshot.size, before.size)
    }

    func testTreesResolvedDuringLayoutAreLaidOutInFull() {
        func view(_ width: CGFloat) -> AnyView {
            AnyView(VStack {
                GeometryReader { proxy in Color.red.frame(width: proxy.size.width / 2) }
                Color.blue.frame(width: width, height: 10).id("blue")
            })
        }
        let host = LayoutHost(rootView: view(20), size: CGSize(width: 100, height: 100))
        host.update(rootView: view(40))
        let full = LayoutSnapshot(of: view(40), in: CGSize(width: 100, height: 100))
        XCTAssertEqual(host.snapshot.graph.frames, full.graph.frames)
        XCTAssertEqual(host.snapshot.statistics.viewsPlaced, full.statistics.viewsPlaced)
    }
}
