import Foundation

extension DisplayList {
    /// A 4 × 5 colour matrix, as SVG's `feColorMatrix` defines it: each of red, green, blue and
    /// alpha (not premultiplied, 0 to 1) becomes `m[i][0] R + m[i][1] G + m[i][2] B + m[i][3] A +
    /// m[i][4]`, clamped to 0…1. Colours are in sRGB as stored (Docs/Differences.md, "Effects").
    public struct ColorMatrix: Equatable, Sendable {
        /// The twenty values, row by row (red, green, blue, alpha rows).
        public var values: [Double]

        /// A matrix of twenty values, row by row; fewer or more than twenty give the identity.
        public init(_ values: [Double]) {
            self.values = values.count == 20 ? values : ColorMatrix.identity.values
        }

        /// The matrix that changes nothing.
        public static let identity = ColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])

        /// A 3 × 3 matrix on red, green and blue, with offsets added to them; alpha unchanged.
        static func rgb(_ m: [Double], offset: Double = 0) -> ColorMatrix {
            ColorMatrix([m[0], m[1], m[2], 0, offset, m[3], m[4], m[5], 0, offset, m[6], m[7], m[8], 0, offset, 0, 0, 0, 1, 0])
        }

        /// `saturate(s)` of the W3C Filter Effects specification (its `feColorMatrix`
        /// `type="saturate"`): 0 is gray, 1 unchanged, above 1 more saturated.
        public static func saturation(_ s: Double) -> ColorMatrix {
            rgb([0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s,
                 0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s,
                 0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s])
        }

        /// `grayscale(amount)` of the W3C Filter Effects specification (Rec. 709 luma
        /// 0.2126, 0.7152, 0.0722); the amount is clamped to 0…1.
        public static func grayscale(_ amount: Double) -> ColorMatrix {
            let k = 1 - Swift.min(Swift.max(amount, 0), 1)
            return rgb([0.2126 + 0.7874 * k, 0.7152 - 0.7152 * k, 0.0722 - 0.0722 * k,
                        0.2126 - 0.2126 * k, 0.7152 + 0.2848 * k, 0.0722 - 0.0722 * k,
                        0.2126 - 0.2126 * k, 0.7152 - 0.7152 * k, 0.0722 + 0.9278 * k])
        }

        /// `hueRotate(angle)` of the W3C Filter Effects specification (`feColorMatrix`
        /// `type="hueRotate"`).
        public static func hueRotation(radians: Double) -> ColorMatrix {
            let c = cos(radians), s = sin(radians)
            return rgb([0.213 + 0.787 * c - 0.213 * s, 0.715 - 0.715 * c - 0.715 * s, 0.072 - 0.072 * c + 0.928 * s,
                        0.213 - 0.213 * c + 0.143 * s, 0.715 + 0.285 * c + 0.140 * s, 0.072 - 0.072 * c - 0.283 * s,
                        0.213 - 0.213 * c - 0.787 * s, 0.715 - 0.715 * c + 0.715 * s, 0.072 + 0.928 * c + 0.072 * s])
        }

        /// `feColorMatrix type="luminanceToAlpha"` of the W3C Filter Effects specification:
        /// alpha becomes `0.2125 R + 0.7154 G + 0.0721 B`, the colour black.
        public static let luminanceToAlpha = ColorMatrix([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2125, 0.7154, 0.0721, 0, 0])

        /// Adds `amount` to red, green and blue (Apple's `brightness(_:)`: 0 no effect, 1 full
        /// white).
        public static func brightness(_ amount: Double) -> ColorMatrix {
            rgb([1, 0, 0, 0, 1, 0, 0, 0, 1], offset: amount)
        }

        /// Scales red, green and blue about 0.5: `c x + 0.5 (1 − c)` (the `contrast()` function of
        /// the W3C Filter Effects specification; 1 unchanged, 0 gray, negative inverts).
        public static func contrast(_ c: Double) -> ColorMatrix {
            rgb([c, 0, 0, 0, c, 0, 0, 0, c], offset: 0.5 * (1 - c))
        }

        /// Multiplies each component by the colour's (Apple's `colorMultiply(_:)`).
        public static func multiply(_ color: RGBA) -> ColorMatrix {
            ColorMatrix([color.red, 0, 0, 0, 0, 0, color.green, 0, 0, 0, 0, 0, color.blue, 0, 0, 0, 0, 0, color.opacity, 0])
        }

        /// `1 − x` for red, green and blue (the `invert(1)` function of the W3C Filter Effects
        /// specification).
        public static let invert = rgb([-1, 0, 0, 0, -1, 0, 0, 0, -1], offset: 1)

        /// A colour mapped by the matrix, each component clamped to 0…1.
        public func apply(_ color: RGBA) -> RGBA {
            let input = [color.red, color.green, color.blue, color.opacity]
            var output = [0.0, 0, 0, 0]
            for row in 0..<4 {
                var sum = values[row * 5 + 4]
                for column in 0..<4 { sum += values[row * 5 + column] * input[column] }
                output[row] = sum.isFinite ? Swift.min(Swift.max(sum, 0), 1) : 0
            }
            return RGBA(red: output[0], green: output[1], blue: output[2], opacity: output[3])
        }
    }
}
