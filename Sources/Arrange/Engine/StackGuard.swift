import CStackSwitch
import Foundation
import Synchronization

/// Keeps deep view trees from overflowing the stack without leaving the caller's thread
/// (Docs/Engine.md, "Threads and stacks").
///
/// Resolving, measuring and hit testing recurse once per level of the tree. They run on the
/// caller's thread and stack; at each level the engine compares the stack pointer with the
/// current thread's *threshold* (its stack's lowest address plus ``margin``), and when a level
/// would go below it, the rest of that recursion continues on a large stack segment taken from a
/// process-wide pool, still on the same thread, and comes back when it returns. Most trees never
/// get near the threshold, so a layout costs no thread hop and no context switch; a tree of
/// 100,000 nested views runs through a few segments. Because the thread never changes, thread-local
/// values (task-local values, the main actor's identity) are the same throughout: a main-actor
/// closure called during layout finds itself on the main actor.
///
/// Where the platform cannot switch stacks (no glibc `ucontext`), a segment runs on a new thread
/// with a large stack instead, as Arrange did for every layout before.
enum StackGuard {
    /// The size of a stack segment: address space reserved up front, memory committed only as a
    /// recursion touches it.
    static let segmentSize = 64 << 20
    /// How much of a stack a recursion may use before continuing on a segment when something
    /// other than the stack's size limits it (ThreadSanitizer's record of function entries), else
    /// nil.
    static let budget: UInt? = { let budget = UInt(arrange_stack_budget()); return budget == 0 ? nil : budget }()
    /// How close to the end of its stack a recursion may get before it continues on a segment:
    /// enough for the deepest stretch of code between two checks (a custom layout's methods, text
    /// measurement).
    static let margin = 256 << 10

    /// The current stack pointer (near enough: an address in the current frame), for comparing
    /// with a threshold.
    @inline(__always)
    static func stackPointer() -> UInt {
        UInt(arrange_stack_address())
    }

    /// The threshold of the stack the current thread runs on now: the lowest address a recursion
    /// may reach before continuing on a segment (0 when the stack's extent is unknown: never).
    static var currentThreshold: UInt {
        ThreadState.current.threshold
    }

    /// Runs `body` on a fresh stack segment of the current thread, with the graph's threshold (and
    /// the thread's) set to the segment's for the duration.
    static func onNewSegment<Result>(of graph: LayoutGraph, _ body: () -> Result) -> Result {
        let saved = graph.stackThreshold
        defer { graph.stackThreshold = saved }
        graph.statistics.stackSegmentsUsed += 1
        return onNewSegment { threshold in
            graph.stackThreshold = threshold
            return body()
        }
    }

    /// Runs `body` on a fresh stack segment of the current thread, passing it the segment's
    /// threshold, which is the thread's for the duration.
    static func onNewSegment<Result>(_ body: (UInt) -> Result) -> Result {
        let state = ThreadState.current
        let saved = state.threshold
        defer { state.threshold = saved }
        guard canSwitchStacks else {
            // On the large thread the recursion never needs another segment.
            return run({ $0.performOnLargeThread() }, { body(0) })
        }
        let segment = SegmentPool.take()
        defer { SegmentPool.give(segment) }
        let threshold = budget.map { segment.base + UInt(segmentSize) - $0 } ?? segment.base + UInt(margin)
        state.threshold = threshold
        return run({ job in
            let context = Unmanaged.passUnretained(job).toOpaque()
            let status = arrange_run_on_stack(UnsafeMutableRawPointer(bitPattern: segment.base)!, segment.size, { context in
                Unmanaged<Job>.fromOpaque(context!).takeUnretainedValue().perform()
            }, context)
            precondition(status == 0, "Arrange could not switch to a stack segment (swapcontext failed)")
        }, { body(threshold) })
    }

    /// Whether this platform switches stacks on the same thread (glibc); else segments are threads.
    static let canSwitchStacks = arrange_can_switch_stacks() != 0

    /// Wraps `body` in a job, has `start` perform it, and returns its result.
    private static func run<Result>(_ start: (Job) -> Void, _ body: () -> Result) -> Result {
        withoutActuallyEscaping(body) { body in
            var result: Result?
            let job = Job { result = body() }
            start(job)
            return result!
        }
    }

    /// The work of a segment, cleared once it has run so that the non-escaping closure it wraps
    /// never outlives `run`.
    private final class Job: @unchecked Sendable {
        var work: (() -> Void)?
        init(_ work: @escaping () -> Void) { self.work = work }

        func perform() {
            work?()
            work = nil
        }

        /// Where stacks cannot be switched: runs on a new thread with a segment-sized stack while
        /// the caller waits.
        func performOnLargeThread() {
            let done = DispatchSemaphore(value: 0)
            let thread = Thread { [self] in
                ThreadState.current.threshold = 0
                perform()
                done.signal()
            }
            thread.stackSize = StackGuard.segmentSize * 8
            thread.start()
            done.wait()
        }
    }
}
