/// Recognizes a tap (``TapGesture``, ``SpatialTapGesture``, `onTapGesture`): the primary pointer
/// goes up within ``movementTolerance`` points of where it went down, on a press whose number
/// in a sequence of quick presses (``PointerEvent/tapCount``) is a multiple of the count. It
/// fails as soon as the pointer moves farther, and on other presses.
final class TapRecognizer<Value>: PhaseRecognizer<Value> {
    /// How far, in points, the pointer may move between going down and up for a tap (the
    /// distance within which presses form a sequence too: Docs/Differences.md, "State and
    /// interaction").
    static var movementTolerance: CGFloat { 10 }

    private let count: Int
    private let value: (CGPoint) -> Value
    private var start: CGPoint?

    /// - Parameters:
    ///   - count: The number of taps in a row that make the gesture.
    ///   - value: The gesture's value given where the pointer went up (hosting-area coordinates).
    init(count: Int, value: @escaping (CGPoint) -> Value) {
        self.count = Swift.max(count, 1)
        self.value = value
    }

    override func update(_ event: PointerEvent) {
        guard event.concernsPrimary, event.kind != .clock else { return }
        let location = event.location
        if start == nil { start = location }
        guard let start, hypot(location.x - start.x, location.y - start.y) <= Self.movementTolerance else {
            set(.failed)
            return
        }
        guard event.kind == .up else { return }
        set(event.tapCount % count == 0 ? .ended(value(location)) : .failed)
    }
}
