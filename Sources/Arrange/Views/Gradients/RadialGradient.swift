/// A radial gradient: colours change along circles around `center` (a unit point of the filled
/// view's frame), from `startRadius` to `endRadius` points; outside that ring the end colours
/// extend.
///
/// ```swift
/// Circle().fill(RadialGradient(colors: [.white, .blue], center: .center, startRadius: 0, endRadius: 50))
/// ```
public struct RadialGradient: ShapeStyle, View, PrimitiveView, ResolvableShapeStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    /// Creates a radial gradient from a base gradient.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// Creates a radial gradient from a collection of colors, spaced evenly.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// Creates a radial gradient from a collection of color stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A gradient is a primitive view.
    public var body: Never { primitiveBody() }

    func paint(in environment: EnvironmentValues) -> Paint? {
        .gradient(GradientPaint(kind: .radial(center, startRadius, endRadius), stops: gradient.resolvedStops(in: environment.colorScheme)))
    }

    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        output.append(builder.addLeaf(LeafContent(shape: nil, fill: paint(in: context.environment), stroke: nil), context: context))
    }
}
