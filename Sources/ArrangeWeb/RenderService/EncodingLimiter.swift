import Synchronization

/// Lets at most a given number of encodings run at once; the others wait, in order, without
/// blocking a thread (their tasks are suspended on continuations).
final class EncodingLimiter: Sendable {
    private struct State {
        var available: Int
        var waiting: [CheckedContinuation<Void, Never>] = []
        var head = 0
    }

    private let state: Mutex<State>

    /// A limiter of `width` encodings at once (at least 1).
    init(width: Int) {
        state = Mutex(State(available: max(1, width)))
    }

    /// Runs `work` once a place is free, and frees it after.
    func run<Result: Sendable>(_ work: @Sendable () throws -> Result) async rethrows -> Result {
        await acquire()
        defer { release() }
        return try work()
    }

    private func acquire() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let resumeNow = state.withLock { state in
                if state.available > 0 {
                    state.available -= 1
                    return true
                }
                state.waiting.append(continuation)
                return false
            }
            if resumeNow { continuation.resume() }
        }
    }

    private func release() {
        let next: CheckedContinuation<Void, Never>? = state.withLock { state in
            guard state.head < state.waiting.count else {
                state.available += 1
                return nil
            }
            let next = state.waiting[state.head]
            state.head += 1
            if state.head == state.waiting.count {
                state.waiting.removeAll(keepingCapacity: true)
                state.head = 0
            }
            return next
        }
        next?.resume()
    }
}
