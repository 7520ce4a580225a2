/// What a fill paints with once its `ShapeStyle` is resolved in an environment.
enum Paint {
    /// A solid colour (already resolved for the colour scheme).
    case color(Color)
    /// A gradient, positioned relative to the frame it fills.
    case gradient(GradientPaint)

    /// The paint of `style` in `environment`, or nil for a style Arrange can't draw.
    init?(_ style: any ShapeStyle, in environment: EnvironmentValues) {
        guard let resolvable = style as? ResolvableShapeStyle, let paint = resolvable.paint(in: environment) else { return nil }
        self = paint
    }

    /// One colour standing for the paint where only a colour can be used (text, strokes): the
    /// colour itself, or a gradient's first stop.
    var representativeColor: Color? {
        switch self {
        case .color(let color): return color
        case .gradient(let gradient):
            guard let first = gradient.stops.first?.color else { return nil }
            return Color(red: first.red, green: first.green, blue: first.blue, opacity: first.opacity)
        }
    }

    /// A short description for dumps: the colour's name, or the gradient's kind.
    var description: String {
        switch self {
        case .color(let color): return color.description
        case .gradient(let gradient): return gradient.kindName
        }
    }
}

/// A shape style that Arrange knows how to paint.
protocol ResolvableShapeStyle {
    /// The paint in `environment` (its colour scheme), or nil to draw nothing.
    func paint(in environment: EnvironmentValues) -> Paint?
}

extension Color: ResolvableShapeStyle {
    /// The colour in the environment's colour scheme. `Color.primary` and `Color.secondary` —
    /// what `.primary` and `.secondary` name where a shape style is expected — stand for the
    /// first two levels of the foreground hierarchy when one is set, as
    /// `HierarchicalShapeStyle.primary` and `.secondary` do.
    func paint(in environment: EnvironmentValues) -> Paint? {
        // The name is checked first so other colours pay no environment lookup.
        if let name, name == "primary" || name == "secondary", environment.foregroundStyle != nil {
            if self == Color.primary { return HierarchicalShapeStyle.primary.paint(in: environment) }
            if self == Color.secondary { return HierarchicalShapeStyle.secondary.paint(in: environment) }
        }
        return .color(resolved(in: environment.colorScheme))
    }
}
