/// A circle centered on the frame of the view containing it, as large as fits.
public struct Circle: InsettableShape {
    var insetAmount: CGFloat = 0
    /// Creates a circle.
    nonisolated public init() {}
    /// The largest circle centred in the frame.
    nonisolated public func path(in rect: CGRect) -> Path {
        let rect = rect.shapeInset(by: insetAmount)
        let side = Swift.min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    /// The circle inset by `amount`: its radius is `amount` smaller.
    nonisolated public func inset(by amount: CGFloat) -> Circle {
        var shape = self
        shape.insetAmount += amount
        return shape
    }
}
