extension Paint {
    /// The paint with its opacity (a gradient's every stop) multiplied by `factor`.
    func multiplyingOpacity(by factor: Double) -> Paint {
        switch self {
        case .color(let color):
            return .color(Color(red: color.red, green: color.green, blue: color.blue, opacity: color.alpha * factor, name: nil))
        case .gradient(let gradient):
            let stops = gradient.stops.map { stop -> DisplayList.Gradient.Stop in
                var stop = stop
                stop.color.opacity = Swift.min(Swift.max(stop.color.opacity * factor, 0), 1)
                return stop
            }
            return .gradient(GradientPaint(kind: gradient.kind, stops: stops))
        }
    }
}
