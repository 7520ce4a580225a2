extension Path {
    /// The path in SVG path-data syntax, absolute commands, numbers rounded to 1/1000:
    /// `M0 0H20V10H0Z`. Lines parallel to an axis use `H` and `V`; curves use `Q` and `C`.
    ///
    /// Used by display list dumps and the SVG renderer, so both read the same.
    package var svgData: String {
        var text = ""
        var current = CGPoint.zero, start = CGPoint.zero
        func number(_ value: CGFloat) -> String { Path.formatNumber(Double(value)) }
        func point(_ point: CGPoint) -> String { number(point.x) + " " + number(point.y) }
        for element in elements {
            switch element {
            case .move(let to):
                text += "M" + point(to)
                current = to
                start = to
            case .line(let to):
                if number(to.y) == number(current.y) && number(to.x) != number(current.x) {
                    text += "H" + number(to.x)
                } else if number(to.x) == number(current.x) && number(to.y) != number(current.y) {
                    text += "V" + number(to.y)
                } else {
                    text += "L" + point(to)
                }
                current = to
            case .quadCurve(let to, let control):
                text += "Q" + point(control) + " " + point(to)
                current = to
            case .curve(let to, let control1, let control2):
                text += "C" + point(control1) + " " + point(control2) + " " + point(to)
                current = to
            case .closeSubpath:
                text += "Z"
                current = start
            }
        }
        return text
    }

    /// Whether every coordinate of the path is finite. Renderers draw nothing for a path that has
    /// a NaN or infinite coordinate.
    package var isFinite: Bool {
        func finite(_ point: CGPoint) -> Bool { point.x.isFinite && point.y.isFinite }
        return elements.allSatisfy { element in
            switch element {
            case .move(let to), .line(let to): return finite(to)
            case .quadCurve(let to, let control): return finite(to) && finite(control)
            case .curve(let to, let control1, let control2): return finite(to) && finite(control1) && finite(control2)
            case .closeSubpath: return true
            }
        }
    }

    /// A number rounded to 1/1000, without trailing zeros or a negative zero: `20`, `10.5`,
    /// `-0.333`. Deterministic: the digits come from integer arithmetic, not from a formatter.
    package static func formatNumber(_ value: Double) -> String {
        guard value.isFinite else { return value.isNaN ? "NaN" : (value < 0 ? "-inf" : "inf") }
        let thousandths = (value * 1000).rounded()
        guard abs(thousandths) < 9e15 else { return String(describing: value) }
        let scaled = Int64(thousandths)
        if scaled == 0 { return "0" }
        let magnitude = scaled.magnitude
        var text = scaled < 0 ? "-" : ""
        text += String(magnitude / 1000)
        var fraction = magnitude % 1000
        if fraction != 0 {
            var digits = 3
            while fraction % 10 == 0 { fraction /= 10; digits -= 1 }
            let fractionText = String(fraction)
            text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        }
        return text
    }
}
