extension View {
    /// Reads the specified preference value from the view, using it to produce a second view that
    /// is applied as an overlay to the original view.
    ///
    /// The overlay is laid out as `.overlay` content: proposed the view's size and centred in it.
    ///
    /// - Parameters:
    ///   - key: The preference key type whose value is to be read.
    ///   - transform: A function that produces the overlay view from the preference value read
    ///     from the original view.
    public func overlayPreferenceValue<Key: PreferenceKey, T: View>(_ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T) -> some View {
        PreferenceOverlayView<Self, Key, T>(content: self, transform: transform, alignment: .center, isBackground: false)
    }

    /// Reads the specified preference value from the view, using it to produce a second view that
    /// is applied as an overlay to the original view, aligned by `alignment`.
    ///
    /// - Parameters:
    ///   - key: The preference key type whose value is to be read.
    ///   - alignment: An optional alignment to use when positioning the overlay view relative to
    ///     the original view.
    ///   - transform: A function that produces the overlay view from the preference value read
    ///     from the original view.
    public func overlayPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        PreferenceOverlayView<Self, K, V>(content: self, transform: transform, alignment: alignment, isBackground: false)
    }

    /// Reads the specified preference value from the view, using it to produce a second view that
    /// is applied as the background of the original view.
    ///
    /// The background is laid out as `.background` content: proposed the view's size and centred
    /// in it.
    ///
    /// - Parameters:
    ///   - key: The preference key type whose value is to be read.
    ///   - transform: A function that produces the background view from the preference value read
    ///     from the original view.
    public func backgroundPreferenceValue<Key: PreferenceKey, T: View>(_ key: Key.Type = Key.self, @ViewBuilder _ transform: @escaping (Key.Value) -> T) -> some View {
        PreferenceOverlayView<Self, Key, T>(content: self, transform: transform, alignment: .center, isBackground: true)
    }

    /// Reads the specified preference value from the view, using it to produce a second view that
    /// is applied as the background of the original view, aligned by `alignment`.
    ///
    /// - Parameters:
    ///   - key: The preference key type whose value is to be read.
    ///   - alignment: An optional alignment to use when positioning the background view relative
    ///     to the original view.
    ///   - transform: A function that produces the background view from the preference value read
    ///     from the original view.
    public func backgroundPreferenceValue<K: PreferenceKey, V: View>(_ key: K.Type, alignment: Alignment = .center, @ViewBuilder _ transform: @escaping (K.Value) -> V) -> some View {
        PreferenceOverlayView<Self, K, V>(content: self, transform: transform, alignment: alignment, isBackground: true)
    }
}
