import XCTest
@testable import Arrange

/// Sizes are memoised per node and exact proposal, so nested stacks never re-measure
/// exponentially (README, "How it works").
final class MemoisationTests: XCTestCase {
    private func nestedHStacks(_ depth: Int) -> AnyView {
        var view = AnyView(Color.red.frame(minWidth: 0, maxWidth: .infinity))
        for _ in 0..<depth { view = AnyView(HStack { view }) }
        return view
    }

    private func alternating(_ depth: Int) -> AnyView {
        var view = AnyView(Color.red.frame(width: 20, height: 10))
        for level in 0..<depth {
            view = level.isMultiple(of: 2)
                ? AnyView(HStack { Color.red.frame(width: 20, height: 10); view })
                : AnyView(VStack { Color.red.frame(width: 20, height: 10); view })
        }
        return view
    }

    /// 100 HStacks nested around one leaf, proposed 200 × 200. A stack proposed (P, h) probes its
    /// child with (0, h) and (∞, h) to order it by flexibility (Docs/LayoutRules.md §4 step 1) and then offers
    /// it (P − spacing) / 1 = P (step 3; a single child has no spacing). So every level receives
    /// exactly the three proposals (0, 200), (∞, 200) and (200, 200): 3 measure calls per stack.
    /// The root is only proposed the host's (200, 200) (Docs/LayoutRules.md §11): 1 call. The flexible frame
    /// around the leaf answers by arithmetic, as the colour does (`NodeFlags.arithmeticFrame`):
    /// 1 + 99 × 3 = 298. Placement re-uses those proposals and costs no further calls.
    func testHundredNestedStacksMeasureEachThreeTimes() {
        let snapshot = LayoutSnapshot(of: nestedHStacks(100), in: CGSize(width: 200, height: 200))
        XCTAssertEqual(snapshot.statistics.measureCalls, 298)
        XCTAssertEqual(snapshot.size, CGSize(width: 200, height: 200))
    }

    /// Every further stack adds 3 calls (3(n − 1) + 1 in all, as above): linear, not exponential.
    func testMeasureCallsGrowLinearlyWithDepth() {
        let calls100 = LayoutSnapshot(of: nestedHStacks(100), in: CGSize(width: 200, height: 200)).statistics.measureCalls
        let calls200 = LayoutSnapshot(of: nestedHStacks(200), in: CGSize(width: 200, height: 200)).statistics.measureCalls
        XCTAssertEqual(calls200 - calls100, 3 * 100)
    }

    /// Alternating HStack/VStack nesting: each axis sees at most {0, ∞, one concrete value} per
    /// level (Docs/LayoutRules.md §4 probes), so a node receives at most 3 × 3 distinct proposals.
    func testAlternatingNestingIsBoundedPerNode() {
        let depth = 300
        let snapshot = LayoutSnapshot(of: alternating(depth), in: CGSize(width: 1000, height: 1000))
        XCTAssertLessThanOrEqual(snapshot.statistics.measureCalls, 9 * depth)
        // Each level adds a 20-pt leaf and 8 pt of default spacing along its axis (Docs/LayoutRules.md §3).
        XCTAssertEqual(snapshot.size.width, 20 + CGFloat(depth / 2) * 28, accuracy: 0.001)
    }

    /// A tree of 10,000 nested stacks lays out without overflowing the stack.
    func testTenThousandNestedStacksLayOut() {
        let snapshot = LayoutSnapshot(of: alternating(10_000), in: CGSize(width: 200, height: 200))
        XCTAssertTrue(snapshot.diagnostics.isEmpty || snapshot.diagnostics.allSatisfy { !$0.message.contains("NaN") })
        // The innermost leaf is a frame and a colour; each level adds a stack, a frame and a colour.
        XCTAssertEqual(snapshot.statistics.nodeCount, 2 + 10_000 * 3)
        XCTAssertEqual(snapshot.size.width, 20 + 5_000 * 28, accuracy: 0.001)
    }

    /// Laying out the same view twice gives identical frames.
    func testRelayoutIsDeterministic() {
        let first = LayoutSnapshot(of: alternating(50), in: CGSize(width: 500, height: 500))
        let second = LayoutSnapshot(of: alternating(50), in: CGSize(width: 500, height: 500))
        XCTAssertEqual(first.graph.frames, second.graph.frames)
    }
}
