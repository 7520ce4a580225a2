import Foundation

/// A small process-wide pool of reusable buffers (`LayoutScratch`, `RelayoutScratch`, the stack
/// segments of `StackGuard`): passes running on any thread take one and give it back.
///
/// Guarded by an `NSLock`, a POSIX mutex: a take or a give is one uncontended lock per pass, and
/// ThreadSanitizer, which intercepts POSIX mutexes, sees the ordering it gives (it does not see the
/// futex-based ordering of the Synchronization module's `Mutex`, and reported races on these pools
/// that could not happen; Docs/Engine.md, "Sanitizers").
final class ScratchPool<Element>: @unchecked Sendable {
    private let lock = NSLock()
    private var elements: [Element] = []
    /// How many elements are kept at most.
    let capacity: Int

    /// An empty pool that keeps up to `capacity` elements.
    init(capacity: Int) {
        self.capacity = capacity
    }

    /// A kept element, or nil.
    func take() -> Element? {
        lock.lock()
        defer { lock.unlock() }
        return elements.popLast()
    }

    /// Keeps `element` unless the pool is full; returns whether it was kept.
    @discardableResult
    func keep(_ element: Element) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        guard elements.count < capacity else { return false }
        elements.append(element)
        return true
    }
}
