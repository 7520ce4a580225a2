/// A gesture containing two gestures that can happen at the same time with neither of them
/// preceding the other.
///
/// Both gestures follow the press; the combined gesture is recognized when either is, changes
/// when either changes, and ends when neither is still going on and at least one ended (it fails
/// when both fail).
///
/// See Apple's documentation: <https://developer.apple.com/documentation/swiftui/simultaneousgesture>.
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    /// The value of a simultaneous gesture that indicates which of its two gestures receives
    /// events.
    public struct Value {
        /// The value of the first gesture, or nil while it has none.
        public var first: First.Value?
        /// The value of the second gesture, or nil while it has none.
        public var second: Second.Value?
    }

    /// The first of two gestures that can happen simultaneously.
    public var first: First

    /// The second of two gestures that can happen simultaneously.
    public var second: Second

    /// Creates a gesture with two gestures that can receive updates or succeed independently of
    /// each other.
    ///
    /// - Parameters:
    ///   - first: The first of two gestures that can happen simultaneously.
    ///   - second: The second of two gestures that can happen simultaneously.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// A primitive gesture has no body.
    public var body: Never { primitiveBody() }

    func makeAnyRecognizer(_ geometry: GestureGeometry) -> GestureRecognizerBase {
        SimultaneousRecognizer<First.Value, Second.Value, Value>(
            first: first.makeRecognizer(geometry), second: second.makeRecognizer(geometry),
            combine: { Value(first: $0, second: $1) })
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}
