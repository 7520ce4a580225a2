extension View {
    /// Adds an action to be performed when a value, created from a geometry proxy, changes.
    ///
    /// In a ``ViewHost``, `transform` runs after each update's layout with the view's geometry
    /// (its size and frames, as a `GeometryReader` in its place would see them). `action` runs
    /// with the first value the view produces, and then whenever the value differs from the one
    /// of the previous update; it may change state, which updates the host again (within
    /// `ViewHost.maximumConsecutiveUpdates`). A ``LayoutSnapshot`` runs no actions.
    ///
    /// ```swift
    /// Text("Hello")
    ///     .onGeometryChange(for: CGFloat.self) { proxy in
    ///         proxy.size.width
    ///     } action: { newValue in
    ///         width = newValue
    ///     }
    /// ```
    ///
    /// - Parameters:
    ///   - type: The type of value transformed from a `GeometryProxy`.
    ///   - transform: A closure that transforms a `GeometryProxy` to your type.
    ///   - action: A closure to run when the transformed data changes; it receives the new value.
    public func onGeometryChange<T>(for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void) -> some View where T: Equatable, T: Sendable {
        GeometryChangeObserverView(content: self, transform: transform, action: { _, newValue in action(newValue) })
    }

    /// Adds an action to be performed when a value, created from a geometry proxy, changes.
    ///
    /// As the form whose action receives the new value, with the previous value too; the first
    /// call receives the first value as both.
    ///
    /// - Parameters:
    ///   - type: The type of value transformed from a `GeometryProxy`.
    ///   - transform: A closure that transforms a `GeometryProxy` to your type.
    ///   - action: A closure to run when the transformed data changes; it receives the old and
    ///     the new value.
    public func onGeometryChange<T>(for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View where T: Equatable, T: Sendable {
        GeometryChangeObserverView(content: self, transform: transform, action: action)
    }
}
