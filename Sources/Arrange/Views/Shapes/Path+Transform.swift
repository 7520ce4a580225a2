extension Path {
    /// Returns a path constructed by applying the transform to all points of the path.
    public func applying(_ transform: CGAffineTransform) -> Path {
        func map(_ point: CGPoint) -> CGPoint {
            CGPoint(x: transform.a * point.x + transform.c * point.y + transform.tx,
                    y: transform.b * point.x + transform.d * point.y + transform.ty)
        }
        var path = Path()
        for element in elements {
            switch element {
            case .move(let to): path.move(to: map(to))
            case .line(let to): path.addLine(to: map(to))
            case .quadCurve(let to, let control): path.addQuadCurve(to: map(to), control: map(control))
            case .curve(let to, let control1, let control2): path.addCurve(to: map(to), control1: map(control1), control2: map(control2))
            case .closeSubpath: path.closeSubpath()
            }
        }
        return path
    }
}

extension Path {
    /// Appends another path, transformed by `transform`.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        for element in (transform == .identity ? path : path.applying(transform)).elements {
            switch element {
            case .move(let to): move(to: to)
            case .line(let to): addLine(to: to)
            case .quadCurve(let to, let control): addQuadCurve(to: to, control: control)
            case .curve(let to, let control1, let control2): addCurve(to: to, control1: control1, control2: control2)
            case .closeSubpath: closeSubpath()
            }
        }
    }
}
