extension View {
    /// Attaches a gesture to the view with a lower precedence than gestures defined by the view.
    ///
    /// A press on the view reaches the gestures of the view under the pointer and of its
    /// ancestors; when two are recognized by the same event, the one on the inner view wins
    /// (Docs/Differences.md, "Gestures").
    ///
    /// - Parameters:
    ///   - gesture: A gesture to attach to the view.
    ///   - mask: A value that controls how adding this gesture to the view affects other
    ///     gestures recognized by the view and its subviews. Defaults to ``GestureMask/all``.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        attaching(gesture, priority: .normal, mask: mask)
    }

    /// Attaches a gesture to the view with a higher precedence than gestures defined by the view.
    ///
    /// - Parameters:
    ///   - gesture: A gesture to attach to the view.
    ///   - mask: A value that controls how adding this gesture to the view affects other
    ///     gestures recognized by the view and its subviews. Defaults to ``GestureMask/all``.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        attaching(gesture, priority: .high, mask: mask)
    }

    /// Attaches a gesture to the view to process simultaneously with gestures defined by the
    /// view.
    ///
    /// - Parameters:
    ///   - gesture: A gesture to attach to the view.
    ///   - mask: A value that controls how adding this gesture to the view affects other
    ///     gestures recognized by the view and its subviews. Defaults to ``GestureMask/all``.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        attaching(gesture, priority: .simultaneous, mask: mask)
    }

    /// Attaches a gesture to the view with a lower precedence than gestures defined by the view,
    /// when `isEnabled` is true (with false, the view's subviews keep their gestures).
    ///
    /// - Parameters:
    ///   - gesture: A gesture to attach to the view.
    ///   - isEnabled: Whether the added gesture is enabled.
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        attaching(gesture, priority: .normal, mask: isEnabled ? .all : .subviews)
    }

    /// Attaches a gesture to the view with a higher precedence than gestures defined by the view,
    /// when `isEnabled` is true (with false, the view's subviews keep their gestures).
    ///
    /// - Parameters:
    ///   - gesture: A gesture to attach to the view.
    ///   - isEnabled: Whether the added gesture is enabled.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        attaching(gesture, priority: .high, mask: isEnabled ? .all : .subviews)
    }

    /// Attaches a gesture to the view to process simultaneously with gestures defined by the
    /// view, when `isEnabled` is true (with false, the view's subviews keep their gestures).
    ///
    /// - Parameters:
    ///   - gesture: A gesture to attach to the view.
    ///   - isEnabled: Whether the added gesture is enabled.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        attaching(gesture, priority: .simultaneous, mask: isEnabled ? .all : .subviews)
    }

    /// Adds an action to perform when this view recognizes a long press gesture.
    ///
    /// - Parameters:
    ///   - minimumDuration: The minimum duration of the long press that must elapse before the
    ///     gesture succeeds.
    ///   - maximumDistance: The maximum distance that the fingers or cursor performing the long
    ///     press can move before the gesture fails.
    ///   - action: The action to perform when a long press is recognized.
    ///   - onPressingChanged: A closure to run when the pressing state of the gesture changes,
    ///     passing the current state as a parameter: true when the press begins, false when it
    ///     ends (before `action`, when it succeeds), fails or is cancelled.
    public func onLongPressGesture(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
                                   perform action: @escaping () -> Void, onPressingChanged: ((Bool) -> Void)? = nil) -> some View {
        let press = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
        let attachment = GestureAttachment(priority: .normal, mask: .all) { geometry in
            var recognizer = press.makeRecognizer(geometry)
            if let onPressingChanged { recognizer = PressingRecognizer(base: recognizer, onPressingChanged: onPressingChanged) }
            return EndedRecognizer(base: recognizer) { _ in action() }
        }
        return InteractionView(content: self, interaction: Interaction(gesture: attachment))
    }

    private func attaching<T: Gesture>(_ gesture: T, priority: GestureAttachment.Priority, mask: GestureMask) -> some View {
        let attachment = GestureAttachment(priority: priority, mask: mask) { gesture.makeRecognizer($0) }
        return InteractionView(content: self, interaction: Interaction(gesture: attachment))
    }
}
