import Arrange

/// A linear gradient's colours at device pixels, under an affine transform.
///
/// The gradient parameter is an affine function of the canvas point (its projection on the
/// gradient's line, `DisplayList.Gradient.location(at:)`), and the canvas point an affine
/// function of the pixel, so along a row the parameter grows by a constant step: a row costs one
/// multiply-add a pixel, and the colour is interpolated between the two stops around it in
/// single precision, as `DisplayList.Gradient.color(atLocation:)` interpolates it.
///
/// A pixel the fill covers wholly, under an opaque gradient whose stops are not crowded, takes
/// its bytes from a table of 4,097 colours spread evenly over the stops (the nearest entry):
/// where no segment between stops is shorter than a sixteenth of their range, the nearest entry
/// is at most 16 / 8,192 of a segment away, under half a level of any channel. Edge pixels, and
/// every pixel of other gradients, are interpolated exactly.
struct LinearGradientShader {
    /// Entries in the table of whole-pixel colours, less one.
    private static let tableSteps = 4096
    /// The parameter at pixel (x, y)'s centre is `xStep × x + yStep × y + offset`.
    private let xStep: Double
    private let yStep: Double
    private let offset: Double
    /// The stops' straight colours (red, green, blue, alpha: four floats a stop) and
    /// locations, in order.
    private let colors: [Float]
    private let locations: [Float]
    /// The premultiplied bytes (red, green, blue, alpha) at `tableSteps + 1` evenly spaced
    /// parameters from the first stop to the last; nil where the table would not be exact to
    /// half a level (translucent stops, hard stops, crowded stops).
    private let table: [UInt8]?

    /// The shader of `gradient` drawn under `transform` (points to pixels); nil unless the
    /// gradient is linear, has stops and a length, and the transform can be inverted.
    init?(_ gradient: DisplayList.Gradient, transform: CGAffineTransform) {
        guard case .linear(let start, let end) = gradient.kind, !gradient.stops.isEmpty else { return nil }
        let dx = Double(end.x - start.x), dy = Double(end.y - start.y)
        let length = dx * dx + dy * dy
        let determinant = transform.a * transform.d - transform.b * transform.c
        guard length > 0, length.isFinite, determinant != 0, determinant.isFinite else { return nil }
        // The canvas point of pixel (X, Y) is (a X + c Y + tx, b X + d Y + ty) under the inverse.
        let inverse = transform.inverted()
        let a = Double(inverse.a), b = Double(inverse.b), c = Double(inverse.c), d = Double(inverse.d)
        let tx = Double(inverse.tx) - Double(start.x), ty = Double(inverse.ty) - Double(start.y)
        xStep = (a * dx + b * dy) / length
        yStep = (c * dx + d * dy) / length
        // Pixel centres are half a pixel in from their corners.
        offset = ((tx * dx + ty * dy) / length) + 0.5 * xStep + 0.5 * yStep
        guard xStep.isFinite, yStep.isFinite, offset.isFinite else { return nil }
        colors = gradient.stops.flatMap { [Float($0.color.red), Float($0.color.green), Float($0.color.blue), Float($0.color.opacity)] }
        locations = gradient.stops.map { Float($0.location) }
        table = Self.table(colors: colors, locations: locations)
    }

    /// The table of whole-pixel colours, when it is exact to half a level.
    private static func table(colors: [Float], locations: [Float]) -> [UInt8]? {
        guard let first = locations.first, let last = locations.last, last > first,
              stride(from: 3, to: colors.count, by: 4).allSatisfy({ colors[$0] >= 1 }) else { return nil }
        let range = last - first
        for index in locations.indices.dropFirst() where locations[index] - locations[index - 1] < range / 16 { return nil }
        var table = [UInt8](repeating: 255, count: (tableSteps + 1) * 4)
        colors.withUnsafeBufferPointer { colors in
            locations.withUnsafeBufferPointer { locations in
                for entry in 0...tableSteps {
                    let location = Double(first) + Double(range) * Double(entry) / Double(tableSteps)
                    let (red, green, blue, _) = components(at: location, colors: colors, locations: locations)
                    table[entry * 4] = RasterCanvas.byte(red * 255)
                    table[entry * 4 + 1] = RasterCanvas.byte(green * 255)
                    table[entry * 4 + 2] = RasterCanvas.byte(blue * 255)
                }
            }
        }
        return table
    }

