import Arrange

extension RasterCanvas {
    /// Maps every pixel through a colour matrix, on straight (not premultiplied) components, as
    /// SVG's `feColorMatrix` does; fully transparent pixels stay transparent when the matrix adds
    /// nothing to alpha.
    mutating func apply(_ matrix: DisplayList.ColorMatrix) {
        let m = matrix.values.map { Float($0) }
        let addsAlpha = m[19] > 0
        pixels.withUnsafeMutableBufferPointer { pixels in
            var offset = 0
            while offset < pixels.count {
                defer { offset += 4 }
                let alpha = Float(pixels[offset + 3]) / 255
                guard alpha > 0 || addsAlpha else { continue }
                let scale = alpha > 0 ? 1 / (alpha * 255) : 0
                let input = (Float(pixels[offset]) * scale, Float(pixels[offset + 1]) * scale, Float(pixels[offset + 2]) * scale, alpha)
                func row(_ r: Int) -> Float {
                    let value = m[r * 5] * input.0 + m[r * 5 + 1] * input.1 + m[r * 5 + 2] * input.2 + m[r * 5 + 3] * input.3 + m[r * 5 + 4]
                    return value.isFinite ? Swift.min(Swift.max(value, 0), 1) : 0
                }
                let a = row(3)
                pixels[offset] = Self.byte(row(0) * a * 255)
                pixels[offset + 1] = Self.byte(row(1) * a * 255)
                pixels[offset + 2] = Self.byte(row(2) * a * 255)
                pixels[offset + 3] = Self.byte(a * 255)
            }
        }
    }

    /// Blurs the premultiplied pixels with a Gaussian of standard deviation `sigma` pixels,
    /// approximated as the shadow's blur is (``ShadowBlur``).
    mutating func blur(sigma: CGFloat) {
        guard width > 0, height > 0, sigma.isFinite, sigma > 0 else { return }
        var planes = (0..<4).map { channel in (0..<(width * height)).map { Float(pixels[$0 * 4 + channel]) } }
        for channel in 0..<4 { ShadowBlur.blur(&planes[channel], width: width, height: height, sigma: sigma) }
        for index in 0..<(width * height) {
            for channel in 0..<4 { pixels[index * 4 + channel] = Self.byte(planes[channel][index]) }
        }
    }

    /// Makes the pixels whose centres are inside `rect` opaque (their straight colour kept; a
    /// transparent pixel becomes black) and clears the rest: an opaque blur's result.
    mutating func makeOpaque(inside rect: CGRect) {
        for y in 0..<height {
            for x in 0..<width {
                let offset = (y * width + x) * 4
                let inside = rect.contains(CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5))
                let alpha = Float(pixels[offset + 3])
                for channel in 0..<3 {
                    pixels[offset + channel] = inside && alpha > 0 ? Self.byte(Float(pixels[offset + channel]) * 255 / alpha) : 0
                }
                pixels[offset + 3] = inside ? 255 : 0
            }
        }
    }

    /// Multiplies every pixel (premultiplied, so colour and alpha alike) by the alpha of the
    /// same pixel of `mask`.
    mutating func mask(by mask: RasterCanvas) {
        guard mask.pixels.count == pixels.count else { return }
        for index in stride(from: 0, to: pixels.count, by: 4) {
            let factor = Float(mask.pixels[index + 3]) / 255
            for channel in 0..<4 { pixels[index + channel] = Self.byte(Float(pixels[index + channel]) * factor) }
        }
    }
}
