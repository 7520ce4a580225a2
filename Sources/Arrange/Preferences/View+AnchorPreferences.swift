extension View {
    /// Sets a value for the specified preference key, the value is a function of a geometry value
    /// tied to the current coordinate space, allowing readers of the value to convert the geometry
    /// to their local coordinates (`GeometryProxy` `subscript(_:)` with the anchor).
    ///
    /// - Parameters:
    ///   - key: The preference key type.
    ///   - value: The geometry value in the current coordinate space.
    ///   - transform: The function to produce the preference value.
    public func anchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value) -> some View {
        TraitModifierView(content: self) { builder, node in
            let anchor = builder.graph.makeAnchor(value, for: node)
            builder.graph.preferences.add(PreferenceOperation<K>.set(transform(anchor)), to: node)
        }
    }

    /// Sets a value for the specified preference key by transforming the value of the view's
    /// subtree with a geometry value tied to the current coordinate space.
    ///
    /// - Parameters:
    ///   - key: The preference key type.
    ///   - value: The geometry value in the current coordinate space.
    ///   - transform: The function that changes the preference value, given the anchor.
    public func transformAnchorPreference<A, K: PreferenceKey>(key: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (inout K.Value, Anchor<A>) -> Void) -> some View {
        TraitModifierView(content: self) { builder, node in
            let anchor = builder.graph.makeAnchor(value, for: node)
            builder.graph.preferences.add(PreferenceOperation<K>.transform { transform(&$0, anchor) }, to: node)
        }
    }
}
