import Arrange
import Foundation

/// Paints a display list into a raster canvas: fills and strokes of paths, glyph outlines, clips
/// as coverage masks, opacity as layers composited on pop, transforms applied to geometry.
struct RasterRenderer {
    /// How far flattened curves may depart from the true ones, in pixels.
    static let tolerance: CGFloat = 0.2

    var layers: [Layer]
    private var clips: [ClipMask?] = []
    /// The transforms in force (points to pixels), innermost last; under a projection, an affine
    /// approximation (for stroke flattening and blur radii).
    var transforms: [CGAffineTransform]
    /// The projective transform in force (points to pixels) when it is not affine, innermost last.
    var projections: [ProjectionTransform?] = [nil]
    let rasterizer: ScanlineRasterizer

    /// A renderer over a transparent canvas of `width` × `height` pixels, `scale` pixels per point.
    ///
    /// With `rowOffset`, the canvas is the band of rows from `rowOffset` down of a taller
    /// picture (``RasterBands``): every pixel coordinate is moved up by it, exactly. With
    /// `opaque`, the canvas starts white (``RasterCanvas/init(width:height:opaque:)``).
    init(width: Int, height: Int, scale: CGFloat, rowOffset: Int = 0, opaque: Bool = false) {
        layers = [Layer(canvas: RasterCanvas(width: width, height: height, opaque: opaque), opacity: 1, effect: .opacity)]
        transforms = [CGAffineTransform(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: rowOffset == 0 ? 0 : -CGFloat(rowOffset))]
        rasterizer = ScanlineRasterizer(width: width, height: height)
    }

    /// The painted canvas, any layers left open composited.
    mutating func finish() -> RasterCanvas {
        while layers.count > 1 { popLayer() }
        return layers[0].canvas
    }

    /// Paints one item.
    mutating func paint(_ content: DisplayList.Content) {
        let transform = transforms[transforms.count - 1]
        switch content {
        case .fill(let path, let color, let rule):
            guard path.isFinite, color.opacity > 0 else { return }
            fill(device(path, transform), rule: rule, color: color)
        case .fillGradient(let path, let gradient, let rule):
            guard path.isFinite, !gradient.stops.isEmpty else { return }
            fill(device(path, transform), rule: rule, gradient: gradient, transform: transform)
        case .image(let bitmap, let rect):
            drawImage(bitmap, in: rect, transform: transform)
        case .stroke(let path, let color, let style):
            guard path.isFinite, color.opacity > 0, style.lineWidth.isFinite, style.lineWidth > 0 else { return }
            let scale = Self.scale(of: transform)
            guard scale > 0, scale.isFinite else { return }
            let tolerance = Self.tolerance / scale
            var polylines = Polyline.flatten(path, tolerance: tolerance)
            if let pattern = style.resolvedDashPattern {
                polylines = Polyline.dashed(polylines, pattern: pattern, phase: style.dashPhase)
            }
            let pieces = StrokeOutliner(style: style, tolerance: tolerance).outline(polylines)
            fill(device(pieces, transform), rule: .nonZero, color: color)
        case .glyphs(let run):
            guard run.color.opacity > 0 else { return }
            fillGlyphOutlines(run.outlines, color: run.color, transform: transform)
        case .pushClip(let path, let rule):
            pushClip(path.isFinite ? device(path, transform) : [], rule: rule)
        case .popClip:
            if !clips.isEmpty, let mask = clips.removeLast() { ByteBufferPool.shared.recycle(mask.values) }
        case .pushOpacity(let opacity):
            let value = opacity.isFinite ? Float(Swift.min(Swift.max(opacity, 0), 1)) : 0
            let base = layers[0].canvas
            layers.append(Layer(canvas: RasterCanvas(width: base.width, height: base.height), opacity: value, effect: .opacity))
        case .popOpacity:
            popLayer(if: { if case .opacity = $0 { return true } else { return false } })
        case .pushTransform(let t):
            pushProjection(ProjectionTransform(t))
        case .pushProjection(let projection):
            pushProjection(projection)
        case .popTransform, .popProjection:
            if transforms.count > 1 {
                transforms.removeLast()
                projections.removeLast()
            }
        case .pushShadow(let shadow):
            let base = layers[0].canvas
            layers.append(Layer(canvas: RasterCanvas(width: base.width, height: base.height), opacity: 1, effect: .shadow(shadow, transform)))
        case .popShadow:
            popLayer(if: { if case .shadow = $0 { return true } else { return false } })
        default:
            paintLayerItem(content, transform: transform)
        }
    }

    /// Fills a glyph run's outlines (``DisplayList/GlyphRun/outlines``) with its colour.
    mutating func fillGlyphOutlines(_ outlines: Path, color: DisplayList.RGBA, transform: CGAffineTransform) {
        fill(device(outlines, transform), rule: .nonZero, color: color)
    }

    /// Fills polygons in pixel coordinates with a colour, through the clip in force.
    private mutating func fill(_ polygons: [Polyline], rule: DisplayList.FillRule, color: DisplayList.RGBA) {
        let clip = clips.last ?? nil
        var canvas = layers[layers.count - 1].canvas
        layers[layers.count - 1].canvas = RasterCanvas(width: 0, height: 0) // keep the pixels uniquely referenced
        rasterizer.rasterize(polygons, rule: rule) { y, low, high, coverage in
            canvas.blend(row: y, from: low, to: high, coverage: coverage, color: color, clip: clip)
        }
        layers[layers.count - 1].canvas = canvas
    }

