/// A gesture whose value is its base gesture's, transformed: what ``Gesture/map(_:)`` returns.
public struct _MapGesture<Content: Gesture, Value>: Gesture, PrimitiveGesture {
    let content: Content
    let transform: (Content.Value) -> Value

    /// A primitive gesture has no body.
    public var body: Never { primitiveBody() }

    func makeAnyRecognizer(_ geometry: GestureGeometry) -> GestureRecognizerBase {
        MapRecognizer(base: content.makeRecognizer(geometry), transform: transform)
    }
}
