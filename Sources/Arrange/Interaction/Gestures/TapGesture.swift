/// A gesture that recognizes one or more taps.
///
/// The pointer must go up within 10 points of where it went down; with a count above 1, the
/// gesture ends on every press that completes `count` quick taps in a row (Docs/Differences.md,
/// "Gestures").
///
/// See Apple's documentation: <https://developer.apple.com/documentation/swiftui/tapgesture>.
public struct TapGesture: Gesture, PrimitiveGesture {
    /// The required number of tap events.
    public var count: Int

    /// Creates a tap gesture with the number of required taps.
    ///
    /// - Parameter count: The required number of taps to complete the tap gesture.
    public init(count: Int = 1) {
        self.count = count
    }

    /// The type representing the gesture's value.
    public typealias Value = Void

    /// A primitive gesture has no body.
    public var body: Never { primitiveBody() }

    func makeAnyRecognizer(_ geometry: GestureGeometry) -> GestureRecognizerBase {
        TapRecognizer<Void>(count: count) { _ in () }
    }
}
