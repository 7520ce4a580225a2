/// A type that describes how to animate a property of a view.
///
/// `Layout` refines `Animatable`: a layout with animatable data is interpolated during animations
/// and laid out again for each frame.
public protocol Animatable {
    /// The type defining the data to animate.
    associatedtype AnimatableData: VectorArithmetic = EmptyAnimatableData

    /// The data to animate.
    var animatableData: Self.AnimatableData { get set }
}

extension Animatable where Self: VectorArithmetic {
    /// A vector-arithmetic type animates itself.
    public var animatableData: Self {
        get { self }
        set { self = newValue }
    }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// Types with empty animatable data don't animate.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}
