import Synchronization

/// Returns the result of recomputing the view's body with the provided animation.
///
/// State changes made in `body` are made in a transaction with `animation`: the update they
/// cause animates the views that change.
///
/// ```swift
/// Button("Toggle") { withAnimation(.linear(duration: 1)) { isOn.toggle() } }
/// ```
///
/// - Parameters:
///   - animation: The animation; `.default` when not given, none when nil.
///   - body: The changes to make.
/// - Returns: What `body` returns.
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try withTransaction(Transaction(animation: animation), body)
}

/// Executes a closure with the specified transaction and returns the result.
///
/// - Parameters:
///   - transaction: An instance of a transaction, set as the thread's current transaction.
///   - body: A closure to execute.
/// - Returns: The result of executing the closure with the specified transaction.
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    var scoped = transaction
    scoped.scope = transactionScopes.add(1, ordering: .relaxed).newValue
    return try Transaction.$current.withValue(scoped, operation: body)
}

/// The count of `withTransaction` calls made so far: each call's state changes are told apart
/// by it.
private let transactionScopes = Atomic<UInt64>(0)

/// Executes a closure with the specified transaction key path and value and returns the result.
///
/// - Parameters:
///   - keyPath: A key path that indicates the property of the transaction to set.
///   - value: The value to set.
///   - body: A closure to execute.
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R) rethrows -> R {
    var transaction = Transaction.current ?? Transaction()
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}
