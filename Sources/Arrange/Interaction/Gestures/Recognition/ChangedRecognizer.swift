/// The recognizer of `onChanged(_:)`: runs the action with each new value while the gesture goes
/// on (not with its final value, which `onEnded` gets).
final class ChangedRecognizer<Value: Equatable>: WrappingRecognizer<Value, Value> {
    private let action: (Value) -> Void
    private var delivered: Value?

    init(base: GestureRecognizer<Value>, action: @escaping (Value) -> Void) {
        self.action = action
        super.init(base: base)
    }

    override var phase: GesturePhase<Value> { base.phase }

    override func deliver() {
        base.deliver()
        guard case .changed(let value) = base.phase, delivered != value else { return }
        delivered = value
        action(value)
    }
}
