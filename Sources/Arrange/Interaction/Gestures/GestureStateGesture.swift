/// A gesture that updates the state provided by a gesture's updating callback: what
/// ``Gesture/updating(_:body:)`` returns.
///
/// See Apple's documentation: <https://developer.apple.com/documentation/swiftui/gesturestategesture>.
public struct GestureStateGesture<Base: Gesture, State>: Gesture, PrimitiveGesture {
    /// The type representing the gesture's value.
    public typealias Value = Base.Value

    /// A primitive gesture has no gesture body (`body` is the updating callback).
    public typealias Body = Never

    /// The originating gesture.
    public var base: Base

    /// A value that changes as the user performs the gesture.
    public var state: GestureState<State>

    /// The updating gesture containing the originating gesture's value, the updated state of the
    /// gesture, and a transaction.
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    /// Creates a new gesture that's the result of an ongoing gesture.
    ///
    /// - Parameters:
    ///   - base: The originating gesture.
    ///   - state: The wrapped value of a ``GestureState`` property.
    ///   - body: The callback that SwiftUI invokes as the gesture's value changes.
    public init(base: Base, state: GestureState<State>, body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void) {
        self.base = base
        self.state = state
        self.body = body
    }

    func makeAnyRecognizer(_ geometry: GestureGeometry) -> GestureRecognizerBase {
        GestureStateRecognizer(base: base.makeRecognizer(geometry), state: state, body: body)
    }
}
