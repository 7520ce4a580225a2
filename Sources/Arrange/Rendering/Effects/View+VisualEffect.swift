extension View {
    /// Applies effects to this view, while providing access to layout information through a
    /// geometry proxy.
    ///
    /// The closure runs when the view is drawn, after layout, with a placeholder for the view
    /// (an ``EmptyVisualEffect``) and the view's geometry (as a `GeometryReader` in its place
    /// would see it). The effects it returns change only how the view is drawn: its frame and
    /// everything else's layout are unchanged. This view is offset by its own size, so its
    /// top-leading corner is drawn where its bottom-trailing corner is laid out:
    ///
    /// ```swift
    /// ContentView()
    ///     .visualEffect { content, geometryProxy in
    ///         content.offset(geometryProxy.size)
    ///     }
    /// ```
    ///
    /// - Parameter effect: A closure that returns the effect to be applied. The first argument
    ///   is a placeholder representing this view; the second is a `GeometryProxy`.
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        layoutModifier(VisualEffectLayout(effect: { proxy in ComposedVisualEffect.steps(of: effect(EmptyVisualEffect(), proxy)) }))
    }
}
