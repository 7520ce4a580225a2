/// A radial gradient that draws an ellipse: its centre and radii are defined in the unit square,
/// which is then stretched to fill the frame, so a circular gradient becomes elliptical in a
/// frame that is not square (Apple's documentation for `EllipticalGradient`). Radii are
/// fractions of the unit square's side: the default end radius, 0.5, reaches the frame's edges.
///
/// ```swift
/// Rectangle().fill(EllipticalGradient(colors: [.white, .blue]))
/// ```
public struct EllipticalGradient: ShapeStyle, View, PrimitiveView, ResolvableShapeStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat

    /// Creates an elliptical gradient from a base gradient; the radii are fractions of the
    /// frame's size on each axis.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// Creates an elliptical gradient from a collection of colors, spaced evenly.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// Creates an elliptical gradient from a collection of color stops.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    /// A gradient is a primitive view.
    public var body: Never { primitiveBody() }

    func paint(in environment: EnvironmentValues) -> Paint? {
        .gradient(GradientPaint(kind: .elliptical(center, startRadiusFraction, endRadiusFraction),
                                stops: gradient.resolvedStops(in: environment.colorScheme)))
    }

    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        output.append(builder.addLeaf(LeafContent(shape: nil, fill: paint(in: context.environment), stroke: nil), context: context))
    }
}
