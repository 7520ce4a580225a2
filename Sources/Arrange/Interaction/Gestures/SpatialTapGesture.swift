/// A gesture that recognizes one or more taps and reports their location.
///
/// See Apple's documentation: <https://developer.apple.com/documentation/swiftui/spatialtapgesture>.
public struct SpatialTapGesture: Gesture, PrimitiveGesture {
    /// The attributes of a tap gesture.
    public struct Value: Equatable, Sendable {
        /// The location of the tap gesture's current event.
        public var location: CGPoint
    }

    /// The required number of tap events.
    public var count: Int

    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a tap gesture with the number of required taps and the coordinate space of the
    /// gesture's location.
    ///
    /// - Parameters:
    ///   - count: The required number of taps to complete the tap gesture.
    ///   - coordinateSpace: The coordinate space of the tap gesture's location.
    public init(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    /// Creates a tap gesture with the number of required taps and the coordinate space of the
    /// gesture's location.
    ///
    /// - Parameters:
    ///   - count: The required number of taps to complete the tap gesture.
    ///   - coordinateSpace: The coordinate space of the tap gesture's location.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }

    /// A primitive gesture has no body.
    public var body: Never { primitiveBody() }

    func makeAnyRecognizer(_ geometry: GestureGeometry) -> GestureRecognizerBase {
        let space = coordinateSpace
        return TapRecognizer<Value>(count: count) { Value(location: geometry.location($0, in: space)) }
    }
}
