import Arrange

extension ImageSampler {
    /// The image pixels that drawn columns (or rows) read and how much of each, worked out once
    /// a column instead of once a pixel, for pictures whose frame is not rotated or skewed: the
    /// same mapping (``Axis/map(_:)``) and the same weights as ``color(at:pixelSize:)``
    /// computes, so the colours are bit for bit the same.
    struct Taps {
        /// Each entry's mapping, or nil when its coordinate or mapping is not finite (clear).
        private(set) var mapped: [(u: Double, first: Int, end: Int)?] = []
        /// The box filter's taps of entry `i`: `starts[i] ..< starts[i + 1]` of `indices`
        /// (clamped image columns or rows) and `weights` (each over 0).
        private(set) var starts: [Int] = [0]
        private(set) var indices: [Int] = []
        private(set) var weights: [Double] = []

        /// An empty table.
        init() {}

        /// The image column (or row) entry `i` reads alone, or nil when it reads several, or
        /// none (not finite). A single tap's box average is that image pixel's colour whatever
        /// its weight: the weight divides out (``BoxFilterSum``).
        func soleIndex(_ i: Int) -> Int? {
            guard mapped[i] != nil, starts[i + 1] - starts[i] == 1 else { return nil }
            return indices[starts[i]]
        }

        /// Removes every entry, keeping the storage.
        mutating func removeAll() {
            mapped.removeAll(keepingCapacity: true)
            starts.removeAll(keepingCapacity: true)
            starts.append(0)
            indices.removeAll(keepingCapacity: true)
            weights.removeAll(keepingCapacity: true)
        }

        /// Adds the entry of frame coordinate `x` on `axis`, for a drawn pixel `pixelLength`
        /// points long, filtered by `interpolation`.
        mutating func append(_ x: CGFloat, axis: Axis, pixelLength: CGFloat, interpolation: Image.Interpolation) {
            defer { starts.append(indices.count) }
            guard x.isFinite else { return mapped.append(nil) }
            let m = axis.map(Double(x))
            guard m.u.isFinite, m.scale.isFinite else { return mapped.append(nil) }
            mapped.append((m.u, m.first, m.end))
            let length: Double
            switch interpolation {
            case .none: return
            case .low: length = 1
            case .medium, .high: length = max(1, m.scale * Double(pixelLength))
            }
            let range = m.first..<max(m.first + 1, m.end)
            let low = m.u - length / 2, high = m.u + length / 2
            for index in Int(low.rounded(.down))...Int(high.rounded(.down)) {
                let weight = min(Double(index + 1), high) - max(Double(index), low)
                guard weight > 0 else { continue }
                indices.append(index.clamped(to: range))
                weights.append(weight)
            }
        }
    }

    /// The colour of entry `column` of `columns` and entry `row` of `rows`: as
    /// ``color(at:pixelSize:)`` gives it for the coordinates the entries were made from.
    func color(column: Int, of columns: Taps, row: Int, of rows: Taps) -> DisplayList.RGBA {
        guard let x = columns.mapped[column], let y = rows.mapped[row] else { return DisplayList.RGBA(red: 0, green: 0, blue: 0, opacity: 0) }
        var color: DisplayList.RGBA
        if interpolation == .none {
            color = texel(Int(x.u.rounded(.down)).clamped(to: x.first..<max(x.first + 1, x.end)),
                          Int(y.u.rounded(.down)).clamped(to: y.first..<max(y.first + 1, y.end)))
        } else {
            color = box(columns.starts[column]..<columns.starts[column + 1], of: columns, rows: rows.starts[row]..<rows.starts[row + 1], of: rows)
        }
        if let template = templateColor {
            color = DisplayList.RGBA(red: template.red, green: template.green, blue: template.blue, opacity: color.opacity * template.opacity)
        }
        return color
    }

    /// Composites the image over pixels `low ..< high` of row `y` of `canvas` (source over), each
    /// by its coverage times the clip's, where the row's entry of `rows` is entry 0: as
    /// `RasterCanvas.blend` composites ``color(column:of:row:of:)``, with one shortcut. When the
    /// entry reads one image row alone, a pixel covered wholly whose column reads one image
    /// pixel alone, an opaque one, takes that pixel's bytes: its box average is the pixel, and
    /// source over with an amount of 1 keeps nothing of the canvas, so each channel comes back
    /// as `c / 255 × 255` rounded, which is `c` (and the alpha 255).
    func blend(row y: Int, from low: Int, to high: Int, coverage: UnsafeMutableBufferPointer<Float>, clip: ClipMask?,
               columns: Taps, soleColumns: [Int], rows: Taps, into canvas: inout RasterCanvas) {
        guard interpolation != .none, templateColor == nil, let imageRow = rows.soleIndex(0) else {
            return canvas.blend(row: y, from: low, to: high, coverage: coverage, clip: clip) { x in
                self.color(column: x, of: columns, row: 0, of: rows)
            }
        }
        let width = canvas.width, imageWidth = image.width
        var x = low
        while x < high {
            // A run of pixels that take their image pixel's bytes: covered wholly (a coverage
            // of 1 and a clip byte of 255 make an amount of exactly 1), one opaque image pixel.
            let end = canvas.pixels.withUnsafeMutableBufferPointer { pixels in
                image.rgba.withUnsafeBufferPointer { rgba in
                    soleColumns.withUnsafeBufferPointer { sole in
                        var end = x
                        while end < high, coverage[end] == 1, clip.map({ $0.values[y * width + end] == 255 }) ?? true, sole[end] >= 0 {
                            let source = (imageRow * imageWidth + sole[end]) * 4
                            guard rgba[source + 3] == 255 else { break }
                            let target = (y * width + end) * 4
                            pixels[target] = rgba[source]
                            pixels[target + 1] = rgba[source + 1]
                            pixels[target + 2] = rgba[source + 2]
                            pixels[target + 3] = 255
                            end += 1
                        }
                        return end
                    }
                }
            }
            if end > x {
                x = end
                continue
            }
            canvas.blend(row: y, from: x, to: x + 1, coverage: coverage, clip: clip) { x in
                self.color(column: x, of: columns, row: 0, of: rows)
            }
            x += 1
        }
    }

    /// The box filter's average over taps, summed in the order of the per-pixel box filter
    /// (rows outside, columns inside) with the same weights.
    private func box(_ xs: Range<Int>, of columns: Taps, rows ys: Range<Int>, of rows: Taps) -> DisplayList.RGBA {
        var sum = BoxFilterSum()
        let width = image.width
        image.rgba.withUnsafeBufferPointer { rgba in
            columns.indices.withUnsafeBufferPointer { columnIndices in
                columns.weights.withUnsafeBufferPointer { columnWeights in
                    for i in ys {
                        let wy = rows.weights[i], row = rows.indices[i] * width
                        for j in xs {
                            sum.add(rgba, at: (row + columnIndices[j]) * 4, weight: columnWeights[j] * wy)
                        }
                    }
                }
            }
        }
        return sum.average
    }
}
