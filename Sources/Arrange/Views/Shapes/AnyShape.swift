/// A type-erased shape value.
///
/// ```swift
/// let shape = isRound ? AnyShape(Circle()) : AnyShape(Rectangle())
/// ```
public struct AnyShape: Shape {
    private let base: any Shape

    /// Create an any shape instance from a shape.
    nonisolated public init<S: Shape>(_ shape: S) {
        base = (shape as? AnyShape)?.base ?? shape
    }

    /// The wrapped shape's path.
    nonisolated public func path(in rect: CGRect) -> Path { base.path(in: rect) }
}
