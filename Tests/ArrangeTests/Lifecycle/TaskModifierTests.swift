import XCTest
@testable import Arrange

/// `.task(priority:_:)` and `.task(id:priority:_:)` in a `ViewHost`.
///
/// Apple's documentation of `task(priority:_:)`: "Adds an asynchronous task to perform before
/// this view appears" and "SwiftUI will automatically cancel the task at some point after the
/// view disappears before the action completes". Of `task(id:priority:_:)`: "Adds a task to
/// perform before this view appears or when a specified value changes"; "When the value changes,
/// SwiftUI cancels and then restarts the task".
///
/// The asynchronous tests run on the main actor, where a host's tasks run: the host and its
/// tasks then take turns at `await`s only, as in an app.
final class TaskModifierTests: XCTestCase {
    /// Thread-safe enough for tasks on the main actor and a test that awaits them.
    final class TaskLog: @unchecked Sendable {
        var events: [String] = []
    }

    /// A view whose task sets its state: 10 wide until the task ran, then 30.
    struct Loader: View {
        @State private var loaded = false
        var body: some View {
            Color.red.frame(width: loaded ? 30 : 10, height: 10).id("loader")
                .task { loaded = true }
        }
    }

    /// Shows, or not, a view whose task waits until it is cancelled.
    struct Waiter: View {
        let show: Bool
        let log: TaskLog
        var body: some View {
            if show {
                Color.red.frame(width: 10, height: 10).task {
                    log.events.append("started")
                    try? await Task.sleep(nanoseconds: 1_000_000_000_000)
                    log.events.append(Task.isCancelled ? "cancelled" : "finished")
                }
            }
        }
    }

    /// A task keyed by `id`.
    struct Keyed: View {
        let id: Int
        let log: TaskLog
        var body: some View {
            Color.red.frame(width: 10, height: 10).task(id: id, priority: .low) {
                log.events.append("run \(id)")
            }
        }
    }

    /// The task runs after the view appears and its state change updates the view.
    @MainActor func testTheTaskRunsAndItsStateChangeUpdatesTheView() async {
        let host = ViewHost(rootView: Loader(), size: CGSize(width: 100, height: 100))
        await host.waitForTasks()
        XCTAssertEqual(host.frame(of: "loader")?.width, 30)
    }

    /// A task starts on the main actor: a host used on the main thread sees it run only when the
    /// thread awaits.
    func testTasksDoNotRunBeforeTheMainActorIsFree() {
        let host = ViewHost(rootView: Loader(), size: CGSize(width: 100, height: 100))
        XCTAssertEqual(host.frame(of: "loader")?.width, 10)
    }

    /// The view disappearing cancels its running task.
    @MainActor func testDisappearingCancelsTheTask() async {
        let log = TaskLog()
        let host = ViewHost(rootView: Waiter(show: true, log: log), size: CGSize(width: 100, height: 100))
        // Let the task start (it runs up to its sleep), then remove the view.
        await Task.yield()
        await MainActor.run {}
        host.update(rootView: Waiter(show: false, log: log))
        await host.waitForTasks()
        XCTAssertEqual(log.events, ["started", "cancelled"])
    }

    /// A view that disappears before its task starts never runs it.
    @MainActor func testATaskCancelledBeforeItStartsNeverRuns() async {
        let log = TaskLog()
        let host = ViewHost(rootView: Waiter(show: true, log: log), size: CGSize(width: 100, height: 100))
        host.update(rootView: Waiter(show: false, log: log))
        await host.waitForTasks()
        XCTAssertEqual(log.events, [])
    }

    /// A changed `id` restarts the task; an unchanged one does not.
    @MainActor func testChangingTheIDRestartsTheTask() async {
        let log = TaskLog()
        let host = ViewHost(rootView: Keyed(id: 1, log: log), size: CGSize(width: 100, height: 100))
        await host.waitForTasks()
        host.update(rootView: Keyed(id: 1, log: log))
        await host.waitForTasks()
        host.update(rootView: Keyed(id: 2, log: log))
        await host.waitForTasks()
        XCTAssertEqual(log.events, ["run 1", "run 2"])
    }

    /// A `LayoutSnapshot` starts no tasks.
    @MainActor func testASnapshotStartsNoTasks() async {
        let log = TaskLog()
        _ = LayoutSnapshot(of: Keyed(id: 1, log: log), in: CGSize(width: 100, height: 100))
        await Task.yield()
        XCTAssertEqual(log.events, [])
    }
}
