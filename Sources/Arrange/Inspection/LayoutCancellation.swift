import Synchronization

/// A flag that stops a layout pass from another thread.
///
/// SwiftUI lays out on the main thread and has no way to abandon a pass. Arrange lays out
/// anywhere, and a very large tree can take long enough that a caller may want to give up: make a
/// `LayoutCancellation`, hand it to ``LayoutSnapshot/init(of:in:safeAreaInsets:environment:cancellation:)``, and
/// call ``cancel()`` from any thread. The engine checks the flag once per view it measures or
/// places; once it sees the flag set it stops, and the initializer throws `CancellationError`.
///
/// ```swift
/// let cancellation = LayoutCancellation()
/// DispatchQueue.global().asyncAfter(deadline: .now() + 0.5) { cancellation.cancel() }
/// do {
///     let snapshot = try LayoutSnapshot(of: hugeView, in: size, cancellation: cancellation)
/// } catch {
///     // CancellationError: the layout was abandoned.
/// }
/// ```
///
/// To cancel with a Swift concurrency task, cancel the flag from the task's cancellation handler:
///
/// ```swift
/// let snapshot = try await withTaskCancellationHandler {
///     try LayoutSnapshot(of: view, in: size, cancellation: cancellation)
/// } onCancel: {
///     cancellation.cancel()
/// }
/// ```
///
/// Resolving `body`s is not interrupted; a cancellation during it is seen by the first check of
/// the layout that follows.
public final class LayoutCancellation: Sendable {
    private let flag = Atomic<Bool>(false)

    /// Makes a flag that is not cancelled.
    public init() {}

    /// Asks every layout pass using this flag to stop. Safe to call from any thread, any number
    /// of times.
    public func cancel() {
        flag.store(true, ordering: .relaxed)
    }

    /// Whether ``cancel()`` has been called.
    public var isCancelled: Bool {
        flag.load(ordering: .relaxed)
    }
}
