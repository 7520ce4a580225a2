import Arrange
import Foundation

/// Paints a display list into a raster canvas: fills and strokes of paths, glyph outlines, clips
/// as coverage masks, opacity as layers composited on pop, transforms applied to geometry.
struct RasterRenderer {
    /// How far flattened curves may depart from the true ones, in pixels.
    static let tolerance: CGFloat = 0.2

    private var layers: [Layer]
    private var clips: [ClipMask?] = []
    private var transforms: [CGAffineTransform]
    private let rasterizer: ScanlineRasterizer

    /// A renderer over a transparent canvas of `width` × `height` pixels, `scale` pixels per point.
    init(width: Int, height: Int, scale: CGFloat) {
        layers = [Layer(canvas: RasterCanvas(width: width, height: height), opacity: 1)]
        transforms = [CGAffineTransform(scaleX: scale, y: scale)]
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
            fill(Polyline.flatten(path.applying(transform), tolerance: Self.tolerance), rule: rule, color: color)
        case .fillGradient(let path, let gradient, let rule):
            guard path.isFinite, !gradient.stops.isEmpty else { return }
            fill(Polyline.flatten(path.applying(transform), tolerance: Self.tolerance), rule: rule, gradient: gradient, transform: transform)
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
            fill(pieces.map { $0.applying(transform) }, rule: .nonZero, color: color)
        case .glyphs(let run):
            guard run.color.opacity > 0 else { return }
            fill(Polyline.flatten(run.outlines.applying(transform), tolerance: Self.tolerance), rule: .nonZero, color: run.color)
        case .pushClip(let path, let rule):
            pushClip(path.isFinite ? path.applying(transform) : Path(), rule: rule)
        case .popClip:
            if !clips.isEmpty { clips.removeLast() }
        case .pushOpacity(let opacity):
            let value = opacity.isFinite ? Float(Swift.min(Swift.max(opacity, 0), 1)) : 0
            let base = layers[0].canvas
            layers.append(Layer(canvas: RasterCanvas(width: base.width, height: base.height), opacity: value))
        case .popOpacity:
            if layers.count > 1 { popLayer() }
        case .pushTransform(let t):
            transforms.append(t.concatenating(transform))
        case .popTransform:
            if transforms.count > 1 { transforms.removeLast() }
        case .pushShadow(let shadow):
            let base = layers[0].canvas
            layers.append(Layer(canvas: RasterCanvas(width: base.width, height: base.height), opacity: 1, shadow: (shadow, transform)))
        case .popShadow:
            if layers.count > 1 && layers[layers.count - 1].shadow != nil { popLayer() }
        }
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
    /// mapped back to the gradient's space through the inverse of `transform`.
    private mutating func fill(_ polygons: [Polyline], rule: DisplayList.FillRule, gradient: DisplayList.Gradient, transform: CGAffineTransform) {
        let determinant = transform.a * transform.d - transform.b * transform.c
        guard determinant != 0, determinant.isFinite else { return }
        let inverse = transform.inverted()
        let clip = clips.last ?? nil
        var canvas = layers[layers.count - 1].canvas
        layers[layers.count - 1].canvas = RasterCanvas(width: 0, height: 0)
        rasterizer.rasterize(polygons, rule: rule) { y, low, high, coverage in
            canvas.blend(row: y, from: low, to: high, coverage: coverage, clip: clip) { x in
                gradient.color(at: CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(inverse))
            }
        }
        layers[layers.count - 1].canvas = canvas
    }

    /// Draws a bitmap over `rect` (`ImageSampler`: nine-slice, tiling, interpolation, template
    /// colour). At one image pixel a pixel the colours are exact; a reduced image averages the
    /// image pixels under each pixel. Without antialiasing a pixel is drawn wholly when the frame
    /// covers at least half of it. A file that can't be decoded draws nothing.
    private mutating func drawImage(_ bitmap: DisplayList.Bitmap, in rect: CGRect, transform: CGAffineTransform) {
        let determinant = transform.a * transform.d - transform.b * transform.c
        guard rect.width > 0, rect.height > 0, [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite),
              determinant != 0, determinant.isFinite,
              let image = bitmap.decoded(), image.width > 0, image.height > 0 else { return }
        let inverse = transform.inverted()
        let sampler = ImageSampler(bitmap, pixels: image, size: rect.size)
        // Points per device pixel along each axis of the frame.
        let pixelSize = CGSize(width: 1 / Swift.max(hypot(transform.a, transform.b), 1e-9), height: 1 / Swift.max(hypot(transform.c, transform.d), 1e-9))
        let clip = clips.last ?? nil
        let polygons = Polyline.flatten(Path(rect).applying(transform), tolerance: Self.tolerance)
        var canvas = layers[layers.count - 1].canvas
        layers[layers.count - 1].canvas = RasterCanvas(width: 0, height: 0)
        rasterizer.rasterize(polygons, rule: .nonZero) { y, low, high, coverage in
            if !bitmap.isAntialiased {
                for x in low..<high { coverage[x] = coverage[x] >= 0.5 ? 1 : 0 }
            }
            canvas.blend(row: y, from: low, to: high, coverage: coverage, clip: clip) { x in
                let point = CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5).applying(inverse)
                return sampler.color(at: CGPoint(x: point.x - rect.minX, y: point.y - rect.minY), pixelSize: pixelSize)
            }
        }
        layers[layers.count - 1].canvas = canvas
    }

    /// Intersects the clip in force with a path in pixel coordinates.
    private mutating func pushClip(_ path: Path, rule: DisplayList.FillRule) {
        let width = rasterizer.width
        var mask = ClipMask(width: width, values: [UInt8](repeating: 0, count: width * rasterizer.height))
        let previous = clips.last ?? nil
        rasterizer.rasterize(Polyline.flatten(path, tolerance: Self.tolerance), rule: rule) { y, low, high, coverage in
            for x in low..<high {
                let outer = previous.map { $0.coverage(x: x, y: y) } ?? 1
                mask.values[y * width + x] = RasterCanvas.byte(coverage[x] * outer * 255)
            }
        }
        clips.append(mask)
    }

    private mutating func popLayer() {
        let layer = layers.removeLast()
        if let (shadow, transform) = layer.shadow {
            let blurred = ShadowBlur(shadow: shadow, transform: transform).shadow(of: layer.canvas)
            layers[layers.count - 1].canvas.composite(blurred, opacity: 1)
        }
        layers[layers.count - 1].canvas.composite(layer.canvas, opacity: layer.opacity)
    }

    /// A canvas that items draw into until their group ends: an opacity group or a shadow group.
    private struct Layer {
        var canvas: RasterCanvas
        var opacity: Float
        /// For a shadow group, the shadow and the transform in force where it began.
        var shadow: (DisplayList.Shadow, CGAffineTransform)?
    }

    /// How much a transform scales lengths, on average: the square root of its determinant's
    /// magnitude.
    static func scale(of t: CGAffineTransform) -> CGFloat {
        abs(t.a * t.d - t.b * t.c).squareRoot()
    }
}
