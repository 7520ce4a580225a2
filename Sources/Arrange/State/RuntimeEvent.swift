/// One thing resolving a view did to its host's `ViewRuntime`, recorded so that a view kept from the
/// previous update (not resolved again: `RetainedViews`) does it again, in the same order
/// (`ViewRuntime.replayEvents(_:)`).
enum RuntimeEvent {
    /// State (or other storage) at this key was installed: it stays alive.
    case key(StateKey)
    /// An `onChange`, `onPreferenceChange` or `.animation(_:value:)` modifier at this identity saw
    /// its value (unchanged for a kept view): its last value stays.
    case visit(UInt64)
    /// Something else, done again by calling this (a lifecycle modifier met, a task, a timeline
    /// entry scheduled); the call records itself again.
    case call(() -> Void)
}
