extension View {
    /// Adds an asynchronous task to perform before this view appears.
    ///
    /// A ``ViewHost`` starts the task, on the main actor, after the update in which the view
    /// first appears, and cancels it if the view disappears before the task completes.
    /// ``ViewHost/waitForTasks()`` waits for the host's tasks to finish. A ``LayoutSnapshot``
    /// starts none.
    ///
    /// - Parameters:
    ///   - priority: The task priority to use when creating the asynchronous task. The default
    ///     priority is `userInitiated`.
    ///   - action: A closure that SwiftUI calls as an asynchronous task before the view appears.
    public func task(priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View {
        TaskView<Self, Bool>(content: self, id: nil, priority: priority, action: action)
    }

    /// Adds a task to perform before this view appears or when a specified value changes.
    ///
    /// As ``task(priority:_:)``, and when an update of the host finds `id` changed (compared
    /// with `==` to the value the running task was started for), the host cancels the task and
    /// starts a new one.
    ///
    /// - Parameters:
    ///   - id: The value to observe for changes.
    ///   - priority: The task priority to use when creating the asynchronous task. The default
    ///     priority is `userInitiated`.
    ///   - action: A closure called as an asynchronous task before the view appears, and again
    ///     when `id` changes.
    public func task<T: Equatable>(id: T, priority: TaskPriority = .userInitiated, @_inheritActorContext _ action: @escaping @Sendable () async -> Void) -> some View {
        TaskView(content: self, id: id, priority: priority, action: action)
    }
}
