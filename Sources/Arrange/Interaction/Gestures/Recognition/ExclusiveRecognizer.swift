/// The recognizer of ``ExclusiveGesture``: both gestures follow the events until one is
/// recognized (the first, when both are at the same event); the other is then cancelled and
/// only the winner goes on. Before that, the value is the first gesture's, or the second's, if
/// either has one (a long press that is pressing).
final class ExclusiveRecognizer<A, B, Value>: PhaseRecognizer<Value> {
    private let first: GestureRecognizer<A>
    private let second: GestureRecognizer<B>
    private let asFirst: (A) -> Value
    private let asSecond: (B) -> Value
    /// Which gesture took the press: 0 the first, 1 the second.
    private var winner: Int?

    init(first: GestureRecognizer<A>, second: GestureRecognizer<B>, asFirst: @escaping (A) -> Value, asSecond: @escaping (B) -> Value) {
        self.first = first
        self.second = second
        self.asFirst = asFirst
        self.asSecond = asSecond
    }

    override var isRecognized: Bool { winner != nil }

    override func update(_ event: PointerEvent) {
        if winner != 1, !first.isFinished { first.update(event) }
        if winner != 0, !second.isFinished { second.update(event) }
        if winner == nil {
            if first.isRecognized {
                winner = 0
                second.reset()
            } else if second.isRecognized {
                winner = 1
                first.reset()
            }
        }
        switch winner {
        case 0: set(first.phase.map(asFirst))
        case 1: set(second.phase.map(asSecond))
        default:
            if first.isFailed && second.isFailed {
                set(.failed)
            } else if let a = first.phase.value, !first.isFinished {
                set(.changed(asFirst(a)))
            } else if let b = second.phase.value, !second.isFinished {
                set(.changed(asSecond(b)))
            }
        }
    }

    override func deliver() {
        if winner != 1 { first.deliver() }
        if winner != 0 { second.deliver() }
    }

    override func reset() {
        first.reset()
        second.reset()
    }
}
