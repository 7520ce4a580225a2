/// A value stored in `EnvironmentValues`, behind its type-erased base `AnyEnvironmentValueBox`.
/// Immutable: setting a key stores a new box, so copies of an environment never share a change.
final class EnvironmentValueBox<Value>: AnyEnvironmentValueBox {
    /// The value.
    let value: Value

    init(_ value: Value) {
        self.value = value
    }

    override func hasEqualValue(_ other: AnyEnvironmentValueBox) -> Bool {
        guard let other = other as? EnvironmentValueBox<Value> else { return false }
        return ViewComparison.areEqual(value, other.value)
    }
}