    /// The parameter at the centre of pixel (0, y), and its step per pixel along the row.
    func row(_ y: Int) -> (start: Double, step: Double) {
        (yStep * Double(y) + offset, xStep)
    }

    /// The straight colour at parameter `location`: the end colours outside the stops, else
    /// interpolated component by component between the stops around it.
    func color(atLocation location: Double) -> SIMD4<Float> {
        colors.withUnsafeBufferPointer { colors in
            locations.withUnsafeBufferPointer { locations in
                let (red, green, blue, alpha) = Self.components(at: location, colors: colors, locations: locations)
                return SIMD4(red, green, blue, alpha)
            }
        }
    }

    /// Composites the gradient over pixels `low ..< high` of row `y` of `canvas` (source over),
    /// each by its coverage times the clip's coverage, as `RasterCanvas.blend` composites a colour.
    func blend(row y: Int, from low: Int, to high: Int, coverage: UnsafeMutableBufferPointer<Float>, clip: ClipMask?,
               into canvas: inout RasterCanvas) {
        let (start, step) = row(y)
        let width = canvas.width
        let first = Double(locations[0]), scale = Double(Self.tableSteps) / (Double(locations[locations.count - 1]) - first)
        let table = self.table ?? []
        colors.withUnsafeBufferPointer { colors in
            locations.withUnsafeBufferPointer { locations in
                canvas.pixels.withUnsafeMutableBufferPointer { pixels in
                    table.withUnsafeBufferPointer { table in
                        // Without a clip, runs of whole pixels take their table entries' four
                        // bytes at once.
                        // The parameter is finite along the whole row when the row's start is
                        // (the steps are finite), so no pixel's position is NaN.
                        let entries = clip == nil && !table.isEmpty && start.isFinite ? table.baseAddress.map(UnsafeRawPointer.init) : nil
                        let rowStart = pixels.baseAddress.map { UnsafeMutableRawPointer($0 + y * width * 4) }
                        var x = low
                        while x < high {
                            if let entries, let rowStart, coverage[x] >= 1 {
                                // The run's end, four pixels a test while they are all covered.
                                var end = x + 1
                                while end + 4 <= high,
                                      Swift.min(Swift.min(coverage[end], coverage[end + 1]), Swift.min(coverage[end + 2], coverage[end + 3])) >= 1 {
                                    end += 4
                                }
                                while end < high && coverage[end] >= 1 { end += 1 }
                                Self.copyEntries(x..<end, start: start, step: step, first: first, scale: scale, entries: entries, row: rowStart)
                                x = end
                                continue
                            }
                            blendPixel(x, row: y, amount: coverage[x], start: start, step: step, first: first, scale: scale,
                                       colors: colors, locations: locations, table: table, clip: clip, width: width, pixels: pixels)
                            x += 1
                        }
                    }
                }
            }
        }
    }

    /// Writes the table entries of pixels `columns` of a row (wholly covered, no clip): the
    /// nearest entry to each pixel's parameter, as ``blendPixel`` takes it.
    ///
    /// The entry's position grows by the same step from pixel to pixel, so it is stepped in
    /// fixed point (32 bits of fraction): an add, a shift and a clamp a pixel instead of a
    /// conversion from floating point. Rounding the start and the step to 2⁻³² of an entry moves
    /// the position by under a millionth of an entry across a row of 4,000 pixels, so a pixel
    /// still takes the entry nearest its parameter (one of the two, where it is as near to both).
    /// A row whose positions lie beyond 2³⁰ entries (a gradient far smaller than its fill) is
    /// worked out in floating point, pixel by pixel.
    @inline(__always)
    private static func copyEntries(_ columns: Range<Int>, start: Double, step: Double, first: Double, scale: Double,
                                    entries: UnsafeRawPointer, row: UnsafeMutableRawPointer) {
        let last = Double(tableSteps)
        // The entry's position (plus a half, so that truncating rounds to the nearest) at the
        // run's first pixel, and its step.
        let low = ((start + Double(columns.lowerBound) * step) - first) * scale + 0.5, delta = step * scale
        let high = low + Double(columns.count) * delta, limit = Double(1 << 30)
        guard abs(low) < limit, abs(high) < limit, abs(delta) < limit else {
            for x in columns {
                let position = ((start + Double(x) * step) - first) * scale
                let entry = Int(Swift.min(Swift.max(position + 0.5, 0), last)) &* 4
                row.storeBytes(of: entries.loadUnaligned(fromByteOffset: entry, as: UInt32.self), toByteOffset: x &* 4, as: UInt32.self)
            }
            return
        }
        let one = Double(1 << 32)
        var position = Int64(low * one)
        let increment = Int64(delta * one), lastEntry = Int64(tableSteps)
        for x in columns {
            let entry = Swift.min(Swift.max(position >> 32, 0), lastEntry)
            row.storeBytes(of: entries.loadUnaligned(fromByteOffset: Int(truncatingIfNeeded: entry) &* 4, as: UInt32.self),
                           toByteOffset: x &* 4, as: UInt32.self)
            position &+= increment
        }
    }

