/// Whether points lie inside shapes, for hit testing.
///
/// The built-in shapes are tested exactly: `Circle`, `Ellipse` and `Capsule` by their geometry,
/// `RoundedRectangle` with its corners cut by quarter ellipses; any other shape by its frame.
enum ShapeHitTest {
    /// Whether `point` is inside `shape` placed in `rect`.
    static func contains(_ shape: (any Shape)?, in rect: CGRect, point: CGPoint) -> Bool {
        guard rect.contains(point) else { return false }
        switch shape {
        case is Circle:
            let side = Swift.min(rect.width, rect.height)
            return inEllipse(CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side), point)
        case is Ellipse:
            return inEllipse(rect, point)
        case is Capsule:
            let radius = Swift.min(rect.width, rect.height) / 2
            return inRoundedRect(rect, CGSize(width: radius, height: radius), point)
        case let rounded as RoundedRectangle:
            return inRoundedRect(rect, rounded.cornerSize, point)
        default:
            return true
        }
    }

    private static func inEllipse(_ rect: CGRect, _ point: CGPoint) -> Bool {
        guard rect.width > 0, rect.height > 0 else { return false }
        let dx = (point.x - rect.midX) / (rect.width / 2)
        let dy = (point.y - rect.midY) / (rect.height / 2)
        return dx * dx + dy * dy <= 1
    }

    private static func inRoundedRect(_ rect: CGRect, _ corner: CGSize, _ point: CGPoint) -> Bool {
        let rx = Swift.min(Swift.max(corner.width, 0), rect.width / 2)
        let ry = Swift.min(Swift.max(corner.height, 0), rect.height / 2)
        guard rx > 0, ry > 0 else { return true }
        // The corner's ellipse centre nearest the point; outside the corner squares, inside.
        let cx = point.x < rect.minX + rx ? rect.minX + rx : point.x > rect.maxX - rx ? rect.maxX - rx : point.x
        let cy = point.y < rect.minY + ry ? rect.minY + ry : point.y > rect.maxY - ry ? rect.maxY - ry : point.y
        let dx = (point.x - cx) / rx, dy = (point.y - cy) / ry
        return dx * dx + dy * dy <= 1
    }
}
