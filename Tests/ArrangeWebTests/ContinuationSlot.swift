import Synchronization

/// The continuation of `withTestDeadline(_:_:)`, taken by whichever of the test and the
/// deadline comes first.
final class ContinuationSlot<Value: Sendable>: Sendable {
    let slot = Mutex<CheckedContinuation<Value, any Error>?>(nil)
}
