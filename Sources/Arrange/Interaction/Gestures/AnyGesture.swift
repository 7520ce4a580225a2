/// A type-erased gesture.
///
/// See Apple's documentation: <https://developer.apple.com/documentation/swiftui/anygesture>.
public struct AnyGesture<Value>: Gesture, PrimitiveGesture {
    private let make: (GestureGeometry) -> GestureRecognizer<Value>

    /// Creates an instance from another gesture.
    ///
    /// - Parameter gesture: A gesture that you use to create a new gesture.
    public init<T: Gesture>(_ gesture: T) where Value == T.Value {
        make = { gesture.makeRecognizer($0) }
    }

    /// A primitive gesture has no body.
    public var body: Never { primitiveBody() }

    func makeAnyRecognizer(_ geometry: GestureGeometry) -> GestureRecognizerBase {
        make(geometry)
    }
}
