/// Recognizes a long press (``LongPressGesture``): pressing (value true) from the moment the
/// primary pointer goes down; recognized, and ended with true, once the host's clock reaches
/// `minimumDuration` after that while the pointer stays within `maximumDistance` points of where
/// it went down. Moving farther, or going up earlier, fails it.
final class LongPressRecognizer: PhaseRecognizer<Bool> {
    private let minimumDuration: Double
    private let maximumDistance: CGFloat
    private var start: (location: CGPoint, time: TimeInterval)?

    init(minimumDuration: Double, maximumDistance: CGFloat) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }

    /// Pressing is not yet recognition: a long press takes the press from competing gestures
    /// only when it ends.
    override var isRecognized: Bool { phase.isEnded }

    override func update(_ event: PointerEvent) {
        guard event.concernsPrimary else { return }
        let location = event.location
        if start == nil {
            start = (location, event.time)
            set(.changed(true))
        }
        guard let start else { return }
        if hypot(location.x - start.location.x, location.y - start.location.y) > maximumDistance {
            set(.failed)
        } else if event.time - start.time >= minimumDuration - 1e-9 {
            set(.ended(true))
        } else if event.kind == .up {
            set(.failed)
        }
    }
}
