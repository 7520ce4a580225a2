// Shapes are values that may be made and drawn on any thread: their initialisers and paths are
// `nonisolated`, as in SwiftUI (Apple's `Shape`: "nonisolated func path(in:)").
/// A rectangular shape aligned inside the frame of the view containing it.
public struct Rectangle: InsettableShape {
    var insetAmount: CGFloat = 0
    /// Creates a rectangle.
    nonisolated public init() {}
    /// The frame itself.
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect.shapeInset(by: insetAmount)) }
    /// The rectangle inset by `amount` on every side.
    nonisolated public func inset(by amount: CGFloat) -> Rectangle {
        var shape = self
        shape.insetAmount += amount
        return shape
    }
}
