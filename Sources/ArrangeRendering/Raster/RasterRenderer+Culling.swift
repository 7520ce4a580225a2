import Arrange

extension RasterRenderer {
    /// Paints `content`, unless it is a drawing whose geometry lies wholly above or below the
    /// canvas's rows: a band of a taller picture (``RasterBands``) then skips the items of the
    /// other bands. Such an item would cover no row of the canvas (the rasteriser visits only
    /// rows its polygons reach), so the pixels are the same; the test is on the bounds of the
    /// path's points and control points, which hold the curves, widened by a stroke's reach.
    mutating func paintUnlessOutsideRows(_ content: DisplayList.Content) {
        guard projections[projections.count - 1] == nil else { return paint(content) }
        let transform = transforms[transforms.count - 1]
        let bounds: CGRect?
        switch content {
        case .fill(let path, _, _), .fillGradient(let path, _, _):
            bounds = path.controlPointBounds
        case .stroke(let path, _, let style):
            // A miter reaches at most half the width times the miter limit from its point; a
            // square cap or a round join half the width times √2 at most.
            let reach = style.lineWidth / 2 * Swift.max(style.miterLimit, 1.5)
            bounds = reach.isFinite ? path.controlPointBounds?.insetBy(dx: -reach, dy: -reach) : nil
        case .image(_, let rect):
            bounds = rect
        case .glyphs(let run):
            guard run.color.opacity > 0 else { return }
            let outlines = run.outlines
            if let box = outlines.controlPointBounds, lies(box, outsideRowsUnder: transform) { return }
            return fillGlyphOutlines(outlines, color: run.color, transform: transform)
        default:
            bounds = nil
        }
        if let bounds, lies(bounds, outsideRowsUnder: transform) { return }
        paint(content)
    }

    /// Whether `bounds`, mapped to pixels by `transform`, ends above row 0 or starts below the
    /// last row (with a pixel's margin).
    private func lies(_ bounds: CGRect, outsideRowsUnder transform: CGAffineTransform) -> Bool {
        let device = bounds.applying(transform)
        guard device.minY.isFinite, device.maxY.isFinite else { return false }
        return device.maxY < -1 || device.minY > CGFloat(rasterizer.height) + 1
    }
}

extension Path {
    /// The smallest rectangle holding every point and control point of the path (which holds
    /// its curves), or nil for an empty path or one with a non-finite coordinate.
    var controlPointBounds: CGRect? {
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func include(_ p: CGPoint) {
            minX = Swift.min(minX, p.x)
            maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y)
            maxY = Swift.max(maxY, p.y)
        }
        for element in elements {
            switch element {
            case .move(let to), .line(let to): include(to)
            case .quadCurve(let to, let control):
                include(to)
                include(control)
            case .curve(let to, let control1, let control2):
                include(to)
                include(control1)
                include(control2)
            case .closeSubpath: break
            }
        }
        guard minX <= maxX, minY <= maxY, minX.isFinite, maxX.isFinite, minY.isFinite, maxY.isFinite else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
