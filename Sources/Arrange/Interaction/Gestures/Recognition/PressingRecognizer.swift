/// The recognizer of `onLongPressGesture`'s `onPressingChanged`: true when the long press begins
/// pressing, false when it stops (it ended, failed or was cancelled).
final class PressingRecognizer: WrappingRecognizer<Bool, Bool> {
    private let onPressingChanged: (Bool) -> Void
    private var isPressing = false

    init(base: GestureRecognizer<Bool>, onPressingChanged: @escaping (Bool) -> Void) {
        self.onPressingChanged = onPressingChanged
        super.init(base: base)
    }

    override var phase: GesturePhase<Bool> { base.phase }

    override func deliver() {
        base.deliver()
        switch base.phase {
        case .changed(true):
            guard !isPressing else { return }
            isPressing = true
            onPressingChanged(true)
        case .ended, .failed, .changed(false):
            reset()
        case .possible:
            break
        }
    }

    override func reset() {
        base.reset()
        guard isPressing else { return }
        isPressing = false
        onPressingChanged(false)
    }
}
