/// Where a gesture recognizer is in recognizing its gesture.
enum GesturePhase<Value> {
    /// Still possible; no value yet.
    case possible
    /// Going on, with its current value.
    case changed(Value)
    /// Recognized and over, with its final value.
    case ended(Value)
    /// Not recognized: it will produce nothing more.
    case failed

    /// The current or final value, if any.
    var value: Value? {
        switch self {
        case .changed(let value), .ended(let value): return value
        case .possible, .failed: return nil
        }
    }

    /// The phase with its value transformed.
    func map<T>(_ transform: (Value) -> T) -> GesturePhase<T> {
        switch self {
        case .possible: return .possible
        case .changed(let value): return .changed(transform(value))
        case .ended(let value): return .ended(transform(value))
        case .failed: return .failed
        }
    }

    /// Whether the gesture ended or failed.
    var isFinished: Bool {
        switch self {
        case .ended, .failed: return true
        case .possible, .changed: return false
        }
    }

    /// Whether the gesture failed.
    var isFailed: Bool {
        if case .failed = self { return true }
        return false
    }

    /// Whether the gesture ended (was recognized and is over).
    var isEnded: Bool {
        if case .ended = self { return true }
        return false
    }
}
