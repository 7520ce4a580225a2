private struct ForegroundStyleKey: EnvironmentKey {
    static let defaultValue: (any ShapeStyle)? = nil
}

private struct ForegroundLevelsKey: EnvironmentKey {
    static let defaultValue: [any ShapeStyle] = []
}

extension EnvironmentValues {
    /// The foreground style set with `foregroundStyle(_:)` or `foregroundColor(_:)`, if any: the
    /// primary level of the hierarchy.
    var foregroundStyle: (any ShapeStyle)? {
        get { self[ForegroundStyleKey.self] }
        set { self[ForegroundStyleKey.self] = newValue }
    }

    /// The secondary and tertiary styles set with `foregroundStyle(_:_:)` or
    /// `foregroundStyle(_:_:_:)`; empty otherwise.
    var foregroundLevels: [any ShapeStyle] {
        get { self[ForegroundLevelsKey.self] }
        set { self[ForegroundLevelsKey.self] = newValue }
    }

    /// The whole foreground hierarchy: primary first. Setting it replaces every level, so a
    /// single `foregroundStyle(_:)` drops the secondary and tertiary styles of an outer one.
    var foregroundHierarchy: [any ShapeStyle] {
        get { (foregroundStyle.map { [$0] } ?? []) + foregroundLevels }
        set {
            foregroundStyle = newValue.first
            foregroundLevels = Array(newValue.dropFirst())
        }
    }

    /// The environment a foreground style is resolved in: without the foreground styles, so a
    /// style that reads the foreground (`.foreground`, `.primary`) finds the default labels.
    var withoutForeground: EnvironmentValues {
        var copy = self
        copy.foregroundStyle = nil
        copy.foregroundLevels = []
        return copy
    }

    /// What shapes that name no style are filled with: the foreground style resolved in the
    /// colour scheme; with none, nil in the light appearance (black) and white in the dark.
    var foregroundPaint: Paint? {
        if let style = foregroundStyle { return Paint(style, in: withoutForeground) }
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
        environment(\.foregroundHierarchy, color.map { [$0] } ?? [])
    }

    /// Sets a view's foreground elements to use a given style: a colour, a gradient (shapes are
    /// filled with it; text draws in its first colour) or a material. The hierarchical styles
    /// (`.secondary`, `.tertiary`, …) inside derive from it at lower opacity.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        scopedForeground([style])
    }

    /// Sets the primary and secondary levels of the foreground style in the child view: content
    /// drawn with `.primary` (or no style) uses `primary`, content drawn with `.secondary`
    /// uses `secondary`.
    ///
    /// ```swift
    /// VStack { Text("Title"); Text("Detail").foregroundStyle(.secondary) }
    ///     .foregroundStyle(.blue, .gray)
    /// ```
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        scopedForeground([primary, secondary])
    }

    /// Sets the primary, secondary, and tertiary levels of the foreground style.
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        scopedForeground([primary, secondary, tertiary])
    }
}

extension View {
    /// Replaces the foreground hierarchy with `styles`, each resolved against the enclosing
    /// hierarchy: `.foregroundStyle(.secondary)` inside `.foregroundStyle(.blue, .gray)` is gray.
    func scopedForeground(_ styles: [any ShapeStyle]) -> some View {
        transformEnvironment(\.foregroundHierarchy) { hierarchy in
            let outer = hierarchy
            hierarchy = outer.isEmpty ? styles : styles.map { ScopedShapeStyle(style: $0, outer: outer) }
        }
    }
}
