/// A style that reflects the current tint color: the colour set with `tint(_:)`, else the accent
/// colour (systemBlue: 0 122 255, 10 132 255 in the dark appearance).
///
/// ```swift
/// Circle().fill(.tint)
/// ```
public struct TintShapeStyle: ShapeStyle, Sendable, ResolvableShapeStyle {
    /// Creates a tint shape style.
    public init() {}

    func paint(in environment: EnvironmentValues) -> Paint? {
        .color(environment.controlTint.resolved(in: environment.colorScheme))
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// A style that reflects the current tint color.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
