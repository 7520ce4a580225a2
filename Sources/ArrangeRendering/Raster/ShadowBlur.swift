import Arrange

/// Makes the shadow of a layer: its alpha, offset, blurred and coloured.
///
/// The blur approximates a Gaussian with a standard deviation of half the shadow's radius (in
/// pixels: times the transform's scale) by three passes of a box blur each way, whose width `w`
/// is chosen so that the three passes' variance, 3 (w² − 1) / 12, matches the Gaussian's. The
/// offset is rounded to whole pixels.
struct ShadowBlur {
    let shadow: DisplayList.Shadow
    /// The transform in force where the shadow began (points to pixels).
    let transform: CGAffineTransform

    /// The shadow of `layer`: a canvas of the shadow's colour with the blurred, offset alpha.
    func shadow(of layer: RasterCanvas) -> RasterCanvas {
        let width = layer.width, height = layer.height
        var result = RasterCanvas(width: width, height: height)
        guard width > 0, height > 0, shadow.color.opacity > 0 else { return result }
        let dx = transform.a * shadow.offset.width + transform.c * shadow.offset.height
        let dy = transform.b * shadow.offset.width + transform.d * shadow.offset.height
        guard dx.isFinite, dy.isFinite, abs(dx) < CGFloat(Int32.max), abs(dy) < CGFloat(Int32.max) else { return result }
        let shiftX = Int(dx.rounded()), shiftY = Int(dy.rounded())
        var alpha = [Float](repeating: 0, count: width * height)
        for y in 0..<height {
            let sourceY = y - shiftY
            guard sourceY >= 0 && sourceY < height else { continue }
            for x in 0..<width {
                let sourceX = x - shiftX
                guard sourceX >= 0 && sourceX < width else { continue }
                alpha[y * width + x] = Float(layer.pixels[(sourceY * width + sourceX) * 4 + 3]) / 255
            }
        }
        Self.blur(&alpha, width: width, height: height, sigma: shadow.radius / 2 * RasterRenderer.scale(of: transform))
        let color = shadow.color
        for index in 0..<(width * height) {
            let a = alpha[index] * Float(color.opacity)
            guard a > 0 else { continue }
            result.pixels[index * 4] = RasterCanvas.byte(Float(color.red) * a * 255)
            result.pixels[index * 4 + 1] = RasterCanvas.byte(Float(color.green) * a * 255)
            result.pixels[index * 4 + 2] = RasterCanvas.byte(Float(color.blue) * a * 255)
            result.pixels[index * 4 + 3] = RasterCanvas.byte(a * 255)
        }
        return result
    }

    /// Blurs a plane of `width` × `height` values with a Gaussian of standard deviation `sigma`:
    /// three box blurs each way (outside the plane counts as 0).
    static func blur(_ values: inout [Float], width: Int, height: Int, sigma: CGFloat) {
        guard sigma.isFinite, sigma > 0 else { return }
        let boxWidth = (12 * sigma * sigma / 3 + 1).squareRoot()
        let half = Swift.min(Int(((boxWidth - 1) / 2).rounded()), Swift.max(width, height))
        guard half > 0 else { return }
        for _ in 0..<3 {
            boxBlur(&values, count: width, lines: height, stride: 1, lineStride: width, half: half)
            boxBlur(&values, count: height, lines: width, stride: width, lineStride: 1, half: half)
        }
    }

    /// One box-blur pass of width `2 half + 1` along lines of `count` values (outside the canvas
    /// counts as transparent), with a running sum.
    static func boxBlur(_ values: inout [Float], count: Int, lines: Int, stride: Int, lineStride: Int, half: Int) {
        var line = [Float](repeating: 0, count: count)
        let scale = 1 / Float(2 * half + 1)
        for index in 0..<lines {
            let base = index * lineStride
            for i in 0..<count { line[i] = values[base + i * stride] }
            var sum: Float = 0
            for i in 0...Swift.min(half, count - 1) { sum += line[i] }
            for i in 0..<count {
                values[base + i * stride] = sum * scale
                let incoming = i + half + 1, outgoing = i - half
                if incoming < count { sum += line[incoming] }
                if outgoing >= 0 { sum -= line[outgoing] }
            }
        }
    }
}
