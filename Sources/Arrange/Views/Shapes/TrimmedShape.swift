/// A shape drawn only between two fractions of its outline's length (`Shape.trim(from:to:)`).
public struct _TrimmedShape<Content: Shape>: Shape {
    /// The shape trimmed.
    public var shape: Content
    /// Where the drawn part starts, as a fraction of the length.
    public var startFraction: CGFloat
    /// Where the drawn part ends, as a fraction of the length.
    public var endFraction: CGFloat

    /// The part of the shape's path between the two fractions (see `Path.trimmedPath(from:to:)`).
    nonisolated public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }
}
