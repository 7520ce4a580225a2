/// The recognizer of `onEnded(_:)`: runs the action once, with the final value, when the gesture
/// ends (not when it fails or is cancelled).
final class EndedRecognizer<Value>: WrappingRecognizer<Value, Value> {
    private let action: (Value) -> Void
    private var hasRun = false

    init(base: GestureRecognizer<Value>, action: @escaping (Value) -> Void) {
        self.action = action
        super.init(base: base)
    }

    override var phase: GesturePhase<Value> { base.phase }

    override func deliver() {
        base.deliver()
        guard !hasRun, case .ended(let value) = base.phase else { return }
        hasRun = true
        action(value)
    }
}
