extension View {
    /// Sets a value for the given preference.
    ///
    /// The value replaces the one the views inside this view produce for `key`; ancestors see it
    /// combined with their other descendants' values by `K.reduce`, in view-tree order.
    ///
    /// - Parameters:
    ///   - key: The preference key.
    ///   - value: The value of the preference.
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        TraitModifierView(content: self) { builder, node in
            builder.graph.preferences.add(PreferenceOperation<K>.set(value), to: node)
        }
    }

    /// Applies a transformation to a preference value: `callback` receives the value of this
    /// view's subtree (the key's `defaultValue` when no view in it sets one) and may change it.
    ///
    /// - Parameters:
    ///   - key: The preference key.
    ///   - callback: The transformation.
    public func transformPreference<K: PreferenceKey>(_ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void) -> some View {
        TraitModifierView(content: self) { builder, node in
            builder.graph.preferences.add(PreferenceOperation<K>.transform(callback), to: node)
        }
    }

    /// Adds an action to perform when the specified preference key's value changes.
    ///
    /// In a ``ViewHost``, the combined value of this view's subtree is computed after each
    /// update's layout; when it differs from the value at the previous update (from the key's
    /// `defaultValue` at the first), `action` runs with the new value after the update, and may
    /// change state, which updates the host again. A ``LayoutSnapshot`` runs no actions.
    ///
    /// - Parameters:
    ///   - key: The key to monitor for value changes.
    ///   - action: The action to perform when the value changes; it receives the new value.
    public func onPreferenceChange<K: PreferenceKey>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View where K.Value: Equatable {
        PreferenceObserverView<Self, K>(content: self, action: action)
    }
}
