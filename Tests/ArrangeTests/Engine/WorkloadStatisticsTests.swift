import XCTest
@testable import Arrange

/// The layout statistics of each benchmark workload (Benchmarks/README.md, "Workloads") at its smallest size, with
/// the counts worked out from the algorithms: measure calls bounded by a small constant per view,
/// and no view measured or placed more often than the arithmetic says. Also a smoke run of every
/// workload's shape (the benchmarks run the large sizes, in release mode).
///
/// How the engine counts (`LayoutStatistics`):
/// - a *measure call* is a memo miss of a layout node (stacks, grids, rows, flexible frames); a
///   frame with both dimensions fixed answers from its constant size (a *cache hit*, not a measure
///   call), and a colour answers by arithmetic on the proposal (neither), as does a flexible frame
///   directly around a colour (`NodeFlags.arithmeticFrame`);
/// - a proposal-invariant node (a fixed frame, or a stack whose subviews all are) is measured once
///   per pass: every later request is a hit, whatever its proposal;
/// - every request answered without measuring is a hit; a full layout places every node once
///   (`viewsPlaced` = nodes). A leaf `Color.red.frame(width: 20, height: 10)` is two nodes.
final class WorkloadStatisticsTests: XCTestCase {
    private func leaf() -> some View { Color.red.frame(width: 20, height: 10) }

    private func deep(_ depth: Int, level: Int = 0) -> AnyView {
        let last = level == depth - 1
        if level % 2 == 0 {
            return last ? AnyView(HStack { leaf() }) : AnyView(HStack { leaf(); deep(depth, level: level + 1) })
        } else {
            return last ? AnyView(VStack { leaf() }) : AnyView(VStack { leaf(); deep(depth, level: level + 1) })
        }
    }

    private func balanced(_ depth: Int, level: Int = 0) -> AnyView {
        if level == depth { return AnyView(leaf()) }
        let children = ForEach(0..<4, id: \.self) { _ in self.balanced(depth, level: level + 1) }
        return level % 2 == 0 ? AnyView(HStack { children }) : AnyView(VStack { children })
    }

    /// W1, 1,000 leaves in an HStack proposed nil × nil.
    func testW1FlatRow() {
        let snapshot = LayoutSnapshot(of: HStack { ForEach(0..<1000, id: \.self) { _ in self.leaf() } }, proposal: .unspecified)
        let statistics = snapshot.statistics
        XCTAssertEqual(snapshot.size, CGSize(width: 1000 * 20 + 999 * 8, height: 10))
        XCTAssertEqual(statistics.nodeCount, 1 + 2 * 1000)
        // The stack is proposal-invariant (its subviews are fixed frames): measured once.
        XCTAssertEqual(statistics.measureCalls, 1)
        // Each of the 1,000 frames is asked twice, both answered by its constant size: by the
        // stack's sizing for nil × nil and by its sizing again for placement (nil × 10: the stack's
        // own height across). Placing it uses the size that sizing found (a stack's placements
        // reach the engine with their sizes, and the placement work item carries them).
        XCTAssertEqual(statistics.cacheHits, 2 * 1000)
        XCTAssertEqual(statistics.viewsPlaced, 2001)
    }

    /// W2, 10 levels of alternating stacks, each holding a leaf and the next level.
    func testW2DeepChain() {
        let statistics = LayoutSnapshot(of: deep(10), proposal: .unspecified).statistics
        XCTAssertEqual(statistics.nodeCount, 30)
        // Every stack is proposal-invariant: 10 stacks, measured once each.
        XCTAssertEqual(statistics.measureCalls, 10)
        // Sizing for nil × nil: each stack asks its frame (10 hits) and measures the next stack.
        // Placement sizing: the root (nil major, its cross length given) asks its 2 subviews once
        // (2); every other stack is proposed a length along its axis, so it probes each subview at
        // 0 and ∞ and offers it a share (3 each: 6 for levels 1–8, 3 for level 9 with one
        // subview): 2 + 8 × 6 + 3 = 53. Placing a node uses the size its stack's sizing found.
        XCTAssertEqual(statistics.cacheHits, 10 + 53)
        XCTAssertEqual(statistics.viewsPlaced, 30)
    }

