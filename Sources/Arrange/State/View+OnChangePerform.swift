extension View {
    /// Adds a modifier for this view that fires an action when a specific value changes: the
    /// iOS 14 form, given the new value (SwiftUI deprecates it in favour of
    /// `onChange(of:initial:_:)`).
    ///
    /// - Parameters:
    ///   - value: The value to check against when determining whether to run the closure.
    ///   - action: A closure to run when the value changes, given the new value.
    @available(*, deprecated, message: "Use onChange with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        onChange(of: value, initial: false) { _, newValue in action(newValue) }
    }
}
