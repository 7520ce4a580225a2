/// A shape that is replaced by an inset version of the current container shape.
///
/// Arrange knows no container shapes (widgets' and the like are the platform's), so this shape
/// is always the frame's rectangle (see `Docs/Differences.md`, "Shapes and paths").
public struct ContainerRelativeShape: InsettableShape {
    var insetAmount: CGFloat = 0
    /// Creates a container-relative shape.
    nonisolated public init() {}
    /// The frame, as no container shape is known.
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect.shapeInset(by: insetAmount)) }
    /// The shape inset by `amount`.
    nonisolated public func inset(by amount: CGFloat) -> ContainerRelativeShape {
        var shape = self
        shape.insetAmount += amount
        return shape
    }
}
