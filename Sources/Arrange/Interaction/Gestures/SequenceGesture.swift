/// A gesture that's a sequence of two gestures.
///
/// The first gesture follows the press; when it ends, the second starts from the pointer's
/// position at that moment, within the same press. The sequence is recognized when the first
/// gesture is, and ends when the second ends; it fails if either fails (so a second gesture that
/// needs a new press fails when the pointer goes up: Docs/Differences.md, "Gestures").
///
/// See Apple's documentation: <https://developer.apple.com/documentation/swiftui/sequencegesture>.
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, PrimitiveGesture {
    /// The value of a sequence gesture that helps to detect whether the first gesture succeeded,
    /// so the second gesture can start.
    public enum Value {
        /// The first gesture hasn't ended.
        case first(First.Value)
        /// The first gesture has ended, with its final value; the second's, once it has one.
        case second(First.Value, Second.Value?)
    }

    /// The first gesture in a sequence of two gestures.
    public var first: First

    /// The second gesture in a sequence of two gestures.
    public var second: Second

    /// Creates a sequence gesture with two gestures.
    ///
    /// - Parameters:
    ///   - first: The first gesture of the sequence.
    ///   - second: The second gesture of the sequence.
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// A primitive gesture has no body.
    public var body: Never { primitiveBody() }

    func makeAnyRecognizer(_ geometry: GestureGeometry) -> GestureRecognizerBase {
        let second = second
        return SequenceRecognizer<First.Value, Second.Value, Value>(
            first: first.makeRecognizer(geometry), makeSecond: { second.makeRecognizer(geometry) },
            whileFirst: { .first($0) }, whileSecond: { .second($0, $1) })
    }
}

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {}
extension SequenceGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}
