/// A foreground style together with the foreground hierarchy around the view that set it, so a
/// hierarchical style (`.secondary`) resolves against the enclosing levels rather than itself.
struct ScopedShapeStyle: ShapeStyle, ResolvableShapeStyle {
    /// The style as written.
    let style: any ShapeStyle
    /// The foreground hierarchy where the style was set.
    let outer: [any ShapeStyle]

    func paint(in environment: EnvironmentValues) -> Paint? {
        var scoped = environment
        scoped.foregroundHierarchy = outer
        return Paint(style, in: scoped)
    }
}
