import Foundation

/// A colour in CIE L\*a\*b\* (D65 white), for the perceptual comparison of snapshot images.
///
/// swift-snapshot-testing compares pixels perceptually with Core Image's Lab ΔE filter, which
/// Apple's documentation (`CIFilter.labDeltaE()`) says gives "ΔE 1994 values between 0.0 and
/// 100.0"; this is the same measure computed on the CPU: sRGB to linear light (the sRGB transfer
/// function), linear sRGB to XYZ (D65), XYZ to L\*a\*b\*, and the CIE94 difference with the
/// graphic-arts weights (kL = kC = kH = 1, K1 = 0.045, K2 = 0.015).
struct LabColor: Equatable {
    let l: Double
    let a: Double
    let b: Double

    /// The colour of premultiplied 8-bit sRGB components, as drawn over black.
    init(red: UInt8, green: UInt8, blue: UInt8) {
        func linear(_ byte: UInt8) -> Double {
            let value = Double(byte) / 255
            return value <= 0.04045 ? value / 12.92 : pow((value + 0.055) / 1.055, 2.4)
        }
        let r = linear(red), g = linear(green), b = linear(blue)
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double {
            t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116
        }
        let fx = f(x), fy = f(y), fz = f(z)
        self.l = 116 * fy - 16
        self.a = 500 * (fx - fy)
        self.b = 200 * (fy - fz)
    }

    init(l: Double, a: Double, b: Double) {
        self.l = l
        self.a = a
        self.b = b
    }

    /// The CIE94 colour difference from `reference` (graphic arts), clamped to 0…100.
    func deltaE94(from reference: LabColor) -> Double {
        let deltaL = reference.l - l
        let c1 = (reference.a * reference.a + reference.b * reference.b).squareRoot()
        let c2 = (a * a + b * b).squareRoot()
        let deltaC = c1 - c2
        let deltaA = reference.a - a, deltaB = reference.b - b
        let deltaHSquared = Swift.max(deltaA * deltaA + deltaB * deltaB - deltaC * deltaC, 0)
        let sC = 1 + 0.045 * c1, sH = 1 + 0.015 * c1
        let value = (deltaL * deltaL + (deltaC / sC) * (deltaC / sC) + deltaHSquared / (sH * sH)).squareRoot()
        return Swift.min(value, 100)
    }
}