    /// Fills polygons in pixel coordinates with a gradient evaluated at each pixel's centre,
    /// mapped back to the gradient's space through the inverse of `transform` (a linear gradient
    /// under an affine transform by ``LinearGradientShader``, a step a pixel).
    private mutating func fill(_ polygons: [Polyline], rule: DisplayList.FillRule, gradient: DisplayList.Gradient, transform: CGAffineTransform) {
        let shader = projections[projections.count - 1] == nil ? LinearGradientShader(gradient, transform: transform) : nil
        let inverse = shader == nil ? toLocal(transform) : nil
        guard shader != nil || inverse != nil else { return }
        let clip = clips.last ?? nil
        var canvas = layers[layers.count - 1].canvas
        layers[layers.count - 1].canvas = RasterCanvas(width: 0, height: 0)
        rasterizer.rasterize(polygons, rule: rule) { y, low, high, coverage in
            if let shader {
                shader.blend(row: y, from: low, to: high, coverage: coverage, clip: clip, into: &canvas)
            } else if let inverse {
                canvas.blend(row: y, from: low, to: high, coverage: coverage, clip: clip) { x in
                    gradient.color(at: inverse(CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)))
                }
            }
        }
        layers[layers.count - 1].canvas = canvas
    }

    /// Draws a bitmap over `rect` (`ImageSampler`: nine-slice, tiling, interpolation, template
    /// colour). At one image pixel a pixel the colours are exact; a reduced image averages the
    /// image pixels under each pixel. Without antialiasing a pixel is drawn wholly when the frame
    /// covers at least half of it. A file that can't be decoded draws nothing.
    private mutating func drawImage(_ bitmap: DisplayList.Bitmap, in rect: CGRect, transform: CGAffineTransform) {
        guard rect.width > 0, rect.height > 0, [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite),
              let inverse = toLocal(transform),
              let image = bitmap.decoded(), image.width > 0, image.height > 0 else { return }
        let sampler = ImageSampler(bitmap, pixels: image, size: rect.size)
        // Points per device pixel along each axis of the frame (the affine part of a projection).
        let pixelSize = CGSize(width: 1 / Swift.max(hypot(transform.a, transform.b), 1e-9), height: 1 / Swift.max(hypot(transform.c, transform.d), 1e-9))
        let clip = clips.last ?? nil
        let polygons = device(Path(rect), transform)
        var canvas = layers[layers.count - 1].canvas
        layers[layers.count - 1].canvas = RasterCanvas(width: 0, height: 0)
        // Not rotated nor skewed: a pixel's frame x depends on its column only and its y on its
        // row only (the other term of the inverse is a zero), so the image pixels each column
        // and each row reads are worked out once (`ImageSampler.Taps`), with the same results.
        if projections[projections.count - 1] == nil, transform.b == 0, transform.c == 0 {
            let local = transform.inverted()
            var columns = ImageSampler.Taps(), rows = ImageSampler.Taps()
            for x in 0..<canvas.width {
                let point = CGPoint(x: CGFloat(x) + 0.5, y: 0.5).applying(local)
                columns.append(point.x - rect.minX, axis: sampler.horizontal, pixelLength: pixelSize.width, interpolation: sampler.interpolation)
            }
            let soleColumns = (0..<canvas.width).map { columns.soleIndex($0) ?? -1 }
            rasterizer.rasterize(polygons, rule: .nonZero) { y, low, high, coverage in
                if !bitmap.isAntialiased {
                    for x in low..<high { coverage[x] = coverage[x] >= 0.5 ? 1 : 0 }
                }
                let point = CGPoint(x: 0.5, y: CGFloat(y) + 0.5).applying(local)
                rows.removeAll()
                rows.append(point.y - rect.minY, axis: sampler.vertical, pixelLength: pixelSize.height, interpolation: sampler.interpolation)
                sampler.blend(row: y, from: low, to: high, coverage: coverage, clip: clip, columns: columns, soleColumns: soleColumns,
                              rows: rows, into: &canvas)
            }
        } else {
            rasterizer.rasterize(polygons, rule: .nonZero) { y, low, high, coverage in
                if !bitmap.isAntialiased {
                    for x in low..<high { coverage[x] = coverage[x] >= 0.5 ? 1 : 0 }
                }
                canvas.blend(row: y, from: low, to: high, coverage: coverage, clip: clip) { x in
                    let point = inverse(CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5))
                    return sampler.color(at: CGPoint(x: point.x - rect.minX, y: point.y - rect.minY), pixelSize: pixelSize)
                }
            }
        }
        layers[layers.count - 1].canvas = canvas
    }

    /// Intersects the clip in force with polygons in pixel coordinates.
    private mutating func pushClip(_ polygons: [Polyline], rule: DisplayList.FillRule) {
        let width = rasterizer.width
        var mask = ClipMask(width: width, values: ByteBufferPool.shared.buffer(count: width * rasterizer.height, repeating: 0))
        let previous = clips.last ?? nil
        rasterizer.rasterize(polygons, rule: rule) { y, low, high, coverage in
            for x in low..<high {
                let outer = previous.map { $0.coverage(x: x, y: y) } ?? 1
                mask.values[y * width + x] = RasterCanvas.byte(coverage[x] * outer * 255)
            }
        }
        clips.append(mask)
    }

    /// How much a transform scales lengths, on average: the square root of its determinant's
    /// magnitude.
    static func scale(of t: CGAffineTransform) -> CGFloat {
        abs(t.a * t.d - t.b * t.c).squareRoot()
    }
}
