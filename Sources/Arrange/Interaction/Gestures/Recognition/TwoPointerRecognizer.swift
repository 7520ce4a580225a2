/// Recognizes a two-pointer gesture (``MagnifyGesture``, ``RotateGesture``): it starts when a
/// second pointer goes down while the primary one is down, follows the distance and angle between
/// the two, is recognized once the threshold is passed, and ends when either pointer goes up (it
/// fails if it was not recognized by then, or if the primary pointer goes up before a second one
/// came down).
///
/// The magnification is the distance between the pointers over the distance when the second one
/// went down; the rotation is the angle the line between them turned since then (accumulated, so
/// it can pass ±180°). Velocities follow the drag's rule (Docs/Differences.md, "Gestures").
final class TwoPointerRecognizer<Value>: PhaseRecognizer<Value> {
    /// The state of the pair at one event.
    struct Sample {
        /// The host's clock.
        var time: TimeInterval
        /// The distance between the pointers over the distance at the start.
        var magnification: CGFloat
        /// The angle turned since the start, in radians (clockwise positive, y pointing down).
        var rotation: Double
    }

    /// What the gesture reports given the sample, the velocity (per second, as a sample's
    /// difference) and where the pair started (the midpoint, in the view's coordinates).
    typealias MakeValue = (_ current: Sample, _ velocity: Sample, _ start: CGPoint, _ date: Date) -> Value

    private let geometry: GestureGeometry
    private let isPastThreshold: (Sample) -> Bool
    private let makeValue: MakeValue
    private var pair: (first: Int, second: Int)?
    private var startDistance: CGFloat = 0
    private var lastAngle: Double = 0
    private var rotation: Double = 0
    private var startMidpoint = CGPoint.zero
    private var latest: Sample?
    private var earlier: Sample?
    private var recognized = false

    init(geometry: GestureGeometry, isPastThreshold: @escaping (Sample) -> Bool, makeValue: @escaping MakeValue) {
        self.geometry = geometry
        self.isPastThreshold = isPastThreshold
        self.makeValue = makeValue
    }

    override func update(_ event: PointerEvent) {
        guard let pair else {
            if event.kind == .down, event.pointer != event.primary,
               let a = event.locations[event.primary], let b = event.locations[event.pointer] {
                self.pair = (event.primary, event.pointer)
                startDistance = hypot(b.x - a.x, b.y - a.y)
                lastAngle = atan2(Double(b.y - a.y), Double(b.x - a.x))
                startMidpoint = geometry.location(CGPoint(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2), in: .local)
                record(Sample(time: event.time, magnification: 1, rotation: 0))
            } else if event.kind == .up, event.pointer == event.primary {
                set(.failed)
            }
            return
        }
        guard event.kind != .clock, event.pointer == pair.first || event.pointer == pair.second,
              let a = event.locations[pair.first], let b = event.locations[pair.second] else { return }
        let angle = atan2(Double(b.y - a.y), Double(b.x - a.x))
        var turn = angle - lastAngle
        if turn > .pi { turn -= 2 * .pi } else if turn < -.pi { turn += 2 * .pi }
        rotation += turn
        lastAngle = angle
        let distance = hypot(b.x - a.x, b.y - a.y)
        let sample = Sample(time: event.time, magnification: startDistance > 0 ? distance / startDistance : 1, rotation: rotation)
        record(sample)
        if !recognized, isPastThreshold(sample) { recognized = true }
        if event.kind == .up {
            set(recognized ? .ended(value(event)) : .failed)
        } else if recognized {
            set(.changed(value(event)))
        }
    }

    private func record(_ sample: Sample) {
        if let latest, sample.time > latest.time { earlier = latest }
        latest = sample
    }

    private func value(_ event: PointerEvent) -> Value {
        let current = latest ?? Sample(time: event.time, magnification: 1, rotation: 0)
        var velocity = Sample(time: 0, magnification: 0, rotation: 0)
        if let earlier, current.time > earlier.time {
            let elapsed = current.time - earlier.time
            velocity = Sample(time: elapsed, magnification: (current.magnification - earlier.magnification) / CGFloat(elapsed),
                              rotation: (current.rotation - earlier.rotation) / elapsed)
        }
        return makeValue(current, velocity, startMidpoint, event.date)
    }

    /// `point` in the view as a unit point of its size (0 on an axis of zero length).
    static func anchor(_ point: CGPoint, in size: CGSize) -> UnitPoint {
        UnitPoint(x: size.width > 0 ? point.x / size.width : 0, y: size.height > 0 ? point.y / size.height : 0)
    }
}
