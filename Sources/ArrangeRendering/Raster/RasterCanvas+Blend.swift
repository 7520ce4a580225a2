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
            let s = SIMD3<Float>(Float(layer.pixels[offset]), Float(layer.pixels[offset + 1]), Float(layer.pixels[offset + 2])) / 255
            let b = SIMD3<Float>(Float(pixels[offset]), Float(pixels[offset + 1]), Float(pixels[offset + 2])) / 255
            var out: SIMD3<Float>
            var outAlpha: Float
            switch mode {
            case .sourceAtop:
                out = s * ba + b * (1 - sa)
                outAlpha = ba
            case .destinationOver:
                out = s * (1 - ba) + b
                outAlpha = sa * (1 - ba) + ba
            case .destinationOut:
                out = b * (1 - sa)
                outAlpha = ba * (1 - sa)
            case .plusLighter:
                out = pointwiseMin(s + b, SIMD3(repeating: 1))
                outAlpha = Swift.min(1, sa + ba)
            case .plusDarker:
                outAlpha = Swift.min(1, sa + ba)
                out = pointwiseMax(SIMD3(repeating: outAlpha) - ((SIMD3(repeating: sa) - s) + (SIMD3(repeating: ba) - b)), SIMD3(repeating: 0))
            default:
                let straightS = sa > 0 ? s / sa : SIMD3(repeating: 0), straightB = ba > 0 ? b / ba : SIMD3(repeating: 0)
                let mixed = Self.blendFunction(mode, backdrop: straightB, source: straightS)
                out = s * (1 - ba) + b * (1 - sa) + sa * ba * mixed
                outAlpha = sa + ba * (1 - sa)
            }
            for i in 0..<3 { pixels[offset + i] = Self.byte(Swift.min(out[i], outAlpha) * 255) }
            pixels[offset + 3] = Self.byte(outAlpha * 255)
        }
    }

    /// `B(Cb, Cs)` of the W3C Compositing and Blending specification, on straight colours.
    static func blendFunction(_ mode: BlendMode, backdrop b: SIMD3<Float>, source s: SIMD3<Float>) -> SIMD3<Float> {
        func separable(_ f: (Float, Float) -> Float) -> SIMD3<Float> { SIMD3(f(b.x, s.x), f(b.y, s.y), f(b.z, s.z)) }
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

    /// `Lum(C)` of the specification.
    static func lum(_ c: SIMD3<Float>) -> Float { 0.3 * c.x + 0.59 * c.y + 0.11 * c.z }

    /// `Sat(C)`: the largest component minus the smallest.
    static func sat(_ c: SIMD3<Float>) -> Float { c.max() - c.min() }

    /// `SetLum(C, l)` with `ClipColor`.
    static func setLum(_ c: SIMD3<Float>, _ l: Float) -> SIMD3<Float> {
        var v = c + (l - lum(c))
        let lightness = lum(v), low = v.min(), high = v.max()
        if low < 0 { v = lightness + (v - lightness) * lightness / (lightness - low) }
        if high > 1 { v = lightness + (v - lightness) * (1 - lightness) / (high - lightness) }
        return v
    }

    /// `SetSat(C, s)`: the largest component becomes s, the smallest 0, the middle one scaled.
    static func setSat(_ c: SIMD3<Float>, _ s: Float) -> SIMD3<Float> {
        let high = c.max(), low = c.min()
        guard high > low else { return SIMD3(repeating: 0) }
        var result = SIMD3<Float>(repeating: 0)
        for i in 0..<3 {
            result[i] = c[i] == high ? s : c[i] == low ? 0 : (c[i] - low) * s / (high - low)
        }
        return result
    }
}
