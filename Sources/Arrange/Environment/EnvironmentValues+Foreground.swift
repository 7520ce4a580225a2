private struct ForegroundStyleKey: EnvironmentKey {
    static let defaultValue: (any ShapeStyle)? = nil
}

extension EnvironmentValues {
    /// The foreground style set with `foregroundStyle(_:)` or `foregroundColor(_:)`, if any.
    var foregroundStyle: (any ShapeStyle)? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// What shapes that name no style are filled with: the foreground style resolved in the
    /// colour scheme; with none, nil in the light appearance (black) and white in the dark.
    var foregroundPaint: Paint? {
        if let style = foregroundStyle { return Paint(style, in: self) }
        return colorScheme == .dark ? .color(Color.primary.resolved(in: .dark)) : nil
    }

    /// The foreground colour that text and strokes use when they don't name one: the foreground
    /// paint's colour (a gradient's first stop).
    var foregroundColor: Color? {
        foregroundPaint?.representativeColor
    }
}

extension View {
    /// Sets the color of the foreground elements displayed by this view.
    public func foregroundColor(_ color: Color?) -> some View {
        environment(\.foregroundStyle, color)
    }

    /// Sets a view's foreground elements to use a given style: a colour, a gradient (shapes are
    /// filled with it; text draws in its first colour) or a material.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.foregroundStyle, style)
    }
}
