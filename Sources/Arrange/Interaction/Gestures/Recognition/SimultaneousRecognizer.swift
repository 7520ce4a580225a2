/// The recognizer of ``SimultaneousGesture``: both gestures follow every event. Recognized when
/// either is; changed when either changes; ended once both are finished and at least one ended;
/// failed when both failed.
final class SimultaneousRecognizer<A, B, Value>: PhaseRecognizer<Value> {
    private let first: GestureRecognizer<A>
    private let second: GestureRecognizer<B>
    private let combine: (A?, B?) -> Value
    private var seen = (first: 0, second: 0)

    init(first: GestureRecognizer<A>, second: GestureRecognizer<B>, combine: @escaping (A?, B?) -> Value) {
        self.first = first
        self.second = second
        self.combine = combine
    }

    override var isRecognized: Bool { first.isRecognized || second.isRecognized }

    override func update(_ event: PointerEvent) {
        if !first.isFinished { first.update(event) }
        if !second.isFinished { second.update(event) }
        guard (first.generation, second.generation) != seen else { return }
        seen = (first.generation, second.generation)
        let a = first.phase.value, b = second.phase.value
        if first.isFinished && second.isFinished {
            set(first.isFailed && second.isFailed ? .failed : .ended(combine(a, b)))
        } else if a != nil || b != nil {
            set(.changed(combine(a, b)))
        }
    }

    override func deliver() {
        first.deliver()
        second.deliver()
    }

    override func reset() {
        first.reset()
        second.reset()
    }
}
