extension View {
    /// Applies a modifier to a view and returns a new view.
    ///
    /// - Parameter modifier: The modifier to apply to this view.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
