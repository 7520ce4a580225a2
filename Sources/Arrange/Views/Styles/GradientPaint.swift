/// A gradient shape style resolved in an environment, still relative to the frame it will fill.
struct GradientPaint {
    /// The gradient's geometry in unit points of the frame (radii in points, angles in radians).
    enum Kind {
        case linear(UnitPoint, UnitPoint)
        case radial(UnitPoint, CGFloat, CGFloat)
        case angular(UnitPoint, Double, Double)
        /// Centre and radii in the unit square stretched over the frame.
        case elliptical(UnitPoint, CGFloat, CGFloat)
    }

    let kind: Kind
    let stops: [DisplayList.Gradient.Stop]

    /// `LinearGradient`, `RadialGradient` or `AngularGradient`.
    var kindName: String {
        switch kind {
        case .linear: return "LinearGradient"
        case .radial: return "RadialGradient"
        case .angular: return "AngularGradient"
        case .elliptical: return "EllipticalGradient"
        }
    }

    /// The gradient positioned on the canvas for a view whose frame is `frame`.
    func positioned(in frame: CGRect) -> DisplayList.Gradient {
        func point(_ unit: UnitPoint) -> CGPoint {
            CGPoint(x: frame.minX + unit.x * frame.width, y: frame.minY + unit.y * frame.height)
        }
        switch kind {
        case .linear(let start, let end):
            return DisplayList.Gradient(kind: .linear(start: point(start), end: point(end)), stops: stops)
        case .radial(let center, let startRadius, let endRadius):
            return DisplayList.Gradient(kind: .radial(center: point(center), startRadius: startRadius, endRadius: endRadius), stops: stops)
        case .angular(let center, let start, let end):
            return DisplayList.Gradient(kind: .angular(center: point(center), startAngle: start, endAngle: end), stops: stops)
        case .elliptical(let center, let start, let end):
            return DisplayList.Gradient(kind: .elliptical(frame: frame, center: center, startRadiusFraction: start, endRadiusFraction: end), stops: stops)
        }
    }
}
