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
    /// The space colours are interpolated in.
    let space: Gradient.ColorSpace

    /// Creates a new instance from the specified gradient.
    public init(_ gradient: Gradient) {
        self.gradient = gradient
        self.space = .device
    }

    /// Returns a version of the gradient that will use a specified color space for interpolating
    /// between its colors: `.perceptual` draws each span between stops through Oklab (as
    /// `Color.mix(with:by:in:)` does), approximated by eight sRGB sub-spans.
    ///
    /// ```swift
    /// Rectangle().fill(AnyGradient(Gradient(colors: [.white, .blue])).colorSpace(.perceptual))
    /// ```
    public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient {
        AnyGradient(gradient: gradient, space: space)
    }

    private init(gradient: Gradient, space: Gradient.ColorSpace) {
        self.gradient = gradient
        self.space = space
    }

    func paint(in environment: EnvironmentValues) -> Paint? {
        var stops = gradient.resolvedStops(in: environment.colorScheme)
        if space.isPerceptual { stops = Self.perceptualStops(stops) }
        return .gradient(GradientPaint(kind: .linear(UnitPoint(x: 0.5, y: 0), UnitPoint(x: 0.5, y: 1)), stops: stops))
    }

    /// `stops` with seven stops mixed in Oklab inserted evenly into each span.
    static func perceptualStops(_ stops: [DisplayList.Gradient.Stop]) -> [DisplayList.Gradient.Stop] {
        guard stops.count > 1 else { return stops }
        var result = [stops[0]]
        for (low, high) in zip(stops, stops.dropFirst()) {
            let from = Color(red: low.color.red, green: low.color.green, blue: low.color.blue, opacity: low.color.opacity)
            let to = Color(red: high.color.red, green: high.color.green, blue: high.color.blue, opacity: high.color.opacity)
            if high.location > low.location {
                for step in 1..<8 {
                    let t = Double(step) / 8
                    let location = low.location + (high.location - low.location) * t
                    result.append(DisplayList.Gradient.Stop(color: DisplayList.RGBA(from.mix(with: to, by: t, in: .perceptual)), location: location))
                }
            }
            result.append(high)
        }
        return result
    }
}
