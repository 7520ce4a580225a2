import XCTest
import Foundation
@testable import Arrange

/// The async entry points of `LayoutSnapshot`: laid out on the main actor, stopped by a time
/// limit or by cancelling the awaiting task (Docs/Differences.md, "Web: image service").
final class LayoutSnapshotAsyncTests: XCTestCase {
    /// Takes half a second to measure: longer than the time limits below by far.
    private struct Slow: Layout {
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            Thread.sleep(forTimeInterval: 0.5)
            return CGSize(width: 10, height: 10)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    func testTheAsyncFormsLayOutAsTheSynchronousOnes() async throws {
        // A 30 × 20 frame centred in a 100 × 100 host (Docs/LayoutRules.md §11): origin (35, 40).
        let hosted = try await LayoutSnapshot(of: Color.red.frame(width: 30, height: 20), in: CGSize(width: 100, height: 100), timeLimit: .seconds(60))
        XCTAssertEqual(hosted.rootFrame, CGRect(x: 35, y: 40, width: 30, height: 20))
        // Proposed exactly 50 × 60, a colour takes it, at the origin.
        let proposed = try await LayoutSnapshot(of: Color.red, proposal: ProposedViewSize(width: 50, height: 60), timeLimit: nil)
        XCTAssertEqual(proposed.rootFrame, CGRect(x: 0, y: 0, width: 50, height: 60))
    }

    func testTheLayoutRunsOnTheMainActor() async throws {
        // A GeometryReader's content is built during layout: on the main actor.
        let seen = Seen()
        _ = try await LayoutSnapshot(of: GeometryReader { _ in seen.record(Thread.isMainThread) }, proposal: .unspecified, timeLimit: nil)
        XCTAssertEqual(seen.values, [true])
    }

    func testATimeLimitStopsTheLayout() async {
        do {
            _ = try await LayoutSnapshot(of: VStack { Slow { Color.red }; Slow { Color.blue } }, proposal: .unspecified, timeLimit: .milliseconds(1))
            XCTFail("the layout should have been stopped")
        } catch {
            // The initialiser throws only CancellationError (typed throws): reaching here is the check.
        }
    }

    func testCancellingTheTaskStopsTheLayout() async {
        let task = Task { @MainActor in
            try await LayoutSnapshot(of: VStack { Slow { Color.red }; Slow { Color.blue } }, proposal: .unspecified, timeLimit: nil)
        }
        task.cancel()
        let result = await task.result
        XCTAssertThrowsError(try result.get()) { XCTAssertTrue($0 is CancellationError) }
    }
}

/// What a closure saw, recorded from the main actor.
private final class Seen: @unchecked Sendable {
    var values: [Bool] = []
    func record(_ value: Bool) -> Color {
        values.append(value)
        return Color.clear
    }
}
