/// An ellipse aligned inside the frame of the view containing it.
public struct Ellipse: InsettableShape {
    var insetAmount: CGFloat = 0
    /// Creates an ellipse.
    nonisolated public init() {}
    /// The ellipse inscribed in the frame.
    nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect.shapeInset(by: insetAmount)) }
    /// The ellipse inscribed in the frame inset by `amount`.
    nonisolated public func inset(by amount: CGFloat) -> Ellipse {
        var shape = self
        shape.insetAmount += amount
        return shape
    }
}
