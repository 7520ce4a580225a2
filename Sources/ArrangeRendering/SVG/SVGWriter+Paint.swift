import Arrange
import Foundation

extension SVGWriter {
    /// Writes a gradient fill: a `<linearGradient>` or `<radialGradient>` in user space and the
    /// path filled with it; an angular gradient as wedges of one colour each, clipped to the path.
    /// A gradient with no length fills with its last stop's colour.
    mutating func writeGradientFill(_ path: Path, _ gradient: DisplayList.Gradient, rule: DisplayList.FillRule) {
        guard path.isFinite, !path.isEmpty, let last = gradient.stops.last else { return }
        let ruleAttribute = rule == .evenOdd ? " fill-rule=\"evenodd\"" : ""
        let id = nextID()
        switch gradient.kind {
        case .linear(let start, let end):
            guard start != end, [start.x, start.y, end.x, end.y].allSatisfy(\.isFinite) else { return solidFill(path, last.color, ruleAttribute) }
            line("<linearGradient id=\"gradient\(id)\" gradientUnits=\"userSpaceOnUse\" x1=\"\(n(start.x))\" y1=\"\(n(start.y))\" "
                 + "x2=\"\(n(end.x))\" y2=\"\(n(end.y))\">\(Self.stops(gradient.stops))</linearGradient>")
        case .radial(let center, let startRadius, let endRadius):
            let outer = Swift.max(startRadius, endRadius)
            guard startRadius != endRadius, outer > 0, [center.x, center.y, startRadius, endRadius].allSatisfy(\.isFinite),
                  Swift.min(startRadius, endRadius) >= 0 else { return solidFill(path, last.color, ruleAttribute) }
            // SVG 1.1 has no start radius: stops are moved to their radius as a fraction of the
            // outer one, in increasing order.
            var stops = gradient.stops.map { stop in
                DisplayList.Gradient.Stop(color: stop.color, location: Double((startRadius + CGFloat(stop.location) * (endRadius - startRadius)) / outer))
            }
            if endRadius < startRadius { stops.reverse() }
            line("<radialGradient id=\"gradient\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(n(center.x))\" cy=\"\(n(center.y))\" "
                 + "r=\"\(n(outer))\">\(Self.stops(stops))</radialGradient>")
        case .elliptical(let frame, let center, let startFraction, let endFraction):
            let outer = Swift.max(startFraction, endFraction)
            guard startFraction != endFraction, outer > 0, Swift.min(startFraction, endFraction) >= 0, frame.width > 0, frame.height > 0,
                  [frame.minX, frame.minY, frame.width, frame.height, center.x, center.y, startFraction, endFraction].allSatisfy(\.isFinite)
            else { return solidFill(path, last.color, ruleAttribute) }
            var stops = gradient.stops.map { stop in
                DisplayList.Gradient.Stop(color: stop.color, location: Double((startFraction + CGFloat(stop.location) * (endFraction - startFraction)) / outer))
            }
            if endFraction < startFraction { stops.reverse() }
            // A circle in the unit square, stretched over the frame by the gradient's transform.
            line("<radialGradient id=\"gradient\(id)\" gradientUnits=\"userSpaceOnUse\" cx=\"\(n(center.x))\" cy=\"\(n(center.y))\" r=\"\(n(outer))\" "
                 + "gradientTransform=\"matrix(\(n(frame.width)) 0 0 \(n(frame.height)) \(n(frame.minX)) \(n(frame.minY)))\">\(Self.stops(stops))</radialGradient>")
        case .angular(let center, let startAngle, let endAngle):
            guard startAngle != endAngle, [center.x, center.y].allSatisfy(\.isFinite), startAngle.isFinite, endAngle.isFinite else {
                return solidFill(path, last.color, ruleAttribute)
            }
            writeWedges(path, gradient, center: center, startAngle: startAngle, ruleAttribute: ruleAttribute, id: id)
            return
        }
        line("<path d=\"\(path.svgData)\" fill=\"url(#gradient\(id))\"\(ruleAttribute)/>")
    }

