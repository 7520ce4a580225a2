import Arrange

extension RasterCanvas {
    /// Composites `layer` onto this canvas (the backdrop) with a blend mode: for the W3C
    /// Compositing and Blending modes, `co = cs (1 − αb) + cb (1 − αs) + αs αb B(Cb, Cs)` and
    /// `αo = αs + αb (1 − αs)` (premultiplied `c`, straight `C`); the Porter-Duff modes by their
    /// operators; `plusLighter` and `plusDarker` as clamped sums.
    mutating func blend(_ layer: RasterCanvas, mode: BlendMode) {
        guard layer.pixels.count == pixels.count else { return }
        if mode == .normal { return composite(layer, opacity: 1) }
        for offset in stride(from: 0, to: pixels.count, by: 4) {
            let sa = Float(layer.pixels[offset + 3]) / 255
            guard sa > 0 || mode == .sourceAtop else { continue }
            let ba = Float(pixels[offset + 3]) / 255
            let s = (0..<3).map { Float(layer.pixels[offset + $0]) / 255 }
            let b = (0..<3).map { Float(pixels[offset + $0]) / 255 }
            var out = [Float](repeating: 0, count: 3)
            var outAlpha: Float
            switch mode {
            case .sourceAtop:
                for i in 0..<3 { out[i] = s[i] * ba + b[i] * (1 - sa) }
                outAlpha = ba
            case .destinationOver:
                for i in 0..<3 { out[i] = s[i] * (1 - ba) + b[i] }
                outAlpha = sa * (1 - ba) + ba
            case .destinationOut:
                for i in 0..<3 { out[i] = b[i] * (1 - sa) }
                outAlpha = ba * (1 - sa)
            case .plusLighter:
                for i in 0..<3 { out[i] = Swift.min(1, s[i] + b[i]) }
                outAlpha = Swift.min(1, sa + ba)
            case .plusDarker:
                outAlpha = Swift.min(1, sa + ba)
                for i in 0..<3 { out[i] = Swift.max(0, outAlpha - ((sa - s[i]) + (ba - b[i]))) }
            default:
                let straightS = s.map { sa > 0 ? $0 / sa : 0 }, straightB = b.map { ba > 0 ? $0 / ba : 0 }
                let mixed = Self.blendFunction(mode, backdrop: straightB, source: straightS)
                for i in 0..<3 { out[i] = s[i] * (1 - ba) + b[i] * (1 - sa) + sa * ba * mixed[i] }
                outAlpha = sa + ba * (1 - sa)
            }
            for i in 0..<3 { pixels[offset + i] = Self.byte(Swift.min(out[i], outAlpha) * 255) }
            pixels[offset + 3] = Self.byte(outAlpha * 255)
        }
    }

    /// `B(Cb, Cs)` of the W3C Compositing and Blending specification, on straight colours.
    static func blendFunction(_ mode: BlendMode, backdrop b: [Float], source s: [Float]) -> [Float] {
        func separable(_ f: (Float, Float) -> Float) -> [Float] { (0..<3).map { f(b[$0], s[$0]) } }
        func hardLight(_ cb: Float, _ cs: Float) -> Float {
            cs <= 0.5 ? cb * 2 * cs : cb + (2 * cs - 1) - cb * (2 * cs - 1)
        }
        switch mode {
        case .multiply: return separable { $0 * $1 }
        case .screen: return separable { $0 + $1 - $0 * $1 }
        case .overlay: return separable { hardLight($1, $0) }
        case .darken: return separable { Swift.min($0, $1) }
        case .lighten: return separable { Swift.max($0, $1) }
        case .colorDodge: return separable { cb, cs in cb == 0 ? 0 : cs >= 1 ? 1 : Swift.min(1, cb / (1 - cs)) }
        case .colorBurn: return separable { cb, cs in cb >= 1 ? 1 : cs <= 0 ? 0 : 1 - Swift.min(1, (1 - cb) / cs) }
        case .hardLight: return separable(hardLight)
        case .softLight:
            return separable { cb, cs in
                if cs <= 0.5 { return cb - (1 - 2 * cs) * cb * (1 - cb) }
                let d = cb <= 0.25 ? ((16 * cb - 12) * cb + 4) * cb : cb.squareRoot()
                return cb + (2 * cs - 1) * (d - cb)
            }
        case .difference: return separable { abs($0 - $1) }
        case .exclusion: return separable { $0 + $1 - 2 * $0 * $1 }
        case .hue: return setLum(setSat(s, sat(b)), lum(b))
        case .saturation: return setLum(setSat(b, sat(s)), lum(b))
        case .color: return setLum(s, lum(b))
        case .luminosity: return setLum(b, lum(s))
        default: return s
        }
    }

    static func lum(_ c: [Float]) -> Float { 0.3 * c[0] + 0.59 * c[1] + 0.11 * c[2] }

    static func sat(_ c: [Float]) -> Float { c.max()! - c.min()! }

    static func setLum(_ c: [Float], _ l: Float) -> [Float] {
        let d = l - lum(c)
        let moved = c.map { $0 + d }
        let lightness = lum(moved), low = moved.min()!, high = moved.max()!
        return moved.map { value in
            var v = value
            if low < 0 { v = lightness + (v - lightness) * lightness / (lightness - low) }
            if high > 1 { v = lightness + (v - lightness) * (1 - lightness) / (high - lightness) }
            return v
        }
    }

    static func setSat(_ c: [Float], _ s: Float) -> [Float] {
        let high = c.max()!, low = c.min()!
        guard high > low else { return [0, 0, 0] }
        return c.map { value in
            if value == high { return s }
            if value == low { return 0 }
            return (value - low) * s / (high - low)
        }
    }
}
