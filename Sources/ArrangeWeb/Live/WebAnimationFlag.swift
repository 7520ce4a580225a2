import Synchronization

/// Whether a live session's animation runs, shared by its loop (which sets it after each frame)
/// and its ticker (which ticks faster while it is set).
final class WebAnimationFlag: Sendable {
    private let value = Mutex(false)

    /// Whether an animation runs.
    var isAnimating: Bool {
        get { value.withLock { $0 } }
        set { value.withLock { $0 = newValue } }
    }
}
