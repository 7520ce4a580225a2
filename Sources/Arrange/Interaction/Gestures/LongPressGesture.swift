/// A gesture that succeeds when the user performs a long press.
///
/// Its value is true from the moment the pointer goes down (what `updating(_:body:)` and
/// `onChanged(_:)` see while pressing); it ends with true once the host's clock has run
/// `minimumDuration` seconds with the pointer held within `maximumDistance` points.
///
/// See Apple's documentation: <https://developer.apple.com/documentation/swiftui/longpressgesture>.
public struct LongPressGesture: Gesture, PrimitiveGesture {
    /// The minimum duration of the long press that must elapse before the gesture succeeds.
    public var minimumDuration: Double

    /// The maximum distance that the long press can move before the gesture fails.
    public var maximumDistance: CGFloat

    /// Creates a long-press gesture with a minimum duration and a maximum distance that the
    /// interaction can move before the gesture fails.
    ///
    /// - Parameters:
    ///   - minimumDuration: The minimum duration of the long press that must elapse before the
    ///     gesture succeeds.
    ///   - maximumDistance: The maximum distance that the fingers or cursor performing the long
    ///     press can move before the gesture fails.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    /// The type representing the gesture's value.
    public typealias Value = Bool

    /// A primitive gesture has no body.
    public var body: Never { primitiveBody() }

    func makeAnyRecognizer(_ geometry: GestureGeometry) -> GestureRecognizerBase {
        var duration = minimumDuration, distance = maximumDistance
        if !(duration >= 0) || !duration.isFinite {
            geometry.report("LongPressGesture minimumDuration \(duration) is not a finite non-negative number; using 0.5")
            duration = 0.5
        }
        if !(distance >= 0) {
            geometry.report("LongPressGesture maximumDistance \(distance) is not a non-negative number; using 10")
            distance = 10
        }
        return LongPressRecognizer(minimumDuration: duration, maximumDistance: distance)
    }
}
