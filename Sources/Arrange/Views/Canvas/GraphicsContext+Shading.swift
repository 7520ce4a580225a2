extension GraphicsContext {
    /// A color or pattern that you can use to outline or fill a path.
    public struct Shading {
        enum Kind {
            case color(Color)
            case foreground
            case linear(Gradient, start: CGPoint, end: CGPoint)
            case radial(Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
        }

        let kind: Kind

        /// A shading that fills with a color.
        public static func color(_ color: Color) -> Shading { Shading(kind: .color(color)) }

        /// A shading that fills with the foreground style of the canvas's environment (the
        /// primary color when none is set).
        public static var foreground: Shading { Shading(kind: .foreground) }

        /// A shading that fills with a linear gradient from `startPoint` to `endPoint`, in the
        /// context's coordinates.
        public static func linearGradient(_ gradient: Gradient, startPoint: CGPoint, endPoint: CGPoint) -> Shading {
            Shading(kind: .linear(gradient, start: startPoint, end: endPoint))
        }

        /// A shading that fills with a radial gradient around `center`, from `startRadius` to
        /// `endRadius`, in the context's coordinates.
        public static func radialGradient(_ gradient: Gradient, center: CGPoint, startRadius: CGFloat, endRadius: CGFloat) -> Shading {
            Shading(kind: .radial(gradient, center: center, startRadius: startRadius, endRadius: endRadius))
        }

        /// A resolved paint.
        enum Resolved {
            case color(DisplayList.RGBA)
            case gradient(DisplayList.Gradient)
        }

        /// The paint in `environment`; a foreground gradient covers `bounds` (the canvas's).
        func resolved(in environment: EnvironmentValues, bounds: CGRect) -> Resolved {
            let scheme = environment.colorScheme
            switch kind {
            case .color(let color):
                return .color(DisplayList.RGBA(color.resolved(in: scheme)))
            case .foreground:
                switch environment.foregroundPaint {
                case .gradient(let gradient)?: return .gradient(gradient.positioned(in: bounds))
                case .color(let color)?: return .color(DisplayList.RGBA(color.resolved(in: scheme)))
                case nil: return .color(DisplayList.RGBA(Color.primary.resolved(in: scheme)))
                }
            case .linear(let gradient, let start, let end):
                return .gradient(DisplayList.Gradient(kind: .linear(start: start, end: end), stops: gradient.resolvedStops(in: scheme)))
            case .radial(let gradient, let center, let startRadius, let endRadius):
                return .gradient(DisplayList.Gradient(kind: .radial(center: center, startRadius: startRadius, endRadius: endRadius),
                                                      stops: gradient.resolvedStops(in: scheme)))
            }
        }

        /// One colour for the paint: a gradient's first stop (black when it has none).
        func representativeColor(in environment: EnvironmentValues, bounds: CGRect) -> DisplayList.RGBA {
            switch resolved(in: environment, bounds: bounds) {
            case .color(let color): return color
            case .gradient(let gradient): return gradient.stops.first?.color ?? .black
            }
        }
    }
}
