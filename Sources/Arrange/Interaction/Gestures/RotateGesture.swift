/// A gesture that recognizes a rotation motion and tracks the angle of the rotation.
///
/// It needs two pointers: in a ``ViewHost``, a second ``ViewHost/pointerDown(at:pointer:)`` with
/// another pointer number while the first is down starts it; the rotation is the angle the line
/// from the first pointer to the second has turned since then (clockwise positive, as y points
/// down), and the gesture is recognized once its size reaches `minimumAngleDelta`
/// (Docs/Differences.md, "Gestures").
///
/// See Apple's documentation: <https://developer.apple.com/documentation/swiftui/rotategesture>.
public struct RotateGesture: Gesture, PrimitiveGesture {
    /// A value type that contains the rotation of the gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the gesture's current event.
        public var time: Date
        /// The relative amount that the gesture has rotated by.
        public var rotation: Angle
        /// The current rotation velocity, per second.
        public var velocity: Angle
        /// The initial anchor point of the gesture in the modified view's coordinate space, as a
        /// unit point of its size.
        public var startAnchor: UnitPoint
        /// The initial center of the gesture in the modified view's coordinate space.
        public var startLocation: CGPoint
    }

    /// The minimum delta required before the gesture succeeds.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture with a minimum delta for the gesture to start.
    ///
    /// - Parameter minimumAngleDelta: The minimum delta required before the gesture starts. The
    ///   default value is a one-degree angle.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }

    /// A primitive gesture has no body.
    public var body: Never { primitiveBody() }

    func makeAnyRecognizer(_ geometry: GestureGeometry) -> GestureRecognizerBase {
        var delta = minimumAngleDelta.radians
        if !(delta >= 0) || !delta.isFinite {
            geometry.report("RotateGesture minimumAngleDelta \(delta) radians is not a finite non-negative angle; using 1°")
            delta = Angle.degrees(1).radians
        }
        let size = geometry.size
        return TwoPointerRecognizer<Value>(geometry: geometry, isPastThreshold: { abs($0.rotation) >= delta - 1e-12 }) { current, velocity, start, date in
            Value(time: date, rotation: .radians(current.rotation), velocity: .radians(velocity.rotation),
                  startAnchor: TwoPointerRecognizer<Value>.anchor(start, in: size), startLocation: start)
        }
    }
}
