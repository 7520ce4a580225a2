extension LayoutSnapshot {
    /// The frame of every placed view, in the order the views were resolved (depth first, a
    /// container before its children), whether or not it has an `.id(_:)`.
    ///
    /// For checks over the whole layout, such as "no frame is NaN" in property tests and
    /// fuzzing; use ``frame(of:)`` to find one view's frame.
    public var placedFrames: [CGRect] {
        graph.frames.filter { !$0.isNull }
    }
}
