/// The recognizer of ``SequenceGesture``: the first gesture follows the events; when it ends,
/// the second is made and starts with a pointer-down where the primary pointer is then (within
/// the same press). Recognized when the first is; ended when the second ends; failed when either
/// fails, or when the press ends with the first gesture's end.
final class SequenceRecognizer<A, B, Value>: PhaseRecognizer<Value> {
    private let first: GestureRecognizer<A>
    private let makeSecond: () -> GestureRecognizer<B>
    private let whileFirst: (A) -> Value
    private let whileSecond: (A, B?) -> Value
    private var second: GestureRecognizer<B>?

    init(first: GestureRecognizer<A>, makeSecond: @escaping () -> GestureRecognizer<B>,
         whileFirst: @escaping (A) -> Value, whileSecond: @escaping (A, B?) -> Value) {
        self.first = first
        self.makeSecond = makeSecond
        self.whileFirst = whileFirst
        self.whileSecond = whileSecond
    }

    override var isRecognized: Bool { first.isRecognized }

    override func update(_ event: PointerEvent) {
        if let second {
            if !second.isFinished { second.update(event) }
        } else {
            let before = first.generation
            first.update(event)
            switch first.phase {
            case .failed:
                set(.failed)
                return
            case .ended:
                guard event.kind != .up else {
                    set(.failed)
                    return
                }
                let next = makeSecond()
                second = next
                var start = event
                start.kind = .down
                start.pointer = event.primary
                next.update(start)
            case .changed(let value):
                if first.generation != before { set(.changed(whileFirst(value))) }
                return
            case .possible:
                return
            }
        }
        guard let second, case .ended(let a) = first.phase else { return }
        switch second.phase {
        case .failed: set(.failed)
        case .ended(let b): set(.ended(whileSecond(a, b)))
        case .changed(let b): set(.changed(whileSecond(a, b)))
        case .possible: set(.changed(whileSecond(a, nil)))
        }
    }

    override func deliver() {
        first.deliver()
        second?.deliver()
    }

    override func reset() {
        first.reset()
        second?.reset()
    }
}
