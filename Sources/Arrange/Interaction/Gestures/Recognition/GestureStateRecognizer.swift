/// The recognizer of `updating(_:body:)`: while the gesture goes on, each new value runs the
/// body on the gesture state's value (the change is made in the transaction the body leaves);
/// when the gesture ends, fails or is cancelled, the state goes back to its initial value (in
/// its reset transaction).
final class GestureStateRecognizer<Value, State>: WrappingRecognizer<Value, Value> {
    private let state: GestureState<State>
    private let body: (Value, inout State, inout Transaction) -> Void
    private var deliveredGeneration: Int?
    private var isDirty = false

    init(base: GestureRecognizer<Value>, state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void) {
        self.state = state
        self.body = body
        super.init(base: base)
    }

    override var phase: GesturePhase<Value> { base.phase }

    override func deliver() {
        base.deliver()
        switch base.phase {
        case .changed(let value):
            guard deliveredGeneration != base.generation else { return }
            deliveredGeneration = base.generation
            var current = state.box.location.value
            var transaction = Transaction()
            body(value, &current, &transaction)
            isDirty = true
            let location = state.box.location
            withTransaction(transaction) { location.value = current }
        case .ended, .failed:
            reset()
        case .possible:
            break
        }
    }

    override func reset() {
        base.reset()
        guard isDirty else { return }
        isDirty = false
        state.resetToInitialValue()
    }
}
