extension View {
    /// Assigns a name to the view's coordinate space, so other code can operate on dimensions
    /// like points and sizes relative to the named space (`proxy.frame(in: .named(name))`).
    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        TraitModifierView(content: self) { builder, node in
            builder.graph.coordinateSpaceNames[node] = AnyHashable(name)
        }
    }

    /// Assigns a name to the view's coordinate space, so other code can operate on dimensions
    /// like points and sizes relative to the named space.
    ///
    /// ```swift
    /// VStack {
    ///     GeometryReader { proxy in
    ///         let distanceFromTop = proxy.frame(in: .named("container")).origin.y
    ///         Text("\(distanceFromTop) points from the top of the VStack")
    ///     }
    ///     .padding()
    /// }
    /// .coordinateSpace(.named("container"))
    /// ```
    ///
    /// The scroll view spaces (`.scrollView`) belong to scroll views: naming another view with
    /// one is reported and ignored.
    ///
    /// - Parameter name: A name used to identify this coordinate space.
    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        TraitModifierView(content: self) { builder, node in
            if name.name.base is ScrollViewCoordinateSpaceName {
                builder.graph.report("coordinateSpace(.scrollView) names only scroll views; ignored", at: node)
            } else {
                builder.graph.coordinateSpaceNames[node] = name.name
            }
        }
    }
}
