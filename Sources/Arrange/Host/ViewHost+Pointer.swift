extension ViewHost {
    /// A pointer (a finger or the mouse button) goes down at `point`, in the hosting area's
    /// coordinates, at the host's current ``time``.
    ///
    /// The first pointer down starts a press: the topmost view under the point that receives hits
    /// is found (as for ``tap(at:)``), and the gestures and tap actions of that view and its
    /// ancestors follow the press until the last pointer goes up, competing as SwiftUI's do
    /// (Docs/Differences.md, "Gestures"). More pointers down at the same time join the press:
    /// ``MagnifyGesture`` and ``RotateGesture`` follow the first two; the other gestures follow
    /// the first. Moving the clock with ``advance(by:)`` while pointers are down lets a
    /// ``LongPressGesture`` succeed. Then the host updates.
    ///
    /// SwiftUI has no such method (its hosting view receives the platform's touch events); this
    /// is Arrange's.
    ///
    /// A non-finite location, or a pointer that is already down, is ignored and reported in
    /// ``diagnostics``.
    ///
    /// - Parameters:
    ///   - point: Where the pointer goes down.
    ///   - pointer: Which pointer (0 by default); distinct numbers for pointers down together.
    /// - Returns: Whether the press reached any gesture or tap action (for the first pointer).
    @discardableResult
    public func pointerDown(at point: CGPoint, pointer: Int = 0) -> Bool {
        updateIfNeeded()
        guard isUsable(point, in: "pointerDown(at:)") else { return false }
        if let session = pointerSession {
            guard session.locations[pointer] == nil else {
                diagnostics.append("pointerDown(at:) for pointer \(pointer), which is already down, is ignored")
                return false
            }
            session.locations[pointer] = point
            send(.down, pointer: pointer, to: session)
            return !session.participants.isEmpty
        }
        var tapCount = 1
        if let last = lastTap, time - last.time <= Self.multipleTapInterval,
           hypot(point.x - last.point.x, point.y - last.point.y) <= Self.multipleTapDistance {
            tapCount = last.count + 1
        }
        let tester = hitTester
        let interactions = tester.hit(at: point).map { tester.interactions(from: $0) } ?? []
        let participants = PointerSession.participants(from: interactions) { node, attachment in
            attachment.make(gestureGeometry(of: node))
        }
        let session = PointerSession(participants: participants, primary: pointer, location: point, tapCount: tapCount)
        pointerSession = session
        send(.down, pointer: pointer, to: session)
        return !participants.isEmpty
    }

    /// A pointer that is down moves to `point` (in the hosting area's coordinates) at the host's
    /// current ``time``; then the host updates.
    ///
    /// A pointer that is not down is ignored (a mouse moving with no button pressed); a
    /// non-finite location is ignored and reported in ``diagnostics``.
    ///
    /// - Parameters:
    ///   - point: Where the pointer moves to.
    ///   - pointer: Which pointer (0 by default).
    public func pointerMove(to point: CGPoint, pointer: Int = 0) {
        updateIfNeeded()
        guard isUsable(point, in: "pointerMove(to:)"), let session = pointerSession, session.locations[pointer] != nil else { return }
        session.locations[pointer] = point
        send(.move, pointer: pointer, to: session)
    }

    /// A pointer that is down goes up at `point` (in the hosting area's coordinates) at the host's
    /// current ``time``; when it is the last, the press ends: gestures still going on are
    /// cancelled (their gesture states reset). Then the host updates.
    ///
    /// A pointer that is not down is ignored and reported in ``diagnostics``, as is a non-finite
    /// location (the pointer stays down: send a finite location or ``cancelPointers()``).
    ///
    /// - Parameters:
    ///   - point: Where the pointer goes up.
    ///   - pointer: Which pointer (0 by default).
    /// - Returns: Whether some gesture or tap action ended during the press (false while other
    ///   pointers are still down).
    @discardableResult
    public func pointerUp(at point: CGPoint, pointer: Int = 0) -> Bool {
        updateIfNeeded()
        guard isUsable(point, in: "pointerUp(at:)") else { return false }
        guard let session = pointerSession, session.locations[pointer] != nil else {
            diagnostics.append("pointerUp(at:) for pointer \(pointer), which is not down, is ignored")
            return false
        }
        session.locations[pointer] = point
        send(.up, pointer: pointer, to: session)
        session.locations[pointer] = nil
        if pointer == session.primary {
            let isTap = session.farthest <= TapRecognizer<Void>.movementTolerance
            lastTap = isTap ? (time, point, session.tapCount) : nil
            if isTap { focusTextInput(at: point) }
        }
        guard session.locations.isEmpty else { return false }
        session.cancel()
        pointerSession = nil
        updateIfNeeded()
        return session.somethingEnded
    }

    /// Cancels the press in progress, as the system does when it takes the touches away: every
    /// gesture still going on is cancelled without ending (its gesture states reset) and every
    /// pointer counts as up. Does nothing when no pointer is down.
    public func cancelPointers() {
        guard let session = pointerSession else { return }
        session.cancel()
        pointerSession = nil
        updateIfNeeded()
    }

    /// Whether a pointer is down: a press is in progress.
    public var isPointerDown: Bool { pointerSession != nil }

    /// Tells the press in progress that the clock moved (from ``advance(by:)``).
    func sendClockToPointers() {
        guard let session = pointerSession else { return }
        send(.clock, pointer: session.primary, to: session)
    }

    private func send(_ kind: PointerEvent.Kind, pointer: Int, to session: PointerSession) {
        session.send(PointerEvent(kind: kind, pointer: pointer, primary: session.primary, locations: session.locations,
                                  time: time, date: startDate.addingTimeInterval(time), tapCount: session.tapCount))
        updateIfNeeded()
    }

    private func isUsable(_ point: CGPoint, in method: String) -> Bool {
        guard point.x.isFinite, point.y.isFinite else {
            diagnostics.append("\(method) with a non-finite location (\(point.x), \(point.y)) is ignored")
            return false
        }
        return true
    }

    /// The geometry of `node` in the current layout, for its gestures.
    private func gestureGeometry(of node: Int32) -> GestureGeometry {
        GestureGeometry(proxy: GeometryProxy(graph: graph, node: node, frame: graph.frames[Int(node)]),
                        report: { [weak self] in self?.diagnostics.append($0) },
                        isRightToLeft: graph.nodes[Int(node)].flags.contains(.rightToLeft),
                        subviewTags: subviewTags(of: node))
    }

    /// The hit tester of the current graph: made once per graph (its `SubtreeBounds` visit every
    /// node), since a host's graph is not laid out again after its update (the animator lays out
    /// copies of it).
    var hitTester: HitTester {
        if let cached = hitTesterCache, cached.generation == graph.generation, cached.tester.graph === graph { return cached.tester }
        let tester = HitTester(graph: graph)
        hitTesterCache = (graph.generation, tester)
        return tester
    }
}
