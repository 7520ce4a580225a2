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

    /// Creates a path containing a rounded rectangle.
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius))
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

    /// Adds a rectangular subpath.
    public mutating func addRect(_ rect: CGRect) {
        move(to: CGPoint(x: rect.minX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        closeSubpath()
    }

    /// Adds an ellipse inscribed in `rect`, as four cubic curves.
    public mutating func addEllipse(in rect: CGRect) {
        let k: CGFloat = 0.552_284_749_8 // control distance of a quarter circle as a cubic
        let rx = rect.width / 2, ry = rect.height / 2, cx = rect.midX, cy = rect.midY
        move(to: CGPoint(x: cx + rx, y: cy))
        addCurve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: cy + ry))
        addCurve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + k * ry))
        addCurve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: cy - ry))
        addCurve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }

    /// Adds a rounded rectangle; corner sizes are clamped to half the rectangle's sides.
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize) {
        let rx = Swift.min(cornerSize.width, rect.width / 2), ry = Swift.min(cornerSize.height, rect.height / 2)
        let k: CGFloat = 0.552_284_749_8
        move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
        addCurve(to: CGPoint(x: rect.maxX, y: rect.minY + ry), control1: CGPoint(x: rect.maxX - rx + k * rx, y: rect.minY), control2: CGPoint(x: rect.maxX, y: rect.minY + ry - k * ry))
        addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
        addCurve(to: CGPoint(x: rect.maxX - rx, y: rect.maxY), control1: CGPoint(x: rect.maxX, y: rect.maxY - ry + k * ry), control2: CGPoint(x: rect.maxX - rx + k * rx, y: rect.maxY))
        addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
        addCurve(to: CGPoint(x: rect.minX, y: rect.maxY - ry), control1: CGPoint(x: rect.minX + rx - k * rx, y: rect.maxY), control2: CGPoint(x: rect.minX, y: rect.maxY - ry + k * ry))
        addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
        addCurve(to: CGPoint(x: rect.minX + rx, y: rect.minY), control1: CGPoint(x: rect.minX, y: rect.minY + ry - k * ry), control2: CGPoint(x: rect.minX + rx - k * rx, y: rect.minY))
        closeSubpath()
    }
}
