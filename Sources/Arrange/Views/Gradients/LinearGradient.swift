/// A linear gradient: colours change along the line from `startPoint` to `endPoint` (unit points
/// of the filled view's frame) and stay constant across it.
///
/// ```swift
/// Rectangle().fill(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
/// ```
///
/// As a view it fills the space it is offered, like a `Color`.
public struct LinearGradient: ShapeStyle, View, PrimitiveView, ResolvableShapeStyle {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// Creates a linear gradient from a base gradient.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// Creates a linear gradient from a collection of colors, spaced evenly.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// Creates a linear gradient from a collection of color stops.
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// A gradient is a primitive view.
    public var body: Never { primitiveBody() }

    func paint(in environment: EnvironmentValues) -> Paint? {
        .gradient(GradientPaint(kind: .linear(startPoint, endPoint), stops: gradient.resolvedStops(in: environment.colorScheme)))
    }

    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        output.append(builder.addLeaf(LeafContent(shape: nil, fill: paint(in: context.environment), stroke: nil), context: context))
    }
}
