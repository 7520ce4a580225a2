import XCTest
import Dispatch
@testable import Arrange

/// A layout pass can be stopped from another thread with `LayoutCancellation`; the snapshot
/// initialiser then throws `CancellationError` (Docs/Differences.md, "Cancelling a layout").
final class CancellationTests: XCTestCase {
    /// Signals `started` the first time it is measured, then waits until `resume` is signalled:
    /// lets a test cancel at a known point in the middle of a pass.
    private final class Gate: @unchecked Sendable {
        let started = DispatchSemaphore(value: 0)
        let resume = DispatchSemaphore(value: 0)
        var opened = false
    }

    private struct Checkpoint: Layout {
        let gate: Gate
        func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
            if !gate.opened {
                gate.opened = true
                gate.started.signal()
                gate.resume.wait()
            }
            return CGSize(width: 10, height: 10)
        }
        func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    }

    /// 10,000 stacks of two leaves, the checkpoint first: a large tree whose pass is cancelled
    /// after it began.
    private func largeTree(_ gate: Gate) -> some View {
        VStack {
            Checkpoint(gate: gate) { EmptyView() }
            ForEach(0..<10_000, id: \.self) { index in
                HStack { Color.red.frame(width: 5, height: 5); Color.blue }.id(index)
            }
        }
    }

    private final class Outcome: @unchecked Sendable {
        var result: Result<LayoutSnapshot, CancellationError>?
        let done = DispatchSemaphore(value: 0)
    }

    func testCancellingFromAnotherThreadStopsTheLayoutWithCancellationError() {
        let gate = Gate(), cancellation = LayoutCancellation(), outcome = Outcome()
        let view = largeTree(gate)
        // The layout runs on a background thread; this (the test's) thread cancels it once the
        // checkpoint shows the pass has begun.
        DispatchQueue.global().async {
            outcome.result = Result { () throws(CancellationError) in
                try LayoutSnapshot(of: view, in: CGSize(width: 400, height: 400), cancellation: cancellation)
            }
            outcome.done.signal()
        }
        XCTAssertEqual(gate.started.wait(timeout: .now() + 60), .success)
        XCTAssertFalse(cancellation.isCancelled)
        cancellation.cancel()
        XCTAssertTrue(cancellation.isCancelled)
        gate.resume.signal()
        XCTAssertEqual(outcome.done.wait(timeout: .now() + 60), .success)
        switch outcome.result {
        case .failure: break // CancellationError: the clear cancelled result.
        case .success: XCTFail("a cancelled layout returned a snapshot")
        case nil: XCTFail("no result")
        }
    }

    func testACancellationBeforeTheLayoutThrowsAtOnce() {
        let cancellation = LayoutCancellation()
        cancellation.cancel()
        XCTAssertThrowsError(try LayoutSnapshot(of: HStack { Color.red; Color.blue }, proposal: .unspecified, cancellation: cancellation)) { error in
            XCTAssertTrue(error is CancellationError)
        }
    }

    /// A flag that is never cancelled changes nothing: same frames as the plain initialiser.
    func testAnUncancelledFlagGivesTheSameFrames() throws {
        let view = VStack { HStack { Color.red.frame(width: 30); Spacer() }; Text("Hello") }
        let plain = LayoutSnapshot(of: view, in: CGSize(width: 200, height: 100))
        let flagged = try LayoutSnapshot(of: view, in: CGSize(width: 200, height: 100), cancellation: LayoutCancellation())
        XCTAssertEqual(plain.graph.frames, flagged.graph.frames)
        XCTAssertEqual(plain.diagnostics, flagged.diagnostics)
    }

    /// Cancelling twice, or from many threads at once, is harmless.
    func testCancelIsIdempotentAndThreadSafe() {
        let cancellation = LayoutCancellation()
        DispatchQueue.concurrentPerform(iterations: 64) { _ in cancellation.cancel() }
        cancellation.cancel()
        XCTAssertTrue(cancellation.isCancelled)
    }
}
