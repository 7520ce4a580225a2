/// A type-erased shape style.
///
/// ```swift
/// let style = isSelected ? AnyShapeStyle(.tint) : AnyShapeStyle(Color.gray)
/// ```
public struct AnyShapeStyle: ShapeStyle, Sendable, ResolvableShapeStyle {
    /// The wrapped style.
    let style: any ShapeStyle

    /// Create an instance from `style`.
    public init<S: ShapeStyle>(_ style: S) {
        if let erased = style as? AnyShapeStyle {
            self.style = erased.style
        } else {
            self.style = style
        }
    }

    func paint(in environment: EnvironmentValues) -> Paint? {
        Paint(style, in: environment)
    }
}
