/// Async layout for servers (Arrange's addition; Docs/Differences.md, "Web: image service").
///
/// A view's `body` and the content closures layout calls run on the main actor, so an async
/// caller anywhere (an HTTP handler on a cooperative thread) awaits the main actor, which lays the
/// view out; the caller's thread is free meanwhile. The layout runs on the main actor's own thread
/// and stack: where the platform switches stacks on the same thread (glibc, `StackGuard` and
/// Docs/Engine.md, "Threads and stacks") a deep tree continues on large stack segments of that
/// thread, and nothing waits. Elsewhere a deep tree's segment runs on a large-stack thread while
/// the main actor's thread, never a cooperative one, waits for it: the main actor must stay
/// occupied while `body`s run on its behalf, so the segment cannot hand it back with a
/// continuation without letting other main-actor code run beside those `body`s.
///
/// Cancelling the awaiting task, or `timeLimit` passing, stops the layout at the engine's next
/// check (once per view measured or placed: ``LayoutCancellation``) and throws
/// `CancellationError`; resolving `body`s is not interrupted.
extension LayoutSnapshot {
    /// Lays out `view` as a hosting view of `size` does, on the main actor, within `timeLimit`.
    ///
    /// ```swift
    /// let snapshot = try await LayoutSnapshot(of: card, in: CGSize(width: 1200, height: 630), timeLimit: .seconds(2))
    /// ```
    ///
    /// - Parameters:
    ///   - view: The view to lay out.
    ///   - size: The hosting view's size.
    ///   - safeAreaInsets: The hosting view's safe-area insets; none by default.
    ///   - environment: The environment of the root view.
    ///   - timeLimit: How long the layout may take before it is abandoned; nil for no limit.
    /// - Throws: `CancellationError` when the task was cancelled or the time limit passed.
    @MainActor
    public init<V: View>(of view: V, in size: CGSize, safeAreaInsets: EdgeInsets = EdgeInsets(), environment: EnvironmentValues = EnvironmentValues(), timeLimit: Duration?) async throws(CancellationError) {
        self = try await Self.limited(timeLimit) { cancellation throws(CancellationError) in
            try LayoutSnapshot(of: view, in: size, safeAreaInsets: safeAreaInsets, environment: environment, cancellation: cancellation)
        }
    }

    /// Lays out `view` proposed exactly `proposal`, with its origin at (0, 0), on the main actor,
    /// within `timeLimit`.
    ///
    /// - Parameters:
    ///   - view: The view to lay out.
    ///   - proposal: The size proposed to the view.
    ///   - environment: The environment of the root view.
    ///   - timeLimit: How long the layout may take before it is abandoned; nil for no limit.
    /// - Throws: `CancellationError` when the task was cancelled or the time limit passed.
    @MainActor
    public init<V: View>(of view: V, proposal: ProposedViewSize, environment: EnvironmentValues = EnvironmentValues(), timeLimit: Duration?) async throws(CancellationError) {
        self = try await Self.limited(timeLimit) { cancellation throws(CancellationError) in
            try LayoutSnapshot(of: view, proposal: proposal, environment: environment, cancellation: cancellation)
        }
    }

    /// Runs `layout` with a flag that the task's cancellation, or a timer of `timeLimit`, sets.
    @MainActor
    private static func limited(_ timeLimit: Duration?, _ layout: (LayoutCancellation) throws(CancellationError) -> LayoutSnapshot) async throws(CancellationError) -> LayoutSnapshot {
        let cancellation = LayoutCancellation()
        if Task.isCancelled { throw CancellationError() }
        // The timer runs on the global executor, so it fires while the main actor is busy laying out.
        let timer = timeLimit.map { limit in
            Task.detached {
                try await Task.sleep(for: limit)
                cancellation.cancel()
            }
        }
        defer { timer?.cancel() }
        let result: Result<LayoutSnapshot, CancellationError> = await withTaskCancellationHandler {
            do throws(CancellationError) { return .success(try layout(cancellation)) } catch { return .failure(error) }
        } onCancel: {
            cancellation.cancel()
        }
        return try result.get()
    }
}
