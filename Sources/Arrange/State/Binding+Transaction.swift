extension Binding {
    /// Creates a binding whose setter also receives the transaction the value was set in (the one
    /// of the innermost running `withTransaction` or `withAnimation`, or an empty transaction), as
    /// Apple's `init(get:set:)` with a `(Value, Transaction) -> Void` setter does.
    ///
    /// - Parameters:
    ///   - get: Returns the current value.
    ///   - set: Stores a new value, given the transaction of the change.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        self.init(get: get, set: { value in set(value, Transaction.current ?? Transaction()) })
    }
}
