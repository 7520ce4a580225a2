/// A recognizer of one gesture for one press, whatever its value type: what a ``ViewHost``'s
/// pointer session arbitrates between.
///
/// A press sends the recognizer ``update(_:)`` for each event; after every event the session
/// decides which recognizers may act, and calls ``deliver()`` on them (which runs the
/// gesture's `onChanged`, `onEnded` and `updating` callbacks for what changed) and ``reset()``
/// on those that lost or failed (which puts `@GestureState` properties back).
class GestureRecognizerBase {
    /// Whether the gesture is recognized: it takes the press from the gestures it competes with.
    /// A long press that is only pressing, or a tap not yet lifted, is not.
    var isRecognized: Bool { false }
    /// Whether the gesture ended or failed.
    var isFinished: Bool { false }
    /// Whether the gesture failed.
    var isFailed: Bool { false }
    /// Increases whenever the phase or value changes.
    var generation: Int { 0 }

    /// Follows an event.
    func update(_ event: PointerEvent) {}

    /// Runs the callbacks for what changed since the last delivery.
    func deliver() {}

    /// The gesture lost, failed or was cancelled: puts its gesture states back. Doing it twice
    /// does nothing more.
    func reset() {}
}

/// A recognizer of a gesture whose value is `Value`.
class GestureRecognizer<Value>: GestureRecognizerBase {
    /// The phase, with the current value.
    var phase: GesturePhase<Value> { .possible }

    override var isRecognized: Bool { phase.value != nil }
    override var isFinished: Bool { phase.isFinished }
    override var isFailed: Bool { phase.isFailed }
}

/// A recognizer that keeps its own phase (primitive and combined gestures).
class PhaseRecognizer<Value>: GestureRecognizer<Value> {
    private var storedPhase: GesturePhase<Value> = .possible
    private var storedGeneration = 0

    override var phase: GesturePhase<Value> { storedPhase }
    override var generation: Int { storedGeneration }

    /// Moves to `phase`: once finished, the phase no longer changes.
    func set(_ phase: GesturePhase<Value>) {
        guard !storedPhase.isFinished else { return }
        storedPhase = phase
        storedGeneration += 1
    }
}

/// A recognizer that never succeeds: for a custom gesture whose body cannot produce its value.
final class FailingRecognizer<Value>: PhaseRecognizer<Value> {
    override func update(_ event: PointerEvent) {
        set(.failed)
    }
}

/// A recognizer made of another, with the same recognition and callbacks of its own.
class WrappingRecognizer<BaseValue, Value>: GestureRecognizer<Value> {
    /// The recognizer wrapped.
    let base: GestureRecognizer<BaseValue>

    init(base: GestureRecognizer<BaseValue>) {
        self.base = base
    }

    override var isRecognized: Bool { base.isRecognized }
    override var isFinished: Bool { base.isFinished }
    override var isFailed: Bool { base.isFailed }
    override var generation: Int { base.generation }

    override func update(_ event: PointerEvent) {
        base.update(event)
    }

    override func deliver() {
        base.deliver()
    }

    override func reset() {
        base.reset()
    }
}
