extension View {
    /// Sets a particular container value of a view.
    ///
    /// The value belongs to each subview this view resolves into, travels through single-child
    /// modifiers applied afterwards (`padding()`, `frame`), and is read by the closest container:
    /// `Group(subviews:)` or `ForEach(subviews:)` as `subview.containerValues`, or a `Layout` as
    /// `subview.containerValues`. It doesn't escape that container (Apple's documentation,
    /// "containerValue(_:_:)"). Set on a `Section`, it is also the section's
    /// ``SectionConfiguration/containerValues``.
    ///
    /// ```swift
    /// Text("Hello").containerValue(\.icon, "heart")
    /// ```
    public func containerValue<V>(_ keyPath: WritableKeyPath<ContainerValues, V>, _ value: V) -> some View {
        ContainerValueView(content: self) { values in values[keyPath: keyPath] = value }
    }
}
