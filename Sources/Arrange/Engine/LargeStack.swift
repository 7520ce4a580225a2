/// Runs work on a thread with a large stack, so that resolving and laying out very deep trees
/// (10,000 nested stacks) cannot overflow the caller's stack.
enum LargeStack {
    /// The stack size of the layout thread: address space is reserved, pages are committed only
    /// as deep trees touch them.
    static let stackSize = 1 << 29

    private final class Job: @unchecked Sendable {
        /// Cleared as soon as it has run, so the non-escaping closure it wraps never outlives
        /// `run`.
        var work: (() -> Void)?
        let done = DispatchSemaphore(value: 0)
        init(_ work: @escaping () -> Void) { self.work = work }

        func perform() {
            work?()
            work = nil
            done.signal()
        }
    }

    /// Runs `body` on a fresh thread with a large stack and returns its result.
    static func run<T>(_ body: () -> T) -> T {
        withoutActuallyEscaping(body) { body in
            var result: T?
            let job = Job { result = body() }
            let thread = Thread { job.perform() }
            thread.stackSize = stackSize
            thread.start()
            job.done.wait()
            return result!
        }
    }
}