    /// Composites the gradient over pixel `x` of row `y` by coverage `amount` times the clip's.
    @inline(__always)
    private func blendPixel(_ x: Int, row y: Int, amount coverage: Float, start: Double, step: Double, first: Double, scale: Double,
                            colors: UnsafeBufferPointer<Float>, locations: UnsafeBufferPointer<Float>, table: UnsafeBufferPointer<UInt8>,
                            clip: ClipMask?, width: Int, pixels: UnsafeMutableBufferPointer<UInt8>) {
        var amount = coverage
        if let clip { amount *= clip.coverage(x: x, y: y) }
        guard amount > 0 else { return }
        if amount >= 1, !table.isEmpty {
            let position = ((start + Double(x) * step) - first) * scale
            let entry = position.isNaN ? 0 : Int(Swift.min(Swift.max(position + 0.5, 0), Double(Self.tableSteps))) * 4
            let offset = (y * width + x) * 4
            pixels[offset] = table[entry]
            pixels[offset + 1] = table[entry + 1]
            pixels[offset + 2] = table[entry + 2]
            pixels[offset + 3] = 255
            return
        }
        let (red, green, blue, alpha) = Self.components(at: start + Double(x) * step, colors: colors, locations: locations)
        let sourceAlpha = alpha * Swift.min(amount, 1)
        guard sourceAlpha > 0 else { return }
        let keep = 1 - sourceAlpha, scaled = sourceAlpha * 255
        let offset = (y * width + x) * 4
        pixels[offset] = RasterCanvas.byte(red * scaled + Float(pixels[offset]) * keep)
        pixels[offset + 1] = RasterCanvas.byte(green * scaled + Float(pixels[offset + 1]) * keep)
        pixels[offset + 2] = RasterCanvas.byte(blue * scaled + Float(pixels[offset + 2]) * keep)
        pixels[offset + 3] = RasterCanvas.byte(scaled + Float(pixels[offset + 3]) * keep)
    }

    /// The colour's components at `location`, from the stops' flat tables.
    @inline(__always)
    private static func components(at location: Double, colors: UnsafeBufferPointer<Float>,
                                   locations: UnsafeBufferPointer<Float>) -> (Float, Float, Float, Float) {
        let t = location.isNaN ? 0 : Float(location)
        let last = locations.count - 1
        if t <= locations[0] { return (colors[0], colors[1], colors[2], colors[3]) }
        if t >= locations[last] { return (colors[last * 4], colors[last * 4 + 1], colors[last * 4 + 2], colors[last * 4 + 3]) }
        var index = 1
        while index < last && locations[index] < t { index += 1 }
        let low = locations[index - 1], span = locations[index] - low
        let f = span > 0 ? (t - low) / span : 1
        let from = (index - 1) * 4, to = index * 4
        return (colors[from] + (colors[to] - colors[from]) * f, colors[from + 1] + (colors[to + 1] - colors[from + 1]) * f,
                colors[from + 2] + (colors[to + 2] - colors[from + 2]) * f, colors[from + 3] + (colors[to + 3] - colors[from + 3]) * f)
    }
}
