import Foundation
import Synchronization

/// Runs `body` in a task of its own and returns what it returns; throws `TestDeadlineExceeded`
/// when it has not finished after `seconds`.
///
/// XCTest waits for an async test without a limit, so one stream that never ends (a connection
/// the client library stopped reading) would stop the whole suite and run out CI's time in
/// silence. With this bound the test fails alone, naming itself, and the suite goes on. On the
/// deadline the task is cancelled and left behind: code that ignores cancellation cannot be
/// waited for without waiting for ever.
func withTestDeadline<Value: Sendable>(_ seconds: Double, _ body: @escaping @Sendable () async throws -> Value) async throws -> Value {
    let waiting = ContinuationSlot<Value>()
    return try await withCheckedThrowingContinuation { continuation in
        waiting.slot.withLock { $0 = continuation }
        let task = Task {
            let result: Result<Value, any Error>
            do {
                result = .success(try await body())
            } catch {
                result = .failure(error)
            }
            waiting.slot.withLock { $0.take() }?.resume(with: result)
        }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) {
            guard let continuation = waiting.slot.withLock({ $0.take() }) else { return }
            task.cancel()
            continuation.resume(throwing: TestDeadlineExceeded(seconds: seconds))
        }
    }
}
