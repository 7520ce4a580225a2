/// An empty type for animatable data: the animatable data of types that don't animate.
public struct EmptyAnimatableData: VectorArithmetic, Sendable {
    /// Creates an empty animatable data value.
    public init() {}

    /// The zero value.
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }

    /// Adding empty values gives an empty value.
    public static func + (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }

    /// Subtracting empty values gives an empty value.
    public static func - (lhs: EmptyAnimatableData, rhs: EmptyAnimatableData) -> EmptyAnimatableData { lhs }

    /// Scaling an empty value does nothing.
    public mutating func scale(by rhs: Double) {}

    /// An empty value has no magnitude.
    public var magnitudeSquared: Double { 0 }
}
