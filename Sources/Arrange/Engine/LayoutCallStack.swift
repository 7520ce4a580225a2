import Foundation

/// The calls into custom layouts running on the current thread, innermost last: what tells a
/// subview proxy whether the layout it came from is still alive (Docs/Engine.md, "Proxies").
///
/// Proxies that Arrange hands to a custom `Layout` (`LayoutSubview`, `LayoutSubviews`, and the
/// guides of `ViewDimensions`) carry the generation of their graph and the lineage of the cache of
/// the layout they were handed to. A proxy is used as it is when a call into its graph is running
/// on this thread, which keeps the graph alive; otherwise it is *stale*. A stale proxy kept in a
/// layout's cache stands for the subview at the same position among the subviews of the layout
/// running now with that cache, in the current pass (SwiftUI's proxies keep working across updates
/// the same way). Any other stale use stops the program with a message: it is never a read of
/// freed memory.
///
/// One instance per thread, reached through a POSIX thread-specific key. A layout pass pushes one
/// entry for its whole length (`HostingArea.placeRoot(of:)`, with no container and lineage 0), and
/// each call into a custom layout pushes one: Arrange's own layouts never touch it.
final class LayoutCallStack {
    /// One running call into a custom layout.
    struct Entry {
        /// The graph of the pass, alive while the call runs.
        let graph: Unmanaged<LayoutGraph>
        /// The graph's generation.
        let generation: UInt64
        /// The node of the layout being called.
        let container: Int32
        /// The lineage of the layout's cache (`AnyLayoutStorage.lineage`).
        let lineage: UInt32
    }

    /// The running calls, innermost last.
    private(set) var entries: [Entry] = []

    /// The current thread's stack, made on first use and released when the thread ends.
    static var current: LayoutCallStack {
        if let pointer = pthread_getspecific(key) {
            return Unmanaged<LayoutCallStack>.fromOpaque(pointer).takeUnretainedValue()
        }
        let stack = LayoutCallStack()
        pthread_setspecific(key, Unmanaged.passRetained(stack).toOpaque())
        return stack
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { pointer in
            let pointer: UnsafeMutableRawPointer? = pointer
            if let pointer { Unmanaged<LayoutCallStack>.fromOpaque(pointer).release() }
        }
        precondition(status == 0, "Arrange could not create a thread-specific key (pthread_key_create returned \(status))")
        return key
    }()

    /// Runs `body`, a call into the custom layout of `container` whose cache has `lineage`, with
    /// the call recorded.
    @inline(__always)
    func during<Result>(_ graph: Unmanaged<LayoutGraph>, container: Int32, lineage: UInt32, _ body: () -> Result) -> Result {
        let generation = graph._withUnsafeGuaranteedRef { $0.generation }
        entries.append(Entry(graph: graph, generation: generation, container: container, lineage: lineage))
        defer { entries.removeLast() }
        return body()
    }

    /// The innermost running call into the graph of `generation` on this thread, if any.
    func call(withGeneration generation: UInt64) -> Entry? {
        entries.last { $0.generation == generation }
    }

    /// The innermost running call into a layout whose cache has `lineage` (never a pass's own
    /// entry, whose lineage is 0).
    func call(withLineage lineage: UInt32) -> Entry? {
        guard lineage != 0 else { return nil }
        return entries.last { $0.lineage == lineage }
    }
}
