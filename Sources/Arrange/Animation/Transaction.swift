/// The context of the current state-processing update.
///
/// Use a transaction to pass an animation between views in a view hierarchy. The root
/// transaction of a state change comes from the innermost ``withTransaction(_:_:)`` or
/// ``withAnimation(_:_:)`` around it (no animation when there is none); views can change it for
/// their subtree with `.transaction(_:)` and `.animation(_:value:)`.
///
/// ```swift
/// var transaction = Transaction(animation: .easeIn)
/// transaction.disablesAnimations = true
/// withTransaction(transaction) { isShown = false }   // not animated
/// ```
public struct Transaction: Sendable {
    /// The animation, if any, associated with the current state change.
    public var animation: Animation?

    /// A Boolean value that indicates whether views should disable animations: when true, the
    /// update is not animated except where a `.transaction(_:)` modifier sets an animation again.
    /// `.animation(_:value:)` does not override it.
    public var disablesAnimations = false

    /// Creates a transaction.
    public init() {}

    /// Creates a transaction and assigns its animation property.
    ///
    /// - Parameter animation: The animation to perform when the current state changes.
    public init(animation: Animation?) {
        self.animation = animation
    }

    /// Whether the transaction is a continuous interaction, like a drag (recorded, not used).
    public var isContinuous = false

    /// Which `withTransaction`/`withAnimation` call made this the current transaction (0: none):
    /// state changes made in one call form one update (`ViewRuntime+Transactions`).
    var scope: UInt64 = 0

    /// The animation the update should run, honouring `disablesAnimations`.
    var effectiveAnimation: Animation? { disablesAnimations ? nil : animation }

    /// The transaction of the innermost running `withTransaction` or `withAnimation` of the
    /// current task (or thread), if any.
    @TaskLocal static var current: Transaction?
}
