import Foundation

/// The outline of one glyph as a path in font units, y up.
///
/// Built by ``OpenTypeFont/outline(of:)`` from `glyf` quadratic contours or from CFF Type 2
/// charstrings' cubic curves. Every contour starts with ``Element/move(_:)`` and ends with
/// ``Element/close``; the closing edge back to the start point is implied by `close` unless the font
/// draws it explicitly.
struct GlyphOutline: Equatable {
    /// One path element.
    enum Element: Equatable {
        /// Starts a contour at a point.
        case move(CGPoint)
        /// A straight line to a point.
        case line(CGPoint)
        /// A quadratic Bézier curve: control point, end point.
        case quad(CGPoint, CGPoint)
        /// A cubic Bézier curve: first control point, second control point, end point.
        case cubic(CGPoint, CGPoint, CGPoint)
        /// Closes the current contour.
        case close
    }

    /// The path elements, contour by contour.
    var elements: [Element]
    /// The tight bounding box of the drawn path (curve extrema, not control points); `.zero` when empty.
    var bounds: CGRect

    /// Creates an outline from elements and computes its tight bounds.
    ///
    /// - Parameter elements: The path, each contour starting with `.move`.
    init(elements: [Element]) {
        self.elements = elements
        self.bounds = Self.tightBounds(of: elements)
    }

    /// Creates an outline with explicit bounds.
    init(elements: [Element], bounds: CGRect) {
        self.elements = elements
        self.bounds = bounds
    }

    /// Computes the smallest rectangle that contains every point of the path, including the extrema of
    /// its curves (the roots of each Bézier's derivative), as fontTools' `BoundsPen` does.
    static func tightBounds(of elements: [Element]) -> CGRect {
        var minX = CGFloat.infinity, minY = CGFloat.infinity
        var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        func include(_ p: CGPoint) {
            minX = min(minX, p.x); maxX = max(maxX, p.x)
            minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        var current = CGPoint.zero
        for element in elements {
            switch element {
            case .move(let p):
                current = p
            case .line(let p):
                include(current); include(p); current = p
            case .quad(let c, let p):
                include(current); include(p)
                for t in quadExtrema(current.x, c.x, p.x) + quadExtrema(current.y, c.y, p.y) {
                    let u = 1 - t
                    include(CGPoint(x: u * u * current.x + 2 * u * t * c.x + t * t * p.x,
                                    y: u * u * current.y + 2 * u * t * c.y + t * t * p.y))
                }
                current = p
            case .cubic(let c1, let c2, let p):
                include(current); include(p)
                for t in cubicExtrema(current.x, c1.x, c2.x, p.x) + cubicExtrema(current.y, c1.y, c2.y, p.y) {
                    let u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    include(CGPoint(x: a * current.x + b * c1.x + c * c2.x + d * p.x,
                                    y: a * current.y + b * c1.y + c * c2.y + d * p.y))
                }
                current = p
            case .close:
                break
            }
        }
        guard minX <= maxX, minY <= maxY else { return .zero }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The parameters in (0, 1) where a quadratic Bézier coordinate has zero derivative.
    private static func quadExtrema(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> [CGFloat] {
        let denominator = p0 - 2 * p1 + p2
        guard denominator != 0 else { return [] }
        let t = (p0 - p1) / denominator
        return t > 0 && t < 1 ? [t] : []
    }

    /// The parameters in (0, 1) where a cubic Bézier coordinate has zero derivative.
    private static func cubicExtrema(_ p0: CGFloat, _ p1: CGFloat, _ p2: CGFloat, _ p3: CGFloat) -> [CGFloat] {
        // Derivative / 3 = a t² + b t + c.
        let a = -p0 + 3 * p1 - 3 * p2 + p3
        let b = 2 * (p0 - 2 * p1 + p2)
        let c = p1 - p0
        var roots: [CGFloat] = []
        if abs(a) < 1e-12 {
            if b != 0 { roots.append(-c / b) }
        } else {
            let discriminant = b * b - 4 * a * c
            if discriminant >= 0 {
                let s = discriminant.squareRoot()
                roots.append((-b + s) / (2 * a))
                roots.append((-b - s) / (2 * a))
            }
        }
        return roots.filter { $0 > 0 && $0 < 1 }
    }
}
