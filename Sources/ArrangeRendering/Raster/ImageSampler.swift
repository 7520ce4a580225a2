import Arrange

/// Reads the colour a bitmap gives a point of the rectangle it is drawn in: nine-slice mapping
/// of the point into image pixels (cap insets kept at their size, the middle stretched or tiled),
/// then filtering by the image's interpolation — the nearest pixel (`.none`), the four nearest
/// blended (`.low`), or the average of every image pixel under the drawn pixel (`.medium`,
/// `.high`: a box filter as wide as the drawn pixel's footprint, which is bilinear blending when
/// the image is enlarged and area-averaging when it is reduced). Template images give their
/// alpha in the template colour.
struct ImageSampler {
    /// One axis's mapping from points in the frame to image pixels.
    struct Axis {
        /// Image length in pixels, cap insets in pixels, frame length in points.
        let length: Double, leading: Double, trailing: Double, frame: Double
        /// Cap sizes in the frame (scaled down together when they do not fit).
        let leadingDrawn: Double, trailingDrawn: Double
        let tiles: Bool

        init(length: Int, leading: CGFloat, trailing: CGFloat, frame: CGFloat, tiles: Bool) {
            let image = Double(length)
            var a = leading.isFinite ? max(0, Double(leading)) : 0, b = trailing.isFinite ? max(0, Double(trailing)) : 0
            if a + b >= image { (a, b) = a + b > 0 ? (a / (a + b) * image * 0.5, b / (a + b) * image * 0.5) : (0, 0) }
            self.length = image
            self.leading = a
            self.trailing = b
            self.frame = Double(frame)
            let fit = a + b > Double(frame) && a + b > 0 ? Double(frame) / (a + b) : 1
            leadingDrawn = a * fit
            trailingDrawn = b * fit
            self.tiles = tiles
        }

        /// The image coordinate of frame coordinate `x`, image pixels per point there, and the
        /// image pixels of its slice (`first..<end`), which filtering does not reach past.
        func map(_ x: Double) -> (u: Double, scale: Double, first: Int, end: Int) {
            let whole = Int(length), middleStart = Int(leading.rounded(.down)), middleEnd = Int((length - trailing).rounded(.up))
            if leadingDrawn > 0, x < leadingDrawn { return (x / leadingDrawn * leading, leading / leadingDrawn, 0, max(1, Int(leading.rounded(.up)))) }
            if trailingDrawn > 0, x > frame - trailingDrawn {
                return (length - (frame - x) / trailingDrawn * trailing, trailing / trailingDrawn, min(whole - 1, Int((length - trailing).rounded(.down))), whole)
            }
            let middle = length - leading - trailing, drawn = frame - leadingDrawn - trailingDrawn
            let end = max(middleEnd, middleStart + 1)
            guard drawn > 0, middle > 0 else { return (leading, 1, middleStart, end) }
            if tiles {
                var offset = (x - leadingDrawn).truncatingRemainder(dividingBy: middle)
                if offset < 0 { offset += middle }
                return (leading + offset, 1, middleStart, end)
            }
            return (leading + (x - leadingDrawn) / drawn * middle, middle / drawn, middleStart, end)
        }
    }

    let image: DisplayList.Pixels
    let horizontal: Axis, vertical: Axis
    let interpolation: Image.Interpolation
    let templateColor: DisplayList.RGBA?

    init(_ bitmap: DisplayList.Bitmap, pixels: DisplayList.Pixels, size: CGSize) {
        image = pixels
        let tiles = bitmap.resizingMode == .tile
        horizontal = Axis(length: pixels.width, leading: bitmap.capInsets.leading, trailing: bitmap.capInsets.trailing, frame: size.width, tiles: tiles)
        vertical = Axis(length: pixels.height, leading: bitmap.capInsets.top, trailing: bitmap.capInsets.bottom, frame: size.height, tiles: tiles)
        interpolation = bitmap.interpolation
        templateColor = bitmap.templateColor
    }

    /// The colour at `point` in the frame's coordinates (origin at its top left), for a drawn
    /// pixel `pixelSize` points wide and high.
    func color(at point: CGPoint, pixelSize: CGSize) -> DisplayList.RGBA {
        let clear = DisplayList.RGBA(red: 0, green: 0, blue: 0, opacity: 0)
        guard point.x.isFinite, point.y.isFinite else { return clear }
        let x = horizontal.map(Double(point.x)), y = vertical.map(Double(point.y))
        guard x.u.isFinite, y.u.isFinite, x.scale.isFinite, y.scale.isFinite else { return clear }
        let columns = x.first..<max(x.first + 1, x.end), rows = y.first..<max(y.first + 1, y.end)
        var color: DisplayList.RGBA
        switch interpolation {
        case .none:
            color = texel(Int(x.u.rounded(.down)).clamped(to: columns), Int(y.u.rounded(.down)).clamped(to: rows))
        case .low:
            color = box(u: x.u, v: y.u, width: 1, height: 1, columns: columns, rows: rows)
        case .medium, .high:
            color = box(u: x.u, v: y.u, width: max(1, x.scale * Double(pixelSize.width)), height: max(1, y.scale * Double(pixelSize.height)),
                        columns: columns, rows: rows)
        }
        if let template = templateColor {
            color = DisplayList.RGBA(red: template.red, green: template.green, blue: template.blue, opacity: color.opacity * template.opacity)
        }
        return color
    }

    /// One image pixel, coordinates clamped to the image.
    func texel(_ x: Int, _ y: Int) -> DisplayList.RGBA {
        let x = min(max(x, 0), image.width - 1), y = min(max(y, 0), image.height - 1)
        let offset = (y * image.width + x) * 4
        return DisplayList.RGBA(red: Double(image.rgba[offset]) / 255, green: Double(image.rgba[offset + 1]) / 255,
                                blue: Double(image.rgba[offset + 2]) / 255, opacity: Double(image.rgba[offset + 3]) / 255)
    }

    /// The average (premultiplied) of the image over the box `width` × `height` centred at
    /// (`u`, `v`), each image pixel weighted by how much of it the box covers; pixels outside
    /// the slice (`columns`, `rows`) are its edge pixels.
    private func box(u: Double, v: Double, width: Double, height: Double, columns: Range<Int>, rows: Range<Int>) -> DisplayList.RGBA {
        let x0 = u - width / 2, x1 = u + width / 2, y0 = v - height / 2, y1 = v + height / 2
        var sum = BoxFilterSum()
        image.rgba.withUnsafeBufferPointer { rgba in
            for y in Int(y0.rounded(.down))...Int(y1.rounded(.down)) {
                let wy = min(Double(y + 1), y1) - max(Double(y), y0)
                guard wy > 0 else { continue }
                let row = y.clamped(to: rows) * image.width
                for x in Int(x0.rounded(.down))...Int(x1.rounded(.down)) {
                    let wx = min(Double(x + 1), x1) - max(Double(x), x0)
                    guard wx > 0 else { continue }
                    sum.add(rgba, at: (row + x.clamped(to: columns)) * 4, weight: wx * wy)
                }
            }
        }
        return sum.average
    }
}

extension Int {
    /// The nearest number in `range`, which must not be empty.
    func clamped(to range: Range<Int>) -> Int { Swift.min(Swift.max(self, range.lowerBound), range.upperBound - 1) }
}
