/// A gesture that runs an action when its base gesture ends: what ``Gesture/onEnded(_:)``
/// returns.
public struct _EndedGesture<Content: Gesture>: Gesture, PrimitiveGesture {
    /// The type representing the gesture's value.
    public typealias Value = Content.Value

    let content: Content
    let action: (Content.Value) -> Void

    /// A primitive gesture has no body.
    public var body: Never { primitiveBody() }

    func makeAnyRecognizer(_ geometry: GestureGeometry) -> GestureRecognizerBase {
        EndedRecognizer(base: content.makeRecognizer(geometry), action: action)
    }
}
