/// A shape with a scale transform applied to it.
public struct ScaledShape<Content: Shape>: Shape {
    /// The shape scaled.
    public var shape: Content
    /// The horizontal and vertical factors.
    public var scale: CGSize
    /// The point of the frame that stays put, as a unit point.
    public var anchor: UnitPoint

    /// Creates a shape scaled by `scale` around `anchor`.
    nonisolated public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }

    /// The shape's path, scaled about the anchor of `rect`.
    nonisolated public func path(in rect: CGRect) -> Path {
        let x = rect.minX + anchor.x * rect.width, y = rect.minY + anchor.y * rect.height
        let transform = CGAffineTransform(a: scale.width, b: 0, c: 0, d: scale.height,
                                          tx: x - scale.width * x, ty: y - scale.height * y)
        return shape.path(in: rect).applying(transform)
    }
}
