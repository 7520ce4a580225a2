extension View where Self: Equatable {
    /// Prevents the view from updating its child view when its new value is the same as its old
    /// value: wraps it in an ``EquatableView``.
    public func equatable() -> EquatableView<Self> {
        EquatableView(content: self)
    }
}