    /// W3, depth 5: 341 stacks of 4 (levels 0–4), 1,024 leaves.
    func testW3BalancedTree() {
        let statistics = LayoutSnapshot(of: balanced(5), proposal: .unspecified).statistics
        XCTAssertEqual(statistics.nodeCount, 341 + 2 * 1024)
        // Every stack is proposal-invariant: measured once.
        XCTAssertEqual(statistics.measureCalls, 341)
        // Sizing for nil × nil: the 256 bottom stacks ask their 4 frames (1,024 hits; the upper
        // stacks' requests are the measure calls of the stacks below). Placement sizing: the root
        // asks its 4 subviews once (nil along its axis); the 340 others probe each subview at 0
        // and ∞ and offer it a share: 4 + 340 × 12. Placing a node uses the size its stack's
        // sizing found.
        XCTAssertEqual(statistics.cacheHits, 1024 + (4 + 340 * 12))
        XCTAssertEqual(statistics.viewsPlaced, 341 + 2 * 1024)
    }

    /// W4, a 100 × 100 grid of leaves.
    func testW4Grid() {
        let view = Grid { ForEach(0..<100, id: \.self) { _ in GridRow { ForEach(0..<100, id: \.self) { _ in self.leaf() } } } }
        let snapshot = LayoutSnapshot(of: view, proposal: .unspecified)
        let statistics = snapshot.statistics
        XCTAssertEqual(snapshot.size, CGSize(width: 100 * 20 + 99 * 8, height: 100 * 10 + 99 * 8))
        XCTAssertEqual(statistics.nodeCount, 1 + 100 + 2 * 10_000)
        // The grid measures its cells directly (fixed frames: hits), so it is measured once, and
        // each row once, when it is placed and reports the size its grid gave it: 1 + 100.
        XCTAssertEqual(statistics.measureCalls, 101)
        XCTAssertEqual(statistics.viewsPlaced, 1 + 100 + 2 * 10_000)
    }

    /// W5, 10,000 leaves in an HStack, every other one flexible, proposed the width that leaves
    /// each flexible one 10 points (5,000 × 20 + 9,999 × 8 + 5,000 × 10 = 229,992).
    func testW5FlexibleRow() {
        let view = HStack {
            ForEach(0..<10_000, id: \.self) { i in
                if i % 2 == 0 { self.leaf() } else { Color.red.frame(minWidth: 0, maxWidth: .infinity) }
            }
        }
        let snapshot = LayoutSnapshot(of: view, proposal: ProposedViewSize(width: 229_992, height: nil))
        let statistics = snapshot.statistics
        XCTAssertEqual(snapshot.size, CGSize(width: 229_992, height: 10))
        // The stack is sized twice, for the root's proposal (229,992 × nil) and for placement
        // (229,992 × 10): each time it probes every subview at 0 and ∞ (with that height) and
        // offers it its share. A flexible frame around a colour answers each of those by
        // arithmetic (neither a measure call nor a hit); the stack itself is measured once.
        XCTAssertEqual(statistics.measureCalls, 1)
        // Fixed frames: the 2 probes that order the subviews once (every subview's width depends on
        // the proposed width alone, so the placement sizing keeps the order:
        // LayoutGraph+SeparableAxes), and the offer in each of the two sizings: 4 × 5,000. Placing
        // a subview uses the size the placement sizing found.
        XCTAssertEqual(statistics.cacheHits, 4 * 5000)
        XCTAssertEqual(statistics.viewsPlaced, 1 + 2 * 10_000)
    }

    /// W6 at depth 5: the W3 tree above in a `LayoutHost`, then its middle leaf (leaf 512 of
    /// 1,024, as `run_relayout` in the Taffy script picks) 30 wide instead of 20.
    func testW6RelayoutAfterOneLeafChanges() {
        func tree(widened: Bool, level: Int = 0, index: Int = 0) -> AnyView {
            if level == 5 { return AnyView(Color.red.frame(width: widened && index == 512 ? 30 : 20, height: 10)) }
            let children = ForEach(0..<4, id: \.self) { i in tree(widened: widened, level: level + 1, index: index * 4 + i) }
            return level % 2 == 0 ? AnyView(HStack { children }) : AnyView(VStack { children })
        }
        let host = LayoutHost(rootView: tree(widened: false), proposal: .unspecified)
        host.update(rootView: tree(widened: true))
        let statistics = host.snapshot.statistics
        XCTAssertEqual(statistics.nodeCount, 341 + 2 * 1024)
        // The leaf's 5 ancestor stacks changed; each is proposal-invariant, so measured once.
        XCTAssertEqual(statistics.measureCalls, 5)
        // Placed again: the 5 stacks, the changed frame and its colour; every other subtree is
        // moved whole from the previous layout.
        XCTAssertEqual(statistics.viewsPlaced, 7)
        XCTAssertEqual(host.snapshot.graph.frames, LayoutSnapshot(of: tree(widened: true), proposal: .unspecified).graph.frames)
    }
}
