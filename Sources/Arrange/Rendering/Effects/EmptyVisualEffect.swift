/// The base visual effect that you apply additional effects to.
///
/// `EmptyVisualEffect` does not change the appearance of the view that it is applied to.
public struct EmptyVisualEffect: VisualEffect {
    /// Creates a new empty visual effect.
    public init() {}
}
