import Foundation

extension DisplayList {
    /// A gradient positioned on the canvas: its geometry in canvas points and its colour stops.
    ///
    /// Colours are interpolated between neighbouring stops component by component in sRGB with
    /// straight alpha; before the first stop and after the last the end colours extend (SVG's
    /// `spreadMethod="pad"`). A gradient with no length (a linear gradient whose start and end
    /// coincide, a radial one whose radii are equal) paints its last stop's colour, as SVG does.
    public struct Gradient: Equatable, Sendable {
        /// Where the gradient's colours change.
        public enum Kind: Equatable, Sendable {
            /// Along the line from `start` to `end`.
            case linear(start: CGPoint, end: CGPoint)
            /// Along circles around `center`, from `startRadius` to `endRadius`.
            case radial(center: CGPoint, startRadius: CGFloat, endRadius: CGFloat)
            /// With the angle around `center` (radians, 0 pointing to +x, growing towards +y:
            /// clockwise on screen), from `startAngle` to `endAngle`.
            case angular(center: CGPoint, startAngle: Double, endAngle: Double)
            /// Along ellipses: circles around `center` in the unit square stretched over `frame`,
            /// from `startRadiusFraction` to `endRadiusFraction` of the square's side
            /// (`EllipticalGradient`).
            case elliptical(frame: CGRect, center: UnitPoint, startRadiusFraction: CGFloat, endRadiusFraction: CGFloat)
        }

        /// One colour stop.
        public struct Stop: Equatable, Sendable {
            /// The stop's colour.
            public var color: RGBA
            /// Where the stop is, 0 to 1.
            public var location: Double

            /// Creates a stop.
            public init(color: RGBA, location: Double) {
                self.color = color
                self.location = location
            }
        }

        /// The geometry.
        public var kind: Kind
        /// The stops, sorted by location.
        public var stops: [Stop]

        /// Creates a gradient.
        public init(kind: Kind, stops: [Stop]) {
            self.kind = kind
            self.stops = stops
        }

        /// The gradient parameter (0 at the start, 1 at the end, unclamped) at canvas point `point`;
        /// nil when the gradient has no length or a coordinate is not finite.
        public func location(at point: CGPoint) -> Double? {
            switch kind {
            case .linear(let start, let end):
                let dx = Double(end.x - start.x), dy = Double(end.y - start.y)
                let length = dx * dx + dy * dy
                guard length > 0, length.isFinite else { return nil }
                let t = (Double(point.x - start.x) * dx + Double(point.y - start.y) * dy) / length
                return t.isFinite ? t : nil
            case .radial(let center, let startRadius, let endRadius):
                let span = Double(endRadius - startRadius)
                guard span != 0, span.isFinite else { return nil }
                let distance = hypot(Double(point.x - center.x), Double(point.y - center.y))
                let t = (distance - Double(startRadius)) / span
                return t.isFinite ? t : nil
            case .angular(let center, let startAngle, let endAngle):
                let span = endAngle - startAngle
                guard span != 0, span.isFinite else { return nil }
                var angle = atan2(Double(point.y - center.y), Double(point.x - center.x)) - startAngle
                let turn = 2 * Double.pi
                angle = angle.truncatingRemainder(dividingBy: turn)
                if angle < 0 { angle += turn }
                return angle.isFinite ? angle / span : nil
            case .elliptical(let frame, let center, let startFraction, let endFraction):
                let span = Double(endFraction - startFraction)
                guard span != 0, span.isFinite, frame.width > 0, frame.height > 0, frame.width.isFinite, frame.height.isFinite else { return nil }
                let u = Double((point.x - frame.minX) / frame.width - center.x), v = Double((point.y - frame.minY) / frame.height - center.y)
                let t = (hypot(u, v) - Double(startFraction)) / span
                return t.isFinite ? t : nil
            }
        }

        /// The colour at gradient parameter `location` (clamped to 0...1).
        public func color(atLocation location: Double) -> RGBA {
            guard let first = stops.first, let last = stops.last else { return RGBA(red: 0, green: 0, blue: 0, opacity: 0) }
            let t = location.isNaN ? 0 : location
            if t <= first.location { return first.color }
            if t >= last.location { return last.color }
            var index = 1
            while index < stops.count - 1 && stops[index].location < t { index += 1 }
            let low = stops[index - 1], high = stops[index]
            let span = high.location - low.location
            let f = span > 0 ? (t - low.location) / span : 1
            func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * f }
            return RGBA(red: mix(low.color.red, high.color.red), green: mix(low.color.green, high.color.green),
                        blue: mix(low.color.blue, high.color.blue), opacity: mix(low.color.opacity, high.color.opacity))
        }

        /// The colour at canvas point `point`: the last stop's colour where the gradient has no
        /// length, transparent when it has no stops.
        public func color(at point: CGPoint) -> RGBA {
            guard let location = location(at: point) else {
                return stops.last?.color ?? RGBA(red: 0, green: 0, blue: 0, opacity: 0)
            }
            return color(atLocation: location)
        }
    }
}
