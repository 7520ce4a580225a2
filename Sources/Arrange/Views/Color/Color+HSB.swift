extension Color {
    /// Creates a constant color from hue, saturation, and brightness values, each 0 to 1 (a hue
    /// of 0 and of 1 are both red), converted to sRGB by the standard HSB (HSV) to RGB arithmetic.
    ///
    /// ```swift
    /// Color(hue: 0.5, saturation: 1, brightness: 1)   // cyan: 0 1 1
    /// ```
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let (red, green, blue) = Color.rgb(hue: hue, saturation: saturation, brightness: brightness)
        self.init(red: red, green: green, blue: blue, opacity: opacity, name: nil)
    }

    /// HSV to RGB: the hue picks one of six sectors of the colour wheel; within it one
    /// component is the brightness, one is `brightness · (1 − saturation)` and the third ramps
    /// between them. Non-finite input gives black (RGBA clamps non-finite components to 0).
    static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        guard hue.isFinite, saturation.isFinite, brightness.isFinite else { return (0, 0, 0) }
        let s = Swift.min(Swift.max(saturation, 0), 1)
        let v = brightness
        var h = hue.truncatingRemainder(dividingBy: 1)
        if h < 0 { h += 1 }
        let scaled = h * 6
        let sector = Swift.min(Int(scaled), 5)
        let f = scaled - Double(sector)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }
}
