extension ViewHost {
    /// Whether an animation is running at the host's ``time``: a view moving between frames, a
    /// layout's animatable data being interpolated, or a transition in progress. It becomes
    /// false once ``advance(by:)`` has moved the clock past the end of every animation (never,
    /// while a `repeatForever` animation runs).
    ///
    /// A front end redraws ``displayList`` after advancing the clock for as long as this is true.
    public var isAnimating: Bool {
        updateIfNeeded()
        return !animator.isIdle && animator.isAnimating(at: time)
    }

    /// The graph shown at the host's time: the current layout, or while animating, a copy with
    /// interpolated frames and transition effects (cached per time and update).
    var presentedGraph: LayoutGraph {
        guard !animator.isIdle else { return graph }
        if let cache = presentationCache, cache.time == time, cache.update == updateCount { return cache.graph }
        let presented = animator.presentation(of: graph, at: time)
        presentationCache = (time, updateCount, presented)
        return presented
    }
}
