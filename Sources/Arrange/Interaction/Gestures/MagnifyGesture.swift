/// A gesture that recognizes a magnification motion and tracks the amount of magnification.
///
/// It needs two pointers: in a ``ViewHost``, a second ``ViewHost/pointerDown(at:pointer:)`` with
/// another pointer number while the first is down starts it; the magnification is the distance
/// between the two pointers over their distance then, and the gesture is recognized once it
/// differs from 1 by `minimumScaleDelta` (Docs/Differences.md, "Gestures").
///
/// See Apple's documentation: <https://developer.apple.com/documentation/swiftui/magnifygesture>.
public struct MagnifyGesture: Gesture, PrimitiveGesture {
    /// A value type that contains the magnification of the gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the gesture's current event.
        public var time: Date
        /// The relative amount that the gesture has magnified by.
        public var magnification: CGFloat
        /// The current magnification velocity, per second.
        public var velocity: CGFloat
        /// The initial anchor point of the gesture in the modified view's coordinate space, as a
        /// unit point of its size.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint
    }

    /// The minimum required delta before the gesture succeeds.
    public var minimumScaleDelta: CGFloat

    /// Creates a gesture with a minimum scale delta.
    ///
    /// - Parameter minimumScaleDelta: The minimum scale delta required before the gesture
    ///   succeeds.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }

    /// A primitive gesture has no body.
    public var body: Never { primitiveBody() }

    func makeAnyRecognizer(_ geometry: GestureGeometry) -> GestureRecognizerBase {
        var delta = minimumScaleDelta
        if !(delta >= 0) || !delta.isFinite {
            geometry.report("MagnifyGesture minimumScaleDelta \(delta) is not a finite non-negative number; using 0.01")
            delta = 0.01
        }
        let size = geometry.size
        return TwoPointerRecognizer<Value>(geometry: geometry, isPastThreshold: { abs($0.magnification - 1) >= delta }) { current, velocity, start, date in
            Value(time: date, magnification: current.magnification, velocity: velocity.magnification,
                  startAnchor: TwoPointerRecognizer<Value>.anchor(start, in: size), startLocation: start)
        }
    }
}
