import Arrange

extension RasterRenderer {
    /// A canvas that items draw into until their group ends, and what happens to it then.
    struct Layer {
        var canvas: RasterCanvas
        var opacity: Float
        var effect: LayerEffect
    }

    /// What a layer's group does to it when it ends.
    enum LayerEffect {
        /// Composited with the layer's opacity.
        case opacity
        /// A shadow drawn behind it; the transform in force where it began.
        case shadow(DisplayList.Shadow, CGAffineTransform)
        /// Filtered; the transform in force where it began.
        case filter(DisplayList.Filter, CGAffineTransform)
        /// Blended onto the layer below with a mode.
        case blend(BlendMode)
        /// A mask being drawn: never composited itself.
        case mask
        /// Content being drawn under a finished mask.
        case masked(RasterCanvas)
    }

    /// Paints the items that open and close effect layers and projections.
    mutating func paintLayerItem(_ content: DisplayList.Content, transform: CGAffineTransform) {
        let base = layers[0].canvas
        func push(_ effect: LayerEffect) {
            layers.append(Layer(canvas: RasterCanvas(width: base.width, height: base.height), opacity: 1, effect: effect))
        }
        switch content {
        case .pushFilter(let filter):
            push(.filter(filter, transform))
        case .popFilter:
            popLayer(if: { if case .filter = $0 { return true } else { return false } })
        case .pushBlendMode(let mode):
            push(.blend(mode))
        case .popBlendMode:
            popLayer(if: { if case .blend = $0 { return true } else { return false } })
        case .pushMask:
            push(.mask)
        case .beginMaskedContent:
            guard layers.count > 1, case .mask = layers[layers.count - 1].effect else { return }
            let mask = layers.removeLast().canvas
            push(.masked(mask))
        case .popMask:
            popLayer(if: { if case .masked = $0 { return true } else { return false } })
        default:
            break
        }
    }

    /// Ends the innermost layer if `matches` its effect; a pop that matches no push is ignored.
    mutating func popLayer(if matches: (LayerEffect) -> Bool) {
        guard layers.count > 1, matches(layers[layers.count - 1].effect) else { return }
        popLayer()
    }

    /// Ends the innermost layer: applies its effect and composites it onto the one below.
    mutating func popLayer() {
        let layer = layers.removeLast()
        var canvas = layer.canvas
        switch layer.effect {
        case .opacity:
            break
        case .shadow(let shadow, let transform):
            let blurred = ShadowBlur(shadow: shadow, transform: transform).shadow(of: canvas)
            layers[layers.count - 1].canvas.composite(blurred, opacity: 1)
        case .filter(.colorMatrix(let matrix), _):
            canvas.apply(matrix)
        case .filter(.blur(let radius, let opaque, let bounds), let transform):
            canvas.blur(sigma: radius / 2 * Self.scale(of: transform))
            if opaque { canvas.makeOpaque(inside: bounds.applying(transform)) }
        case .blend(let mode):
            layers[layers.count - 1].canvas.blend(canvas, mode: mode)
            return canvas.recycle()
        case .mask:
            return
        case .masked(let mask):
            canvas.mask(by: mask)
            mask.recycle()
        }
        layers[layers.count - 1].canvas.composite(canvas, opacity: layer.opacity)
        canvas.recycle()
    }

    /// Applies a projective transform after the ones in force.
    mutating func pushProjection(_ projection: ProjectionTransform) {
        let outer = projections[projections.count - 1] ?? ProjectionTransform(transforms[transforms.count - 1])
        let full = projection.concatenating(outer)
        if full.isAffine {
            transforms.append(CGAffineTransform(a: full.m11, b: full.m12, c: full.m21, d: full.m22, tx: full.m31, ty: full.m32))
            projections.append(nil)
        } else {
            // The affine approximation: the projection's affine part divided by m33.
            let w = projection.m33 != 0 && projection.m33.isFinite ? 1 / projection.m33 : 0
            let part = CGAffineTransform(a: projection.m11 * w, b: projection.m12 * w, c: projection.m21 * w,
                                         d: projection.m22 * w, tx: projection.m31 * w, ty: projection.m32 * w)
            transforms.append(part.concatenating(transforms[transforms.count - 1]))
            projections.append(full)
        }
    }

    /// A path in pixel coordinates, flattened: under an affine transform, transformed then
    /// flattened; under a projection, flattened in its own space (finely enough for the
    /// approximate scale) and each point projected. Nothing when a point lands behind the viewer.
    func device(_ path: Path, _ transform: CGAffineTransform) -> [Polyline] {
        guard let projection = projections[projections.count - 1] else {
            return Polyline.flatten(path.applying(transform), tolerance: Self.tolerance)
        }
        let scale = Self.scale(of: transform)
        guard scale > 0, scale.isFinite else { return [] }
        return device(Polyline.flatten(path, tolerance: Self.tolerance / scale / 2), projection: projection)
    }

    /// Polylines in the current space mapped to pixel coordinates.
    func device(_ polylines: [Polyline], _ transform: CGAffineTransform) -> [Polyline] {
        guard let projection = projections[projections.count - 1] else { return polylines.map { $0.applying(transform) } }
        return device(polylines, projection: projection)
    }

    private func device(_ polylines: [Polyline], projection m: ProjectionTransform) -> [Polyline] {
        var result = polylines
        for index in result.indices {
            for (i, point) in result[index].points.enumerated() {
                let w = m.m13 * point.x + m.m23 * point.y + m.m33
                guard w > 0, w.isFinite else { return [] }
                result[index].points[i] = point.applying(m)
            }
        }
        return result
    }

    /// The map from pixel coordinates back to the current space (for gradients and images); nil
    /// when there is none.
    func toLocal(_ transform: CGAffineTransform) -> ((CGPoint) -> CGPoint)? {
        if let projection = projections[projections.count - 1] {
            var inverse = projection
            guard inverse.invert() else { return nil }
            return { $0.applying(inverse) }
        }
        let determinant = transform.a * transform.d - transform.b * transform.c
        guard determinant != 0, determinant.isFinite else { return nil }
        let inverse = transform.inverted()
        return { $0.applying(inverse) }
    }
}
