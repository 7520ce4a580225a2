extension ViewHost {
    /// Waits until every task that the views' `.task` modifiers started has finished (those
    /// cancelled included: a cancelled task runs until it notices), updating
    /// the host after each round (a task that changes state updates the views, which may start
    /// tasks of views that appear, or of `.task(id:)` modifiers whose value changed: those are
    /// waited for too).
    ///
    /// Tasks run on the main actor when it is free: a test that uses a host on the main thread
    /// sees them start only when it awaits, here. A task that never ends (an endless loop, a
    /// sequence that never finishes) keeps this from returning; make its view disappear first.
    /// After 100 rounds that start new tasks it stops waiting and
    /// reports it in ``diagnostics``.
    ///
    /// SwiftUI has no headless host, and so no equivalent: its tasks run when the main run loop
    /// does.
    nonisolated(nonsending) public func waitForTasks() async {
        var rounds = 0
        while true {
            updateIfNeeded()
            let started = runtime.tasks.startCount
            let tasks = runtime.tasks.tasks
            for task in tasks { await task.value }
            runtime.tasks.forget(tasks)
            updateIfNeeded()
            if runtime.tasks.startCount == started { return }
            rounds += 1
            if rounds >= Self.maximumConsecutiveUpdates {
                diagnostics.append("tasks kept starting new tasks after \(Self.maximumConsecutiveUpdates) rounds; stopped waiting")
                return
            }
        }
    }
}
