/// A dragging motion that invokes an action as the drag-event sequence changes.
///
/// The gesture is recognized once the pointer has moved `minimumDistance` points from where it
/// went down (at once for 0), and ends where the pointer goes up. Velocities come from the host's
/// clock (Docs/Differences.md, "Gestures").
///
/// See Apple's documentation: <https://developer.apple.com/documentation/swiftui/draggesture>.
public struct DragGesture: Gesture, PrimitiveGesture {
    /// The attributes of a drag gesture.
    public struct Value: Equatable, Sendable {
        /// The time associated with the drag gesture's current event.
        public var time: Date
        /// The location of the drag gesture's current event.
        public var location: CGPoint
        /// The location of the drag gesture's first event.
        public var startLocation: CGPoint
        /// The current drag velocity, in points per second.
        public var velocity: CGSize
        /// A prediction, based on the current drag velocity, of where the final location will be
        /// if dragging stopped now.
        public var predictedEndLocation: CGPoint

        /// The total translation from the start of the drag gesture to the current event of the
        /// drag gesture: `location - startLocation`.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }

        /// A prediction, based on the current drag velocity, of what the final translation will
        /// be if dragging stopped now: `predictedEndLocation - startLocation`.
        public var predictedEndTranslation: CGSize {
            CGSize(width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }

    /// The minimum dragging distance before the gesture succeeds.
    public var minimumDistance: CGFloat

    /// The coordinate space in which to receive location values.
    public var coordinateSpace: CoordinateSpace

    /// Creates a dragging gesture with the minimum dragging distance before the gesture succeeds
    /// and the coordinate space of the gesture's location.
    ///
    /// - Parameters:
    ///   - minimumDistance: The minimum dragging distance for the gesture to succeed.
    ///   - coordinateSpace: The coordinate space of the dragging gesture's location.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: some CoordinateSpaceProtocol = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace.coordinateSpace
    }

    /// Creates a dragging gesture with the minimum dragging distance before the gesture succeeds
    /// and the coordinate space of the gesture's location.
    ///
    /// - Parameters:
    ///   - minimumDistance: The minimum dragging distance for the gesture to succeed.
    ///   - coordinateSpace: The coordinate space of the dragging gesture's location.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }

    /// A primitive gesture has no body.
    public var body: Never { primitiveBody() }

    func makeAnyRecognizer(_ geometry: GestureGeometry) -> GestureRecognizerBase {
        var distance = minimumDistance
        if !(distance >= 0) || !distance.isFinite {
            geometry.report("DragGesture minimumDistance \(distance) is not a finite non-negative number; using 10")
            distance = 10
        }
        return DragRecognizer(minimumDistance: distance, space: coordinateSpace, geometry: geometry)
    }
}
