/// One pointer event as gesture recognizers see it: a pointer going down, moving or going up
/// in a ``ViewHost``, or the host's clock moving on (``ViewHost/advance(by:)``) while pointers
/// are down.
struct PointerEvent {
    /// What happened.
    enum Kind {
        /// A pointer went down.
        case down
        /// A pointer moved.
        case move
        /// A pointer went up.
        case up
        /// The host's clock moved on; no pointer changed.
        case clock
    }

    /// What happened.
    var kind: Kind
    /// The pointer that went down, moved or went up (the primary one for ``Kind/clock``).
    var pointer: Int
    /// The pointer that went down first in this press: the one single-pointer gestures follow.
    var primary: Int
    /// Where each pointer is, in the hosting area's coordinates, the changed one included (for an
    /// up, where it went up).
    var locations: [Int: CGPoint]
    /// The host's clock, in seconds.
    var time: TimeInterval
    /// The host's clock as a date.
    var date: Date
    /// The number of this press in a sequence of quick presses near each other (1 for the first):
    /// what `TapGesture(count:)` counts.
    var tapCount: Int

    /// Whether the event is about the primary pointer (or the clock).
    var concernsPrimary: Bool { kind == .clock || pointer == primary }

    /// Where the primary pointer is.
    var location: CGPoint { locations[primary] ?? .zero }
}
