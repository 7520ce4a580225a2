import Arrange

/// A grid of premultiplied RGBA pixels, 8 bits a channel, row by row from the top left.
struct RasterCanvas {
    let width: Int
    let height: Int
    /// `width * height * 4` bytes: red, green, blue, alpha, premultiplied by alpha.
    var pixels: [UInt8]

    /// A transparent canvas, or with `opaque` a white one (a large one's bytes from
    /// ``ByteBufferPool``).
    ///
    /// A white canvas is what filling the whole canvas with opaque white over a transparent one
    /// paints: every pixel is covered wholly, so every byte becomes 255.
    init(width: Int, height: Int, opaque: Bool = false) {
        self.width = width
        self.height = height
        self.pixels = ByteBufferPool.shared.buffer(count: width * height * 4, repeating: opaque ? 255 : 0)
    }

    /// Hands the canvas's bytes back to ``ByteBufferPool`` for a later canvas; the canvas is
    /// not used again.
    consuming func recycle() {
        ByteBufferPool.shared.recycle(pixels)
    }

    /// Composites `color` over pixels `low ..< high` of row `y` (source over), each by its
    /// coverage times the clip's coverage.
    mutating func blend(row y: Int, from low: Int, to high: Int, coverage: UnsafeMutableBufferPointer<Float>,
                        color: DisplayList.RGBA, clip: ClipMask?) {
        let alpha = Float(color.opacity)
        let red = Float(color.red) * alpha, green = Float(color.green) * alpha, blue = Float(color.blue) * alpha
        // A fully covered pixel under an opaque colour becomes the colour: the general formula
        // with an amount of 1 and nothing kept, worked out once.
        let solid = alpha >= 1 ? (Self.byte(red * 255), Self.byte(green * 255), Self.byte(blue * 255)) : nil
        pixels.withUnsafeMutableBufferPointer { pixels in
            for x in low..<high {
                var amount = coverage[x]
                if let clip { amount *= clip.coverage(x: x, y: y) }
                guard amount > 0 else { continue }
                let offset = (y * width + x) * 4
                if amount >= 1, let solid {
                    pixels[offset] = solid.0
                    pixels[offset + 1] = solid.1
                    pixels[offset + 2] = solid.2
                    pixels[offset + 3] = 255
                    continue
                }
                let sourceAlpha = alpha * amount
                let keep = 1 - sourceAlpha
                pixels[offset] = Self.byte(red * amount * 255 + Float(pixels[offset]) * keep)
                pixels[offset + 1] = Self.byte(green * amount * 255 + Float(pixels[offset + 1]) * keep)
                pixels[offset + 2] = Self.byte(blue * amount * 255 + Float(pixels[offset + 2]) * keep)
                pixels[offset + 3] = Self.byte(sourceAlpha * 255 + Float(pixels[offset + 3]) * keep)
            }
        }
    }

    /// Composites a colour per pixel (`paint(x)`) over pixels `low ..< high` of row `y`, each by
    /// its coverage times the clip's coverage.
    mutating func blend(row y: Int, from low: Int, to high: Int, coverage: UnsafeMutableBufferPointer<Float>,
                        clip: ClipMask?, paint: (Int) -> DisplayList.RGBA) {
        pixels.withUnsafeMutableBufferPointer { pixels in
            for x in low..<high {
                var amount = coverage[x]
                if let clip { amount *= clip.coverage(x: x, y: y) }
                guard amount > 0 else { continue }
                let color = paint(x)
                let alpha = Float(color.opacity)
                let sourceAlpha = alpha * amount
                guard sourceAlpha > 0 else { continue }
                let keep = 1 - sourceAlpha
                let offset = (y * width + x) * 4
                pixels[offset] = Self.byte(Float(color.red) * sourceAlpha * 255 + Float(pixels[offset]) * keep)
                pixels[offset + 1] = Self.byte(Float(color.green) * sourceAlpha * 255 + Float(pixels[offset + 1]) * keep)
                pixels[offset + 2] = Self.byte(Float(color.blue) * sourceAlpha * 255 + Float(pixels[offset + 2]) * keep)
                pixels[offset + 3] = Self.byte(sourceAlpha * 255 + Float(pixels[offset + 3]) * keep)
            }
        }
    }

    /// Composites `layer` over this canvas (source over) with `opacity`.
    mutating func composite(_ layer: RasterCanvas, opacity: Float) {
        guard opacity > 0 else { return }
        pixels.withUnsafeMutableBufferPointer { pixels in
            layer.pixels.withUnsafeBufferPointer { source in
                var offset = 0
                while offset < pixels.count {
                    let sourceAlpha = Float(source[offset + 3]) * opacity
                    if sourceAlpha > 0 {
                        let keep = 1 - sourceAlpha / 255
                        for channel in 0..<4 {
                            pixels[offset + channel] = Self.byte(Float(source[offset + channel]) * opacity + Float(pixels[offset + channel]) * keep)
                        }
                    }
                    offset += 4
                }
            }
        }
    }

    /// The pixels with straight (not premultiplied) alpha, as PNG stores them.
    var straightRGBA: [UInt8] {
        [UInt8](unsafeUninitializedCapacity: pixels.count) { buffer, count in
            if let base = buffer.baseAddress { writeStraightRGBA(to: base) }
            count = pixels.count
        }
    }

    /// Writes the pixels of rows `firstRow` and below with straight alpha to `target` (four bytes
    /// a pixel): opaque and clear pixels are copied as they are, four bytes at once; the others
    /// divided by their alpha.
    func writeStraightRGBA(to target: UnsafeMutablePointer<UInt8>, fromRow firstRow: Int = 0) {
        pixels.withUnsafeBufferPointer { source in
            guard let base = source.baseAddress else { return }
            let skipped = Swift.min(Swift.max(firstRow, 0) * width * 4, source.count)
            let from = base + skipped, count = source.count - skipped
            let input = UnsafeRawPointer(from), output = UnsafeMutableRawPointer(target)
            var offset = 0
            while offset < count {
                let alpha = from[offset + 3]
                if alpha == 255 || alpha == 0 {
                    output.storeBytes(of: input.loadUnaligned(fromByteOffset: offset, as: UInt32.self), toByteOffset: offset, as: UInt32.self)
                } else {
                    let factor = 255 / Float(alpha)
                    target[offset] = Self.byte(Float(from[offset]) * factor)
                    target[offset + 1] = Self.byte(Float(from[offset + 1]) * factor)
                    target[offset + 2] = Self.byte(Float(from[offset + 2]) * factor)
                    target[offset + 3] = alpha
                }
                offset += 4
            }
        }
    }

    /// A channel value rounded (halves up) and clamped to 0...255: adding one half and
    /// truncating rounds a non-negative value as `rounded()` does, without a call into libm.
    @inline(__always)
    static func byte(_ value: Float) -> UInt8 {
        UInt8(Swift.min(Swift.max(value + 0.5, 0), 255))
    }
}
