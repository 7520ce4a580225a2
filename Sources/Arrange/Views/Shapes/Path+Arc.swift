import Foundation

extension Path {
    /// Adds an arc of a circle to the path, specified with a radius and angles.
    ///
    /// As in Core Graphics, angles are measured from the positive x-axis towards the positive
    /// y-axis. With `clockwise: false` the angle increases from `startAngle` to `endAngle`; with
    /// `clockwise: true` it decreases. Apple's documentation of `addArc(center:radius:startAngle:endAngle:clockwise:transform:)`
    /// notes that in a flipped (y-down) coordinate system, which a view's is, "clockwise" therefore
    /// appears counter-clockwise on screen. If the path has a current point, a line joins it to the
    /// arc's start; otherwise the arc starts a subpath.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
                                transform: CGAffineTransform = .identity) {
        let start = startAngle.radians, end = endAngle.radians
        guard start.isFinite, end.isFinite else { return }
        let full = 2 * Double.pi
        var delta = end - start
        if clockwise {
            delta = delta <= -full ? -full : -((start - end).truncatingRemainder(dividingBy: full) + full).truncatingRemainder(dividingBy: full)
        } else {
            delta = delta >= full ? full : (delta.truncatingRemainder(dividingBy: full) + full).truncatingRemainder(dividingBy: full)
        }
        appendArc(center: center, radius: radius, start: start, delta: delta, transform: transform)
    }

    /// Adds an arc of a circle to the path, specified with a radius and a difference in angle:
    /// it runs from `startAngle` through `delta` (positive towards the positive y-axis).
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        guard startAngle.radians.isFinite, delta.radians.isFinite else { return }
        appendArc(center: center, radius: radius, start: startAngle.radians, delta: delta.radians, transform: transform)
    }

    /// Adds an arc of a circle to the path, specified with a radius and two tangent lines.
    ///
    /// As Core Graphics' `addArc(tangent1End:tangent2End:radius:)`: the arc is tangent to the line
    /// from the current point to `tangent1End` and to the line from `tangent1End` to
    /// `tangent2End`; a line joins the current point to the arc's start. With no current point the
    /// path moves to `tangent1End`; when the points are collinear or the radius is not positive, a
    /// line to `tangent1End` is added instead of an arc.
    public mutating func addArc(tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        let map = { (point: CGPoint) in point.applying(transform) }
        // The current point is in the path's space; the tangents are in the transform's.
        guard let p0 = currentPoint.map({ $0.applying(transform.inverted()) }) else {
            move(to: map(p1))
            return
        }
        let u = CGPoint(x: p0.x - p1.x, y: p0.y - p1.y), v = CGPoint(x: p2.x - p1.x, y: p2.y - p1.y)
        let lu = (u.x * u.x + u.y * u.y).squareRoot(), lv = (v.x * v.x + v.y * v.y).squareRoot()
        let cross = u.x * v.y - u.y * v.x
        guard radius > 0, radius.isFinite, lu > 0, lv > 0, abs(cross) > 1e-12 * lu * lv else {
            addLine(to: map(p1))
            return
        }
        let ux = CGPoint(x: u.x / lu, y: u.y / lu), vx = CGPoint(x: v.x / lv, y: v.y / lv)
        let cosine = Swift.max(-1, Swift.min(1, ux.x * vx.x + ux.y * vx.y))
        let theta = acos(Double(cosine)) // the angle between the two tangent lines
        let distance = radius / CGFloat(tan(theta / 2)) // from p1 to each tangent point
        let t0 = CGPoint(x: p1.x + ux.x * distance, y: p1.y + ux.y * distance)
        let t1 = CGPoint(x: p1.x + vx.x * distance, y: p1.y + vx.y * distance)
        let bisector = CGPoint(x: ux.x + vx.x, y: ux.y + vx.y)
        let lb = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let toCenter = radius / CGFloat(sin(theta / 2))
        let center = CGPoint(x: p1.x + bisector.x / lb * toCenter, y: p1.y + bisector.y / lb * toCenter)
        let a0 = atan2(Double(t0.y - center.y), Double(t0.x - center.x))
        let a1 = atan2(Double(t1.y - center.y), Double(t1.x - center.x))
        var delta = a1 - a0
        if delta > Double.pi { delta -= 2 * Double.pi }
        if delta < -Double.pi { delta += 2 * Double.pi }
        appendArc(center: center, radius: radius, start: a0, delta: delta, transform: transform)
    }

    /// Appends an arc as cubic curves of at most a quarter turn each, joined to the current point
    /// by a line (or starting a subpath when there is none).
    private mutating func appendArc(center: CGPoint, radius: CGFloat, start: Double, delta: Double, transform: CGAffineTransform) {
        guard radius.isFinite, center.x.isFinite, center.y.isFinite else { return }
        let r = Double(Swift.max(radius, 0))
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + CGFloat(r * cos(angle)), y: center.y + CGFloat(r * sin(angle))).applying(transform)
        }
        let first = point(start)
        if currentPoint == nil { move(to: first) } else { addLine(to: first) }
        let count = Swift.max(1, Int((abs(delta) / (Double.pi / 2) - 1e-9).rounded(.up)))
        guard delta != 0 else { return }
        let step = delta / Double(count)
        let k = 4.0 / 3.0 * tan(step / 4) // control distance of an arc of `step` as one cubic
        for index in 0..<count {
            let a = start + Double(index) * step, b = a + step
            let c1 = CGPoint(x: center.x + CGFloat(r * (cos(a) - k * sin(a))), y: center.y + CGFloat(r * (sin(a) + k * cos(a))))
            let c2 = CGPoint(x: center.x + CGFloat(r * (cos(b) + k * sin(b))), y: center.y + CGFloat(r * (sin(b) - k * cos(b))))
            addCurve(to: point(b), control1: c1.applying(transform), control2: c2.applying(transform))
        }
    }
}
