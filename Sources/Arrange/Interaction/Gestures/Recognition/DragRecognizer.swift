/// Recognizes a drag (``DragGesture``): recognized once the primary pointer is
/// `minimumDistance` points or more from where it went down (at once for 0), then changed with
/// every move and ended where the pointer goes up; failed if it goes up before.
///
/// Velocity is the displacement from the last sample at an earlier clock time to this one,
/// divided by the time between them (zero while every sample has the same time); the predicted
/// end adds the distance covered by decelerating from that velocity at
/// ``decelerationRate`` per millisecond (Docs/Differences.md, "Gestures").
final class DragRecognizer: PhaseRecognizer<DragGesture.Value> {
    /// The fraction of its velocity the pointer is taken to keep each millisecond after it is
    /// lifted: `UIScrollView.DecelerationRate.normal` (0.998), Apple's documented rate for
    /// scrolling content.
    static var decelerationRate: Double { 0.998 }

    /// The time, in seconds, by which velocity is multiplied to predict the remaining distance:
    /// the sum of the geometric series v·r + v·r² + … over milliseconds, r / (1 − r) / 1000
    /// (0.499 s for 0.998).
    static var projectionTime: Double { decelerationRate / (1 - decelerationRate) / 1000 }

    private let minimumDistance: CGFloat
    private let space: CoordinateSpace
    private let geometry: GestureGeometry
    private var start: CGPoint?
    private var latest: (time: TimeInterval, location: CGPoint)?
    private var earlier: (time: TimeInterval, location: CGPoint)?
    private var recognized = false

    init(minimumDistance: CGFloat, space: CoordinateSpace, geometry: GestureGeometry) {
        self.minimumDistance = minimumDistance
        self.space = space
        self.geometry = geometry
    }

    override func update(_ event: PointerEvent) {
        guard event.concernsPrimary, event.kind != .clock else { return }
        let location = event.location
        if start == nil { start = location }
        if let latest, event.time > latest.time { earlier = latest }
        latest = (event.time, location)
        guard let start else { return }
        if !recognized, hypot(location.x - start.x, location.y - start.y) >= minimumDistance {
            recognized = true
        }
        if event.kind == .up {
            set(recognized ? .ended(value(event, start: start)) : .failed)
        } else if recognized {
            set(.changed(value(event, start: start)))
        }
    }

    private func value(_ event: PointerEvent, start: CGPoint) -> DragGesture.Value {
        var velocity = CGSize.zero
        if let earlier, let latest, latest.time > earlier.time {
            let elapsed = CGFloat(latest.time - earlier.time)
            velocity = CGSize(width: (latest.location.x - earlier.location.x) / elapsed,
                              height: (latest.location.y - earlier.location.y) / elapsed)
        }
        let location = geometry.location(event.location, in: space)
        let projection = CGFloat(Self.projectionTime)
        return DragGesture.Value(time: event.date, location: location, startLocation: geometry.location(start, in: space),
                                 velocity: velocity,
                                 predictedEndLocation: CGPoint(x: location.x + velocity.width * projection,
                                                               y: location.y + velocity.height * projection))
    }
}
