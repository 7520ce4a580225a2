import Arrange

extension SVGWriter {
    /// Writes the items of filters, blend modes and masks.
    ///
    /// A colour matrix is an `feColorMatrix` in sRGB; a blur an `feGaussianBlur` with a standard
    /// deviation of half the radius (an opaque one is cut to the view's frame and made opaque by
    /// an `feComponentTransfer`); a blend mode is CSS `mix-blend-mode` on an isolated group
    /// (a compositing group is `isolation: isolate`); a mask is an alpha `<mask>`.
    mutating func writeEffect(_ content: DisplayList.Content) {
        switch content {
        case .pushFilter(.colorMatrix(let matrix)):
            let id = nextID()
            let values = matrix.values.map { Path.formatNumber($0) }.joined(separator: " ")
            line("<filter id=\"effect\(id)\" color-interpolation-filters=\"sRGB\"><feColorMatrix type=\"matrix\" values=\"\(values)\"/></filter>")
            line("<g filter=\"url(#effect\(id))\">")
            open.append(.filter)
        case .pushFilter(.blur(let radius, let opaque, let bounds)):
            let id = nextID()
            let deviation = SVGRenderer.number(radius.isFinite && radius > 0 ? radius / 2 : 0)
            if opaque {
                let rect = bounds.isNull || ![bounds.minX, bounds.minY, bounds.width, bounds.height].allSatisfy(\.isFinite) ? CGRect.zero : bounds
                line("<filter id=\"effect\(id)\" filterUnits=\"userSpaceOnUse\" \(Self.region(rect)) color-interpolation-filters=\"sRGB\">"
                     + "<feGaussianBlur stdDeviation=\"\(deviation)\"/>"
                     + "<feComponentTransfer><feFuncA type=\"linear\" slope=\"0\" intercept=\"1\"/></feComponentTransfer></filter>")
            } else {
                let width = SVGRenderer.sanitised(canvas.width), height = SVGRenderer.sanitised(canvas.height)
                let region = Self.region(CGRect(x: -width, y: -height, width: 3 * width, height: 3 * height))
                line("<filter id=\"effect\(id)\" filterUnits=\"userSpaceOnUse\" \(region) color-interpolation-filters=\"sRGB\">"
                     + "<feGaussianBlur stdDeviation=\"\(deviation)\"/></filter>")
            }
            line("<g filter=\"url(#effect\(id))\">")
            open.append(.filter)
        case .popFilter:
            close(.filter)
        case .pushBlendMode(let mode):
            if let name = Self.cssName(of: mode) {
                line("<g style=\"mix-blend-mode:\(name)\">")
            } else {
                line("<g style=\"isolation:isolate\">")
            }
            open.append(.blend)
        case .popBlendMode:
            close(.blend)
        case .pushMask:
            let id = nextID()
            maskIDs.append(id)
            line("<mask id=\"mask\(id)\" mask-type=\"alpha\" style=\"mask-type:alpha\">")
            open.append(.mask)
        case .beginMaskedContent:
            guard open.last == .mask, let id = maskIDs.last else { return }
            line("</mask>")
            line("<g mask=\"url(#mask\(id))\">")
            open[open.count - 1] = .masked
        case .popMask:
            guard open.last == .masked else { return }
            maskIDs.removeLast()
            close(.masked)
        default:
            break
        }
    }

    /// Applies a projective transform: an affine one outside any projection is a `<g>`
    /// transform; otherwise geometry is mapped through it as it is written.
    mutating func pushProjection(_ projection: ProjectionTransform) {
        if projections.isEmpty, projection.isAffine {
            write(.pushTransform(CGAffineTransform(a: projection.m11, b: projection.m12, c: projection.m21,
                                                   d: projection.m22, tx: projection.m31, ty: projection.m32)))
            return
        }
        projections.append(projection.concatenating(projections.last ?? ProjectionTransform()))
        open.append(.projected)
    }

    /// Writes a drawing item under a projection SVG can't express: paths are flattened and each
    /// point projected; strokes keep a uniform width scaled by the projection's affine part;
    /// glyphs are written as outlines; gradients and images are drawn through the affine part.
    /// Nothing is drawn when a point lands behind the viewer.
    mutating func writeProjected(_ content: DisplayList.Content, _ projection: ProjectionTransform) {
        let saved = projections
        projections = []
        defer { projections = saved }
        let w = projection.m33 != 0 && projection.m33.isFinite ? 1 / projection.m33 : 0
        let affine = CGAffineTransform(a: projection.m11 * w, b: projection.m12 * w, c: projection.m21 * w,
                                       d: projection.m22 * w, tx: projection.m31 * w, ty: projection.m32 * w)
        let scale = abs(affine.a * affine.d - affine.b * affine.c).squareRoot()
        func map(_ path: Path) -> Path? { Self.project(path, projection, tolerance: 0.1 / Swift.max(scale, 0.01)) }
        switch content {
        case .fill(let path, let color, let rule):
            if let mapped = map(path) { write(.fill(mapped, color: color, rule: rule)) }
        case .stroke(let path, let color, var style):
            style.lineWidth *= scale
            if let mapped = map(path) { write(.stroke(mapped, color: color, style: style)) }
        case .glyphs(let run):
            if let mapped = map(run.outlines) { write(.fill(mapped, color: run.color, rule: .nonZero)) }
        case .pushClip(let path, let rule):
            write(.pushClip(map(path) ?? Path(), rule: rule))
        case .fillGradient, .image:
            write(.pushTransform(affine))
            write(content)
            write(.popTransform)
        default:
            write(content)
        }
    }

    /// `path` flattened and projected point by point; nil when a point lands behind the viewer.
    static func project(_ path: Path, _ m: ProjectionTransform, tolerance: CGFloat) -> Path? {
        guard path.isFinite else { return nil }
        var result = Path()
        for polyline in Polyline.flatten(path, tolerance: tolerance) {
            for (index, point) in polyline.points.enumerated() {
                let w = m.m13 * point.x + m.m23 * point.y + m.m33
                guard w > 0, w.isFinite else { return nil }
                if index == 0 { result.move(to: point.applying(m)) } else { result.addLine(to: point.applying(m)) }
            }
            if polyline.isClosed { result.closeSubpath() }
        }
        return result
    }

    /// `x y width height` attributes of a region.
    static func region(_ rect: CGRect) -> String {
        "x=\"\(SVGRenderer.number(rect.minX))\" y=\"\(SVGRenderer.number(rect.minY))\" "
            + "width=\"\(SVGRenderer.number(rect.width))\" height=\"\(SVGRenderer.number(rect.height))\""
    }

    /// The CSS `mix-blend-mode` of a blend mode; nil for `normal` and for the Porter-Duff modes
    /// CSS has no blend mode for (drawn as an isolated group: Docs/Differences.md, "Effects").
    static func cssName(of mode: BlendMode) -> String? {
        switch mode {
        case .normal, .sourceAtop, .destinationOver, .destinationOut: return nil
        case .multiply: return "multiply"
        case .screen: return "screen"
        case .overlay: return "overlay"
        case .darken: return "darken"
        case .lighten: return "lighten"
        case .colorDodge: return "color-dodge"
        case .colorBurn: return "color-burn"
        case .softLight: return "soft-light"
        case .hardLight: return "hard-light"
        case .difference: return "difference"
        case .exclusion: return "exclusion"
        case .hue: return "hue"
        case .saturation: return "saturation"
        case .color: return "color"
        case .luminosity: return "luminosity"
        case .plusDarker: return "plus-darker"
        case .plusLighter: return "plus-lighter"
        }
    }
}
