/// The outline of a 2D shape.
public struct Path: Equatable, Sendable {
    /// One drawing instruction of a path.
    public enum Element: Equatable, Sendable {
        /// A move to a point, starting a subpath.
        case move(to: CGPoint)
        /// A straight line to a point.
        case line(to: CGPoint)
        /// A quadratic Bézier curve.
        case quadCurve(to: CGPoint, control: CGPoint)
        /// A cubic Bézier curve.
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        /// A line back to the start of the subpath.
        case closeSubpath
    }

    /// The path's elements, in order.
    public private(set) var elements: [Element] = []

    /// Creates an empty path.
    public init() {}

    /// Creates a path containing a rectangle.
    public init(_ rect: CGRect) {
        addRect(rect)
    }

    /// Creates a path containing an ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) {
        addEllipse(in: rect)
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { elements.isEmpty }

    /// Begins a new subpath at the specified point.
    public mutating func move(to point: CGPoint) { elements.append(.move(to: point)) }

    /// Appends a straight line segment from the current point to the specified point.
    public mutating func addLine(to point: CGPoint) { elements.append(.line(to: point)) }

    /// Adds a quadratic Bézier curve to the path.
    public mutating func addQuadCurve(to point: CGPoint, control: CGPoint) { elements.append(.quadCurve(to: point, control: control)) }

    /// Adds a cubic Bézier curve to the path.
    public mutating func addCurve(to point: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(to: point, control1: control1, control2: control2))
    }

    /// Closes and completes the current subpath.
    public mutating func closeSubpath() { elements.append(.closeSubpath) }

    /// The control distance of a quarter circle drawn as one cubic curve, as a fraction of its radius.
    static let quarterCircleControl: CGFloat = 0.552_284_749_8

    /// Adds a rectangular subpath, transformed by `transform`.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        var shape = Path()
        shape.move(to: CGPoint(x: rect.minX, y: rect.minY))
        shape.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        shape.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        shape.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        shape.closeSubpath()
        addPath(shape, transform: transform)
    }

    /// Adds a set of rectangular subpaths.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds a sequence of connected straight-line segments: a move to the first point, then lines
    /// to the others. An empty array adds nothing.
    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        for point in lines.dropFirst() { addLine(to: point) }
    }

    /// Adds an ellipse inscribed in `rect`, as four cubic curves starting at its rightmost point and
    /// running clockwise on screen, transformed by `transform`.
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let k = Path.quarterCircleControl
        let rx = rect.width / 2, ry = rect.height / 2, cx = rect.midX, cy = rect.midY
        var shape = Path()
        shape.move(to: CGPoint(x: cx + rx, y: cy))
        shape.addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: cy + ry))
        shape.addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + k * ry))
        shape.addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: cy - ry))
        shape.addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - k * ry))
        shape.closeSubpath()
        addPath(shape, transform: transform)
    }
}
