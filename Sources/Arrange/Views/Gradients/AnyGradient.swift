/// A color gradient.
///
/// When used as a shape style it draws a linear gradient from the top centre (0.5, 0) to the
/// bottom centre (0.5, 1) of the filled frame, as Apple's documentation for `AnyGradient` says.
///
/// ```swift
/// Rectangle().fill(.blue.gradient)
/// Rectangle().fill(AnyGradient(Gradient(colors: [.white, .blue])))
/// ```
public struct AnyGradient: Hashable, ShapeStyle, Sendable, ResolvableShapeStyle {
    let gradient: Gradient

    /// Creates a new instance from the specified gradient.
    public init(_ gradient: Gradient) {
        self.gradient = gradient
    }

    func paint(in environment: EnvironmentValues) -> Paint? {
        .gradient(GradientPaint(kind: .linear(UnitPoint(x: 0.5, y: 0), UnitPoint(x: 0.5, y: 1)),
                                stops: gradient.resolvedStops(in: environment.colorScheme)))
    }
}
