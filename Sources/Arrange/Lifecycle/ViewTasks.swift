/// The asynchronous tasks of a ``ViewHost``'s `.task` modifiers: which are running, by modifier
/// identity, with the `id` value each was started for.
///
/// While resolving, each `.task` modifier reports itself (`meet`). At the end of the update the
/// tasks of modifiers gone are cancelled, and those of modifiers new, or whose `id` changed, are
/// started (the old one is cancelled): the new tasks are made at once and run on the main actor
/// when it is next free.
final class ViewTasks {
    /// A `.task` modifier met during the current update.
    private struct Request {
        let identity: UInt64
        /// Whether the running task was started for the same `id` value.
        let sameID: (Any?) -> Bool
        let id: Any?
        let priority: TaskPriority
        let action: @Sendable () async -> Void
    }

    /// A running (or finished but still owned) task.
    private struct Running {
        let task: Task<Void, Never>
        let id: Any?
    }

    private var running: [UInt64: Running] = [:]
    /// Tasks cancelled (their view gone or their `id` changed) that may still be finishing.
    private var cancelled: [Task<Void, Never>] = []
    private var met: [Request] = []
    private var metIdentities: Set<UInt64> = []
    /// How many tasks have been started so far.
    private(set) var startCount = 0

    /// Records a `.task` modifier at `identity` watching `id` (nil for the form without one).
    func meet<ID: Equatable>(_ identity: UInt64, id: ID?, priority: TaskPriority, action: @escaping @Sendable () async -> Void) {
        guard metIdentities.insert(identity).inserted else { return }
        met.append(Request(identity: identity, sameID: { ($0 as? ID) == id }, id: id, priority: priority, action: action))
    }

    /// Starts an update: modifiers met from here on are the current tree's.
    func beginUpdate() {
        met.removeAll(keepingCapacity: true)
        metIdentities.removeAll(keepingCapacity: true)
    }

    /// Ends an update: starts a task for each modifier new or whose `id` changed, and returns the
    /// cancellations the update calls for (tasks of modifiers gone, tasks replaced), to run with
    /// the update's `onDisappear` actions.
    func endUpdate() -> [() -> Void] {
        var actions: [() -> Void] = []
        for (identity, old) in running where !metIdentities.contains(identity) {
            running[identity] = nil
            cancelled.append(old.task)
            actions.append { old.task.cancel() }
        }
        for request in met {
            if let old = running[request.identity] {
                if request.sameID(old.id) { continue }
                cancelled.append(old.task)
                actions.append { old.task.cancel() }
            }
            let action = request.action, priority = request.priority
            // The task starts on the main actor, as SwiftUI's do: from a host used on the main
            // thread, after the update and its actions have run.
            let task = Task(priority: priority) { @MainActor in
                guard !Task.isCancelled else { return }
                await action()
            }
            running[request.identity] = Running(task: task, id: request.id)
            startCount += 1
        }
        return actions
    }

    /// Every task owned now (running, or finished and not yet released by its view) and every
    /// cancelled task not yet awaited.
    var tasks: [Task<Void, Never>] { running.values.map(\.task) + cancelled }

    /// Forgets the cancelled tasks among `finished` (they have been awaited).
    func forget(_ finished: [Task<Void, Never>]) {
        let done = Set(finished)
        cancelled.removeAll { done.contains($0) }
    }

    /// Cancels every task, as when the host goes away.
    func tearDown() {
        for old in running.values { old.task.cancel() }
        running.removeAll()
        cancelled.removeAll()
    }
}
