extension View {
    /// Sets this view's color scheme: the view and the views it contains see `colorScheme` as
    /// ``EnvironmentValues/colorScheme``.
    ///
    /// - Parameter colorScheme: The color scheme for this view.
    @available(*, deprecated, renamed: "preferredColorScheme(_:)")
    public func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }

    /// Sets the preferred color scheme for this presentation.
    ///
    /// The value travels up the view tree as the ``PreferredColorSchemeKey`` preference to the
    /// enclosing presentation: a ``ViewHost``, which then resolves its whole tree with
    /// ``EnvironmentValues/colorScheme`` set to it (overriding the host's environment), and
    /// returns to its environment's scheme when no view prefers one. A modifier nearer the root
    /// overrides those inside it; one
    /// with `nil` leaves theirs in place.
    ///
    /// - Parameter colorScheme: The preferred color scheme for this view, or `nil` to indicate no
    ///   preference.
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        transformPreference(PreferredColorSchemeKey.self) { value in
            if let colorScheme { value = colorScheme }
        }
    }
}
