/// What a preference modifier does to the value of its content's subtree for `Key`: set it
/// (`preference(key:value:)`) or transform it (`transformPreference(_:_:)`).
enum PreferenceOperation<Key: PreferenceKey> {
    case set(Key.Value)
    case transform((inout Key.Value) -> Void)

    /// Applies the operation to the combined value of the subtree below it (nil: no view below
    /// set one).
    func apply(to value: inout Key.Value?) {
        switch self {
        case .set(let newValue):
            value = newValue
        case .transform(let transform):
            var current = value ?? Key.defaultValue
            transform(&current)
            value = current
        }
    }

    /// Combines the value of a later sibling into `accumulated`: the first value met is taken as
    /// it is, each later one is passed to `Key.reduce` as the next value in the sequence.
    static func combine(_ accumulated: inout Key.Value?, with next: Key.Value) {
        guard var current = accumulated else {
            accumulated = next
            return
        }
        Key.reduce(value: &current, nextValue: { next })
        accumulated = current
    }
}
