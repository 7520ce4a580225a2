/// A color gradient represented as an array of color stops, each having a parametric location
/// value from 0 to 1.
///
/// ```swift
/// Gradient(colors: [.red, .blue])                        // stops at 0 and 1
/// Gradient(stops: [.init(color: .red, location: 0.2), .init(color: .blue, location: 0.8)])
/// ```
public struct Gradient: Hashable, Sendable {
    /// One color stop in the gradient.
    public struct Stop: Hashable, Sendable {
        /// The color for the stop.
        public var color: Color
        /// The parametric location of the stop, 0 to 1.
        public var location: CGFloat

        /// Creates a color stop with a color and location.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The array of color stops.
    public var stops: [Stop]

    /// Creates a gradient from an array of color stops.
    public init(stops: [Stop]) {
        self.stops = stops
    }

    /// Creates a gradient from an array of colors, spaced evenly from 0 to 1 (one colour: a stop
    /// at 0).
    public init(colors: [Color]) {
        let last = CGFloat(Swift.max(colors.count - 1, 1))
        self.stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset) / last) }
    }

    /// The stops resolved for drawing: colours in `colorScheme`, NaN locations left out, the others
    /// clamped to 0...1 and sorted (stably, so equal locations keep their order: a hard edge).
    func resolvedStops(in colorScheme: ColorScheme) -> [DisplayList.Gradient.Stop] {
        let usable = stops.filter { !$0.location.isNaN }
        let sorted = usable.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }
        return sorted.map { entry in
            DisplayList.Gradient.Stop(color: DisplayList.RGBA(entry.element.color.resolved(in: colorScheme)),
                                      location: Double(Swift.min(Swift.max(entry.element.location, 0), 1)))
        }
    }
}
