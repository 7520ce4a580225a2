/// A style used to visually indicate selection following platform conventional colors and
/// behaviors: Arrange uses the current tint (the accent colour by default; see
/// Docs/Differences.md, "Colours and shape styles").
///
/// ```swift
/// RoundedRectangle(cornerRadius: 4).fill(.selection)
/// ```
public struct SelectionShapeStyle: ShapeStyle, Sendable, ResolvableShapeStyle {
    /// Creates a selection shape style.
    public init() {}

    func paint(in environment: EnvironmentValues) -> Paint? {
        .color(environment.controlTint.resolved(in: environment.colorScheme))
    }
}

extension ShapeStyle where Self == SelectionShapeStyle {
    /// A style used to visually indicate selection.
    public static var selection: SelectionShapeStyle { SelectionShapeStyle() }
}
