extension DisplayList {
    /// A resolved sRGB colour with straight (not premultiplied) alpha, components 0 to 1.
    public struct RGBA: Hashable, Sendable, CustomStringConvertible {
        /// The red component.
        public var red: Double
        /// The green component.
        public var green: Double
        /// The blue component.
        public var blue: Double
        /// The opacity.
        public var opacity: Double

        /// Creates a colour; components are clamped to 0...1 and non-finite ones become 0.
        public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
            func clamp(_ value: Double) -> Double { value.isFinite ? Swift.min(Swift.max(value, 0), 1) : 0 }
            self.red = clamp(red)
            self.green = clamp(green)
            self.blue = clamp(blue)
            self.opacity = clamp(opacity)
        }

        /// The colour a `Color` resolves to.
        public init(_ color: Color) {
            self.init(red: color.red, green: color.green, blue: color.blue, opacity: color.alpha)
        }

        /// Opaque black: what text and shapes draw with when nothing names a colour.
        public static let black = RGBA(red: 0, green: 0, blue: 0)

        /// The separator colour dividers draw with (iOS's light `separator`, 60 60 67 at 29 %).
        public static let separator = RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)

        /// The colour's components in 8 bits: red, green, blue, opacity.
        public var bytes: (red: UInt8, green: UInt8, blue: UInt8, opacity: UInt8) {
            func byte(_ value: Double) -> UInt8 { UInt8((value * 255).rounded()) }
            return (byte(red), byte(green), byte(blue), byte(opacity))
        }

        /// `#RRGGBB`, then the opacity when it isn't 1: `#FF3B30`, `#3C3C43 0.29`.
        public var description: String {
            let (r, g, b, _) = bytes
            var text = "#" + [r, g, b].map { byte in
                let digits = String(byte, radix: 16, uppercase: true)
                return digits.count == 1 ? "0" + digits : digits
            }.joined()
            if opacity < 1 { text += " " + Path.formatNumber(opacity) }
            return text
        }
    }
}
