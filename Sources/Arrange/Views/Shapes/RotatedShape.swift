/// A shape with a rotation transform applied to it.
public struct RotatedShape<Content: Shape>: Shape {
    /// The shape rotated.
    public var shape: Content
    /// The angle, positive clockwise on screen.
    public var angle: Angle
    /// The point of the frame the shape turns around, as a unit point.
    public var anchor: UnitPoint

    /// Creates a shape rotated by `angle` around `anchor`.
    nonisolated public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }

    /// The shape's path, rotated around the anchor of `rect`.
    nonisolated public func path(in rect: CGRect) -> Path {
        let x = rect.minX + anchor.x * rect.width, y = rect.minY + anchor.y * rect.height
        let transform = CGAffineTransform(translationX: -x, y: -y)
            .concatenating(CGAffineTransform(rotationAngle: CGFloat(angle.radians)))
            .concatenating(CGAffineTransform(translationX: x, y: y))
        return shape.path(in: rect).applying(transform)
    }
}
