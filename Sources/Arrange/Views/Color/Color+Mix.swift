import Foundation

extension Color {
    /// Returns a version of self mixed with `rhs` by `fraction` (0 gives self, 1 gives `rhs`;
    /// clamped to 0...1) in `colorSpace`: `.device` interpolates the sRGB components,
    /// `.perceptual` interpolates in Oklab. The opacity is interpolated linearly. Adaptive colours
    /// mix their light and their dark appearances separately.
    ///
    /// ```swift
    /// Color.red.mix(with: .blue, by: 0.5, in: .device)
    /// ```
    public func mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color {
        let t = fraction.isFinite ? Swift.min(Swift.max(fraction, 0), 1) : 0
        func components(_ color: Color) -> [Double] { [color.red, color.green, color.blue, color.alpha] }
        let light = Color.mix(components(self), components(rhs), t, perceptual: colorSpace.isPerceptual)
        var dark: [Double]?
        if self.dark != nil || rhs.dark != nil {
            dark = Color.mix(components(resolved(in: .dark)), components(rhs.resolved(in: .dark)), t, perceptual: colorSpace.isPerceptual)
        }
        return Color(red: light[0], green: light[1], blue: light[2], opacity: light[3], name: nil, dark: dark)
    }

    /// Interpolates two RGBA component arrays.
    private static func mix(_ a: [Double], _ b: [Double], _ t: Double, perceptual: Bool) -> [Double] {
        func lerp(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        guard perceptual else { return (0..<4).map { lerp(a[$0], b[$0]) } }
        let labA = oklab(a[0], a[1], a[2]), labB = oklab(b[0], b[1], b[2])
        let rgb = sRGB(fromOklab: (0..<3).map { lerp(labA[$0], labB[$0]) })
        return rgb + [lerp(a[3], b[3])]
    }

    /// The sRGB transfer function's inverse (encoded component to linear light).
    static func linear(_ c: Double) -> Double {
        c <= 0.04045 ? c / 12.92 : Foundation.pow((c + 0.055) / 1.055, 2.4)
    }

    /// sRGB to Oklab (Björn Ottosson's published matrices).
    static func oklab(_ r: Double, _ g: Double, _ b: Double) -> [Double] {
        let lr = linear(r), lg = linear(g), lb = linear(b)
        let l = cbrt(0.4122214708 * lr + 0.5363325363 * lg + 0.0514459929 * lb)
        let m = cbrt(0.2119034982 * lr + 0.6806995451 * lg + 0.1073969566 * lb)
        let s = cbrt(0.0883024619 * lr + 0.2817188376 * lg + 0.6299787005 * lb)
        return [0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
                1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
                0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s]
    }

    /// Oklab to sRGB (encoded), the inverse of `oklab`.
    static func sRGB(fromOklab lab: [Double]) -> [Double] {
        let l = lab[0] + 0.3963377774 * lab[1] + 0.2158037573 * lab[2]
        let m = lab[0] - 0.1055613458 * lab[1] - 0.0638541728 * lab[2]
        let s = lab[0] - 0.0894841775 * lab[1] - 1.2914855480 * lab[2]
        let l3 = l * l * l, m3 = m * m * m, s3 = s * s * s
        let linearRGB = [4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3,
                         -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3,
                         -0.0041960863 * l3 - 0.7034186147 * m3 + 1.7076147010 * s3]
        return linearRGB.map { RGBColorSpace.sRGBLinear.sRGBComponent(Swift.min(Swift.max($0, 0), 1)) }
    }
}
