/// The recognizer of `map(_:)`: the base's phase with its value transformed (once per change).
final class MapRecognizer<BaseValue, Value>: WrappingRecognizer<BaseValue, Value> {
    private let transform: (BaseValue) -> Value
    private var cache: (generation: Int, phase: GesturePhase<Value>)?

    init(base: GestureRecognizer<BaseValue>, transform: @escaping (BaseValue) -> Value) {
        self.transform = transform
        super.init(base: base)
    }

    override var phase: GesturePhase<Value> {
        if let cache, cache.generation == base.generation { return cache.phase }
        let mapped = base.phase.map(transform)
        cache = (base.generation, mapped)
        return mapped
    }
}
