private struct ForegroundColorKey: EnvironmentKey {
    static let defaultValue: Color? = nil
}

extension EnvironmentValues {
    /// The foreground colour that shapes are filled with when they don't name one.
    var foregroundColor: Color? {
        get { self[ForegroundColorKey.self] }
        set { self[ForegroundColorKey.self] = newValue }
    }
}

extension View {
    /// Sets the color of the foreground elements displayed by this view.
    public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundColor, color)
    }

    /// Sets a view's foreground elements to use a given style.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.foregroundColor, style as? Color)
    }
}
