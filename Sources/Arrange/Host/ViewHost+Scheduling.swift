import Foundation

/// Whether a host is running the main run loop now: a host advanced from work that the run
/// loop runs does not run it again inside. Read and written on the main thread only.
nonisolated(unsafe) private var isRunningMainRunLoop = false

extension ViewHost {
    /// The longest the host runs the main run loop before it updates, while it runs scheduled
    /// work in real time: a frame at 60 Hz.
    static var scheduledWorkSlice: TimeInterval { 1.0 / 60 }

    /// Runs the work that the views scheduled on the main thread (`DispatchQueue.main.async`,
    /// the jobs of `Task { @MainActor in … }` and of `.task` modifiers, `Timer`s of the main run
    /// loop) that is ready now, updating after each turn that changed state; then, with
    /// ``runsScheduledWorkInRealTime``, runs the main run loop for `interval` seconds of real
    /// time in slices of ``scheduledWorkSlice``, the host's clock following the real one, so
    /// that work falling due in the interval changes state at the matching host time. The
    /// clock ends `interval` later than it started.
    ///
    /// Nothing runs off the main thread (its run loop is the main thread's to run), from an
    /// asynchronous context (a task: the work runs when it awaits), or when the host is advanced
    /// from work the main run loop is running.
    func runScheduledWork(during interval: TimeInterval) {
        let start = time
        defer { time = start + interval }
        // In an asynchronous context the caller is a job of the main queue already: the views'
        // work runs when it awaits.
        let isAsynchronous = withUnsafeCurrentTask { $0 != nil }
        guard Thread.isMainThread, !isAsynchronous, !isRunningMainRunLoop else { return }
        isRunningMainRunLoop = true
        defer { isRunningMainRunLoop = false }
        runReadyWork()
        guard runsScheduledWorkInRealTime, interval > 0 else { return }
        let begin = Date()
        let end = begin.addingTimeInterval(interval)
        while true {
            let now = Date()
            guard now < end else { break }
            _ = RunLoop.main.run(mode: .default, before: min(end, now.addingTimeInterval(Self.scheduledWorkSlice)))
            time = start + min(Date().timeIntervalSince(begin), interval)
            runReadyWork()
        }
    }

    /// Turns the main run loop without waiting until two turns in a row change no state (a
    /// job may schedule another), updating after each turn that did, at most
    /// ``maximumConsecutiveUpdates`` turns.
    private func runReadyWork() {
        var quiet = 0
        for _ in 0..<Self.maximumConsecutiveUpdates {
            _ = RunLoop.main.run(mode: .default, before: Date.distantPast)
            if runtime.needsUpdate {
                quiet = 0
                updateIfNeeded()
            } else {
                quiet += 1
                if quiet == 2 { return }
            }
        }
    }
}
