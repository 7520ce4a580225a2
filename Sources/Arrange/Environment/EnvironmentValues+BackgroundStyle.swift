private struct BackgroundStyleKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}

extension EnvironmentValues {
    /// An optional style that overrides the default system background style when set; what the
    /// `.background` shape style draws.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the specified style to render backgrounds within the view: shapes filled with
    /// `.background` inside draw with `style`.
    ///
    /// ```swift
    /// Circle().fill(.background).backgroundStyle(.green)
    /// ```
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }
}
