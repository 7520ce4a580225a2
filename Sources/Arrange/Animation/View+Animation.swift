extension View {
    /// Applies the given animation to this view when the specified value changes.
    ///
    /// In an update in which `value` differs from its value in the previous update, the changes
    /// to this view and the views inside it animate with `animation` (unless the transaction
    /// disables animations); a nil animation makes them change at once.
    ///
    /// ```swift
    /// layout { ForEach(pets) { Avatar(pet: $0) } }
    ///     .animation(.default, value: pets)
    /// ```
    ///
    /// - Parameters:
    ///   - animation: The animation to apply; nil for none.
    ///   - value: A value to monitor for changes.
    /// - Returns: A view that applies `animation` to this view whenever `value` changes.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        TransactionModifierView(content: self) { runtime, identity in
            guard runtime.valueChanged(value, at: identity) else { return nil }
            return { transaction in
                if !transaction.disablesAnimations { transaction.animation = animation }
            }
        }
    }

    /// Applies the given animation to all animatable values within this view.
    ///
    /// Every change to this view and the views inside it animates with `animation`, whatever
    /// changed it, unless the transaction disables animations; a nil animation makes them change
    /// at once. It takes the place of the transaction's animation for this subtree, as
    /// ``animation(_:value:)`` does when its value changes. The update that inserts the view
    /// itself is not animated by it (the modifier was not there before).
    ///
    /// - Parameter animation: The animation to apply to animatable values within this view; nil
    ///   for none.
    /// - Returns: A view that wraps this view and applies `animation` to all its changes.
    @available(*, deprecated, message: "Use withAnimation or animation(_:value:) instead.")
    public func animation(_ animation: Animation?) -> some View {
        TransactionModifierView(content: self) { runtime, identity in
            guard runtime.wasPresent(at: identity) else { return nil }
            return { transaction in
                if !transaction.disablesAnimations { transaction.animation = animation }
            }
        }
    }

    /// Applies the given transaction mutation function to all animations used within the view.
    ///
    /// - Parameter transform: The transformation to apply to the transaction of every update,
    ///   for this view and the views inside it.
    /// - Returns: A view that wraps this view and changes its transactions.
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        TransactionModifierView(content: self) { _, _ in transform }
    }

    /// Associates a transition with the view: how it animates in when it is inserted, and out
    /// when it is removed, in an animated update. Views without one use `.opacity`.
    ///
    /// ```swift
    /// if isShown { Text("Hello").transition(.move(edge: .leading)) }
    /// ```
    ///
    /// - Parameter t: The transition.
    /// - Returns: A view with the transition.
    public func transition(_ t: AnyTransition) -> some View {
        TraitModifierView(content: self) { builder, node in
            builder.setTrait(t, for: ObjectIdentifier(AnyTransition.self), on: node)
        }
    }
}
