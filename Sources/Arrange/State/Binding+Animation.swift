extension Binding {
    /// Specifies an animation to perform when the binding value changes: writes through the
    /// returned binding are made inside `withAnimation(animation)`.
    ///
    /// ```swift
    /// Stepper("Count: \(count)", value: $count.animation(), in: 0...36)
    /// ```
    ///
    /// - Parameter animation: The animation; `.default` when not given.
    /// - Returns: A binding whose writes animate.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        transaction(Transaction(animation: animation))
    }

    /// Specifies a transaction for the binding: writes through the returned binding are made
    /// inside `withTransaction(transaction)`.
    ///
    /// - Parameter transaction: The transaction.
    /// - Returns: A binding whose writes carry the transaction.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        let source = self
        return Binding(get: { source.wrappedValue }, set: { value in
            withTransaction(transaction) { source.wrappedValue = value }
        })
    }
}
