/// An instance that matches a sequence of events to a gesture, and returns a stream of values for
/// each of its states.
///
/// Create custom gestures by declaring types that conform to the `Gesture` protocol, combining
/// the built-in gestures (``TapGesture``, ``SpatialTapGesture``, ``LongPressGesture``,
/// ``DragGesture``, ``MagnifyGesture``, ``RotateGesture``) in their `body`:
///
/// ```swift
/// struct DismissDrag: Gesture {
///     var body: some Gesture {
///         DragGesture(minimumDistance: 20).map { $0.translation.height }
///     }
/// }
/// ```
///
/// Attach a gesture to a view with `gesture(_:including:)`, `simultaneousGesture(_:including:)`
/// or `highPriorityGesture(_:including:)`. In a ``ViewHost`` the pointer events sent with
/// ``ViewHost/pointerDown(at:pointer:)``, ``ViewHost/pointerMove(to:pointer:)`` and
/// ``ViewHost/pointerUp(at:pointer:)`` drive them (Docs/Differences.md, "Gestures").
///
/// See Apple's documentation: <https://developer.apple.com/documentation/swiftui/gesture>.
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// The type representing the gesture's value.
    associatedtype Value = Body.Value

    /// The type of gesture representing the body of `Self`.
    associatedtype Body: Gesture

    /// The content and behavior of the gesture.
    var body: Body { get }
}

extension Never: Gesture {
    /// `Never` has no value; it is the body type of primitive gestures.
    public typealias Value = Never
}

/// A gesture that Arrange recognizes itself (its ``Gesture/body`` is `Never`).
protocol PrimitiveGesture {
    /// A fresh recognizer for one press, whose value type is the gesture's `Value`.
    func makeAnyRecognizer(_ geometry: GestureGeometry) -> GestureRecognizerBase
}

extension Gesture {
    /// A recognizer for one press of this gesture on a view with `geometry`: the primitive
    /// gesture's own, or its body's.
    func makeRecognizer(_ geometry: GestureGeometry) -> GestureRecognizer<Value> {
        if let primitive = self as? any PrimitiveGesture {
            if let recognizer = primitive.makeAnyRecognizer(geometry) as? GestureRecognizer<Value> { return recognizer }
        } else if let recognizer = body.makeRecognizer(geometry) as? GestureRecognizer<Value> {
            return recognizer
        }
        // A custom gesture whose declared `Value` is not its body's: it can never produce one.
        geometry.report("\(Self.self) declares a Value (\(Value.self)) other than its body's (\(Body.Value.self)); it never succeeds")
        return FailingRecognizer()
    }
}

extension PrimitiveGesture {
    /// The trap SwiftUI also uses: a primitive gesture's body is never evaluated.
    func primitiveBody() -> Never {
        preconditionFailure("\(Self.self) is a primitive gesture: Arrange recognizes it directly and never asks for its body")
    }
}

extension Gesture where Body == Never {
    /// A primitive gesture has no body: Arrange recognizes it directly and never asks for it.
    public var body: Never {
        preconditionFailure("\(Self.self) is a primitive gesture: Arrange recognizes it directly and never asks for its body")
    }
}