    /// An angular gradient in SVG 1.1, which has none: 360 wedges of 1° around the centre, each
    /// in the gradient's colour at its middle angle and reaching over the next wedge's degree,
    /// clipped to the path.
    private mutating func writeWedges(_ path: Path, _ gradient: DisplayList.Gradient, center: CGPoint, startAngle: Double,
                                      ruleAttribute: String, id: Int) {
        let reach = Self.reach(of: path, from: center) + 1
        line("<clipPath id=\"gradient\(id)\"><path d=\"\(path.svgData)\"\(ruleAttribute.replacingOccurrences(of: "fill-rule", with: "clip-rule"))/></clipPath>")
        line("<g clip-path=\"url(#gradient\(id))\">")
        let count = 360
        let step = 2 * Double.pi / Double(count)
        for index in 0..<count {
            let low = startAngle + Double(index) * step
            // Each wedge also covers the next one's angle, which that one then paints over: the
            // anti-aliased edges of two wedges that merely touch would let the background show
            // through as seams (a renderer adds their coverages as if independent).
            let high = low + step * 2
            let color = gradient.color(atLocation: gradient.location(at: CGPoint(x: center.x + CGFloat(cos(low + step / 2)),
                                                                               y: center.y + CGFloat(sin(low + step / 2)))) ?? 1)
            var wedge = Path()
            wedge.move(to: center)
            wedge.addLine(to: CGPoint(x: center.x + reach * CGFloat(cos(low)), y: center.y + reach * CGFloat(sin(low))))
            wedge.addLine(to: CGPoint(x: center.x + reach * CGFloat(cos(high)), y: center.y + reach * CGFloat(sin(high))))
            wedge.closeSubpath()
            line("<path d=\"\(wedge.svgData)\"\(Self.fill(color))/>")
        }
        line("</g>")
    }

    /// The distance from `center` to the farthest point of the path's control polygon.
    private static func reach(of path: Path, from center: CGPoint) -> CGFloat {
        var farthest: CGFloat = 0
        func visit(_ point: CGPoint) { farthest = Swift.max(farthest, hypot(point.x - center.x, point.y - center.y)) }
        for element in path.elements {
            switch element {
            case .move(let to), .line(let to): visit(to)
            case .quadCurve(let to, let control): visit(to); visit(control)
            case .curve(let to, let control1, let control2): visit(to); visit(control1); visit(control2)
            case .closeSubpath: break
            }
        }
        return farthest
    }

    private mutating func solidFill(_ path: Path, _ color: DisplayList.RGBA, _ ruleAttribute: String) {
        guard color.opacity > 0 else { return }
        line("<path d=\"\(path.svgData)\"\(Self.fill(color))\(ruleAttribute)/>")
    }

    /// `<stop>` elements.
    private static func stops(_ stops: [DisplayList.Gradient.Stop]) -> String {
        stops.map { stop in
            "<stop offset=\"\(Path.formatNumber(stop.location))\" stop-color=\"\(hex(stop.color))\""
                + (stop.color.opacity < 1 ? " stop-opacity=\"\(Path.formatNumber(stop.color.opacity))\"" : "") + "/>"
        }.joined()
    }

    /// Opens a group drawn with a drop shadow: an SVG filter that blurs the group's alpha with a
    /// standard deviation of half the radius, offsets it, colours it and puts the group over it.
    /// The filter region is the canvas grown by its own size on every side.
    mutating func writeShadow(_ shadow: DisplayList.Shadow) {
        let id = nextID()
        let flood = " flood-color=\"\(Self.hex(shadow.color))\"" + (shadow.color.opacity < 1 ? " flood-opacity=\"\(Path.formatNumber(shadow.color.opacity))\"" : "")
        let width = n(SVGRenderer.sanitised(canvas.width)), height = n(SVGRenderer.sanitised(canvas.height))
        let region = "x=\"-\(width)\" y=\"-\(height)\" width=\"\(n(3 * SVGRenderer.sanitised(canvas.width)))\" height=\"\(n(3 * SVGRenderer.sanitised(canvas.height)))\""
        line("<filter id=\"shadow\(id)\" filterUnits=\"userSpaceOnUse\" \(region) color-interpolation-filters=\"sRGB\">"
             + "<feGaussianBlur in=\"SourceAlpha\" stdDeviation=\"\(n(shadow.radius / 2))\"/>"
             + "<feOffset dx=\"\(n(shadow.offset.width))\" dy=\"\(n(shadow.offset.height))\" result=\"offsetBlur\"/>"
             + "<feFlood\(flood)/><feComposite in2=\"offsetBlur\" operator=\"in\"/>"
             + "<feMerge><feMergeNode/><feMergeNode in=\"SourceGraphic\"/></feMerge></filter>")
        line("<g filter=\"url(#shadow\(id))\">")
    }

    private func n(_ value: CGFloat) -> String { SVGRenderer.number(value) }
}
