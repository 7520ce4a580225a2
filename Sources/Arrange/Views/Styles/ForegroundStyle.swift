/// The foreground style in the current context: the primary level of the style set with
/// `foregroundStyle(_:)`, else the label colour (black, white in the dark appearance).
///
/// ```swift
/// Rectangle().stroke(.foreground)
/// ```
public struct ForegroundStyle: ShapeStyle, Sendable, ResolvableShapeStyle {
    /// Creates a foreground style instance.
    public init() {}

    func paint(in environment: EnvironmentValues) -> Paint? {
        HierarchicalShapeStyle.primary.paint(in: environment)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style in the current context.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}
