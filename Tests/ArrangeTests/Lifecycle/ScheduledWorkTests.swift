import Foundation
import XCTest
@testable import Arrange

/// Work that view code schedules on the main queue, the main actor or the main run loop runs
/// when the host advances (Docs/Differences.md, "Animation timing and scheduled work"): what
/// is ready at every ``ViewHost/advance(by:)``; work on the real clock (`asyncAfter`,
/// `Task.sleep`, `Timer`) when the host runs it in real time.
///
/// These tests are synchronous, on the main thread, as a host's user is: the host runs the
/// main run loop itself.
final class ScheduledWorkTests: XCTestCase {
    /// A bar 10 + count wide, and buttons that count later in different ways.
    struct Deferred: View {
        @State private var count = 0
        var body: some View {
            VStack(spacing: 0) {
                Color.red.frame(width: CGFloat(10 + count), height: 10).id("bar")
                Button(action: { DispatchQueue.main.async { count += 1 } }) { Color.blue.frame(width: 40, height: 20) }.id("async")
                Button(action: { Task { @MainActor in count += 2 } }) { Color.blue.frame(width: 40, height: 20) }.id("task")
                Button(action: {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
                        withAnimation(.linear(duration: 1)) { count += 20 }
                    }
                }) { Color.blue.frame(width: 40, height: 20) }.id("after")
                Button(action: {
                    Task { @MainActor in
                        try? await Task.sleep(nanoseconds: 300_000_000)
                        count += 4
                    }
                }) { Color.blue.frame(width: 40, height: 20) }.id("sleep")
            }
        }
    }

    func testMainQueueWorkRunsAtTheNextAdvance() {
        MainActor.assumeIsolated {
            let host = makeHost(Deferred())
            host.tap(on: "async")
            XCTAssertEqual(host.frame(of: "bar")?.width, 10, "not run yet: the main queue has not been run")
            host.advance(by: 0)
            XCTAssertEqual(host.frame(of: "bar")?.width, 11)
            XCTAssertEqual(host.time, 0, "advancing by 0 leaves the clock")
        }
    }

    func testMainActorTaskRunsAtTheNextAdvance() {
        MainActor.assumeIsolated {
            let host = makeHost(Deferred())
            host.tap(on: "task")
            host.advance(by: 0.1)
            XCTAssertEqual(host.frame(of: "bar")?.width, 12)
        }
    }

    /// Without real time the work on the real clock waits: advancing the host's clock by 1 s
    /// takes no time, and the 0.3 s `asyncAfter` has not fallen due.
    func testAsyncAfterWaitsForRealTimeByDefault() {
        MainActor.assumeIsolated {
            let host = makeHost(Deferred())
            host.tap(on: "after")
            let begin = Date()
            host.advance(by: 1)
            XCTAssertLessThan(Date().timeIntervalSince(begin), 0.3)
            XCTAssertEqual(host.frame(of: "bar")?.width, 10)
        }
    }

    /// In real time, `asyncAfter(deadline: .now() + 0.3)` runs while the host advances past
    /// 0.3 s, and the animation it starts starts at the host time it ran (within a slice, 1/60 s,
    /// and the machine's scheduling delay).
    func testAsyncAfterRunsInRealTime() {
        MainActor.assumeIsolated {
            let host = makeHost(Deferred())
            host.runsScheduledWorkInRealTime = true
            host.tap(on: "after")
            host.advance(by: 0.1)
            XCTAssertEqual(host.frame(of: "bar")?.width, 10, "0.1 s in: not due")
            host.advance(by: 0.5)
            XCTAssertEqual(host.time, 0.6, accuracy: 1e-9, "the clock moved by what was asked")
            // Ran at about 0.3 s: a linear 1 s animation from 10 to 30 that started at s is at
            // 10 + 20 × (0.6 − s) now: 16 for s = 0.3, more than 10 for any s < 0.6. The real
            // time spent between the tap and the first advance (outside the host's clock) makes
            // it run that much earlier on the host's clock: up to 0.05 s is allowed, 17.
            let width = host.frame(of: "bar")?.width ?? -1
            XCTAssertGreaterThan(width, 10)
            XCTAssertLessThanOrEqual(width, 17)
            XCTAssertTrue(host.isAnimating)
        }
    }

    func testTaskSleepResumesInRealTime() {
        MainActor.assumeIsolated {
            let host = makeHost(Deferred())
            host.runsScheduledWorkInRealTime = true
            host.tap(on: "sleep")
            host.advance(by: 0.05)
            XCTAssertEqual(host.frame(of: "bar")?.width, 10, "sleeping")
            host.advance(by: 0.6)
            XCTAssertEqual(host.frame(of: "bar")?.width, 14)
        }
    }

    /// A view counting the ticks of a repeating `Timer` it schedules when it appears.
    struct Ticker: View {
        /// Holds the timer, so that the test can stop it.
        final class TimerBox { var timer: Timer? }
        let box: TimerBox
        @State private var ticks = 0
        var body: some View {
            Color.red.frame(width: CGFloat(10 + ticks), height: 10).id("ticks")
                .onAppear {
                    box.timer = Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in
                        MainActor.assumeIsolated { ticks += 1 }
                    }
                }
        }
    }

    func testScheduledTimerFiresInRealTime() {
        MainActor.assumeIsolated {
            let box = Ticker.TimerBox()
            defer { box.timer?.invalidate() }
            let host = makeHost(Ticker(box: box))
            host.runsScheduledWorkInRealTime = true
            host.advance(by: 0.45)
            // Fire dates 0.1, 0.2, 0.3, 0.4 s after it was scheduled: 4 ticks by 0.45 s, fewer
            // if the machine delayed the run loop (a late timer skips missed fire dates).
            let width = host.frame(of: "ticks")?.width ?? -1
            XCTAssertGreaterThanOrEqual(width, 12)
            XCTAssertLessThanOrEqual(width, 14)
        }
    }

    /// Advancing from a task (an asynchronous context) runs no main-queue work: the caller is a
    /// job of the main queue, and the work runs when it awaits.
    func testNothingRunsFromAnAsynchronousContext() async {
        let width: CGFloat? = await MainActor.run {
            let host = makeHost(Deferred())
            host.tap(on: "async")
            host.advance(by: 0)
            return host.frame(of: "bar")?.width
        }
        XCTAssertEqual(width, 10)
    }
}
