/// A gesture that runs an action whenever its base gesture's value changes: what
/// ``Gesture/onChanged(_:)`` returns.
public struct _ChangedGesture<Content: Gesture>: Gesture, PrimitiveGesture where Content.Value: Equatable {
    /// The type representing the gesture's value.
    public typealias Value = Content.Value

    let content: Content
    let action: (Content.Value) -> Void

    /// A primitive gesture has no body.
    public var body: Never { primitiveBody() }

    func makeAnyRecognizer(_ geometry: GestureGeometry) -> GestureRecognizerBase {
        ChangedRecognizer(base: content.makeRecognizer(geometry), action: action)
    }
}
