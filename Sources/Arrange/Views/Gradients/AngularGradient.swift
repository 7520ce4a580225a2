/// An angular (conic) gradient: colours change with the angle around `center` (a unit point of
/// the filled view's frame), from `startAngle` to `endAngle`. Angle 0 points to the trailing
/// edge and angles grow clockwise on screen, as in SwiftUI. Equal start and end angles (the
/// default) sweep a full turn from the start angle.
///
/// ```swift
/// Circle().fill(AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center))
/// ```
public struct AngularGradient: ShapeStyle, View, PrimitiveView, ResolvableShapeStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    /// Creates an angular gradient from a base gradient.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    /// Creates an angular gradient from a collection of colors, spaced evenly.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// Creates an angular gradient from a collection of color stops.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A gradient is a primitive view.
    public var body: Never { primitiveBody() }

    func paint(in environment: EnvironmentValues) -> Paint? {
        var end = endAngle.radians
        if end == startAngle.radians { end = startAngle.radians + 2 * .pi }
        return .gradient(GradientPaint(kind: .angular(center, startAngle.radians, end), stops: gradient.resolvedStops(in: environment.colorScheme)))
    }

    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        output.append(builder.addLeaf(LeafContent(shape: nil, fill: paint(in: context.environment), stroke: nil), context: context))
    }
}
