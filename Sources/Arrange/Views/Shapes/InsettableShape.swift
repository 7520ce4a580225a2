/// A shape type that is able to inset itself to produce another shape.
///
/// `strokeBorder` insets by half the line width; Arrange offers it on every shape (see
/// `Docs/Differences.md`, "Shapes and paths").
public protocol InsettableShape: Shape {
    /// The type of the inset shape.
    associatedtype InsetShape: InsettableShape
    /// Returns `self` inset by `amount` (negative: outset).
    nonisolated func inset(by amount: CGFloat) -> InsetShape
}
