import XCTest
import Foundation
@testable import Arrange

/// Very deep and very large trees lay out without overflowing the stack, in memory proportional
/// to the tree (README, "How it works"). The 1.4-million-view
/// figures are the `W3 balanced` workload of `Benchmarks/` (release build, peak RSS reported per
/// view); these debug-build tests use sizes that run in a few seconds.
final class ScaleTests: XCTestCase {
    /// 100,000 paddings nested around one 1 × 1 view: each adds 1 point on every edge (Apple's
    /// `padding(_:)`: insets the view by the length on all edges), so the root is
    /// 1 + 2 × 100,000 points square. It is laid out from the test's own thread: resolving and
    /// measuring continue on stack segments of that thread when its stack runs low
    /// (Docs/Engine.md, "Threads and stacks"). Releasing the nested view value recurses once per
    /// level too (Swift's own deinitialisers, not Arrange's), so the test releases it on a segment.
    func testHundredThousandNestedViewsLayOut() {
        let depth = 100_000
        var view: AnyView? = AnyView(Color.red.frame(width: 1, height: 1))
        for _ in 0..<depth { view = AnyView(view!.padding(1)) }
        let snapshot = LayoutSnapshot(of: view!, proposal: .unspecified)
        if ProcessInfo.processInfo.environment["ARRANGE_SANITIZER"] == "thread" {
            // ThreadSanitizer records each thread's function entries in an array of 64 Ki entries,
            // which the 100,000 nested deinitialisers overflow on any one stack: under it, the
            // value is kept (leaked) instead.
            Self.keptUnderThreadSanitizer = view
        } else {
            StackGuard.onNewSegment { _ in view = nil }
        }
        XCTAssertEqual(snapshot.size, CGSize(width: 1 + 2 * CGFloat(depth), height: 1 + 2 * CGFloat(depth)))
        // One node per padding, plus the frame and the colour.
        XCTAssertEqual(snapshot.statistics.nodeCount, depth + 2)
        XCTAssertEqual(snapshot.diagnostics.count, 0)
        XCTAssertGreaterThan(snapshot.statistics.stackSegmentsUsed, 0, "a tree this deep needs more than the thread's stack")
        // Hit testing recurses once per level as well.
        XCTAssertNotNil(HitTester(graph: snapshot.graph).hit(at: CGPoint(x: CGFloat(depth) + 0.5, y: CGFloat(depth) + 0.5)))
    }

    /// The deep view of `testHundredThousandNestedViewsLayOut` under ThreadSanitizer.
    nonisolated(unsafe) private static var keptUnderThreadSanitizer: AnyView?

    /// A shallow tree lays out on the caller's stack alone.
    func testShallowTreesUseNoStackSegment() {
        let snapshot = LayoutSnapshot(of: VStack { ForEach(0..<50, id: \.self) { _ in HStack { Color.red; Text("row") } } }, in: CGSize(width: 300, height: 600))
        XCTAssertEqual(snapshot.statistics.stackSegmentsUsed, 0)
    }

    /// The engine's storage grows linearly with the tree: one node, one frame and one proposal
    /// per view, at most one memo row per node, and the child list holds each non-root node once.
    func testStorageIsProportionalToTheTree() {
        for count in [1_000, 10_000] {
            let view = VStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { _ in HStack(spacing: 0) { Color.red.frame(width: 2, height: 1); Color.blue.frame(width: 3, height: 1) } }
            }
            let snapshot = LayoutSnapshot(of: view, proposal: .unspecified)
            let graph = snapshot.graph
            // Per row: an HStack, two frames, two colours; plus the VStack.
            XCTAssertEqual(graph.nodes.count, 1 + 5 * count)
            XCTAssertEqual(graph.frames.count, graph.nodes.count)
            XCTAssertEqual(graph.placedProposals.count, graph.nodes.count)
            XCTAssertEqual(graph.childList.count, graph.nodes.count - 1)
            XCTAssertLessThanOrEqual(graph.memoRowCount, graph.nodes.count)
            XCTAssertEqual(snapshot.size, CGSize(width: 5, height: CGFloat(count)))
        }
    }

    /// The resident memory a 100,000-view layout adds stays within a few kilobytes per view
    /// (a debug build; the benchmark reports the release figure). The bound is loose on
    /// purpose: it catches quadratic or per-view-megabyte growth, not small changes.
    func testResidentMemoryGrowsLinearly() throws {
        guard let before = Self.residentBytes() else { throw XCTSkip("/proc/self/status is not available") }
        let count = 20_000
        let view = VStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { _ in HStack(spacing: 0) { Color.red.frame(width: 2, height: 1); Color.blue.frame(width: 3, height: 1) } }
        }
        let snapshot = LayoutSnapshot(of: view, proposal: .unspecified)
        let after = Self.residentBytes() ?? before
        let views = snapshot.statistics.nodeCount
        XCTAssertEqual(views, 1 + 5 * count)
        let perView = Double(max(0, after - before)) / Double(views)
        print("ScaleTests: \(Int(perView)) resident bytes per view (debug build)")
        XCTAssertLessThan(perView, 8_192, "\(perView) bytes per view")
    }

    /// VmRSS from /proc/self/status, in bytes.
    static func residentBytes() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            let digits = line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
            return digits.map { $0 * 1024 }
        }
        return nil
    }
}
