/// One press in a ``ViewHost``: from the first pointer going down to the last going up, the
/// recognizers of the gestures it reached, and the arbitration between them.
///
/// The exclusive participants are in precedence order, highest first (built by
/// ``participants(from:)``); the first of them to be recognized takes the press, and the others
/// are cancelled (at the same event, the one with higher precedence). Simultaneous participants
/// compete with none. After each event, the participants still in the press deliver their
/// callbacks, in order; those that failed or were cancelled reset their gesture states.
final class PointerSession {
    /// A recognizer taking part in the press.
    struct Participant {
        /// The recognizer.
        let recognizer: GestureRecognizerBase
        /// Whether it runs alongside the others (`simultaneousGesture`).
        let isSimultaneous: Bool
        /// Whether it still follows the press (not finished, cancelled or lost).
        var isActive = true
    }

    /// The participants: exclusive ones in precedence order, then simultaneous ones.
    private(set) var participants: [Participant]
    /// The exclusive participant that took the press.
    private(set) var winner: Int?
    /// The pointer that went down first.
    let primary: Int
    /// Where the primary pointer went down.
    let startLocation: CGPoint
    /// The pointers that are down, where they are.
    var locations: [Int: CGPoint]
    /// The number of this press in a sequence of quick presses.
    let tapCount: Int
    /// Whether some participant's gesture ended during the press.
    private(set) var somethingEnded = false
    /// The farthest the primary pointer got from where it went down.
    private(set) var farthest: CGFloat = 0

    init(participants: [Participant], primary: Int, location: CGPoint, tapCount: Int) {
        self.participants = participants
        self.primary = primary
        self.startLocation = location
        self.locations = [primary: location]
        self.tapCount = tapCount
    }

    /// Sends `event` to the participants, arbitrates and delivers.
    func send(_ event: PointerEvent) {
        if let location = event.locations[primary] {
            farthest = Swift.max(farthest, hypot(location.x - startLocation.x, location.y - startLocation.y))
        }
        for index in participants.indices where participants[index].isActive && !participants[index].recognizer.isFinished {
            participants[index].recognizer.update(event)
        }
        if winner == nil, let first = participants.indices.first(where: {
            !participants[$0].isSimultaneous && participants[$0].isActive && participants[$0].recognizer.isRecognized
        }) {
            winner = first
            for index in participants.indices where index != first && !participants[index].isSimultaneous && participants[index].isActive {
                participants[index].recognizer.reset()
                participants[index].isActive = false
            }
        }
        for index in participants.indices where participants[index].isActive {
            let recognizer = participants[index].recognizer
            recognizer.deliver()
            guard recognizer.isFinished else { continue }
            if recognizer.isFailed { recognizer.reset() } else { somethingEnded = true }
            participants[index].isActive = false
        }
    }

    /// Ends the press: whatever still follows it is cancelled.
    func cancel() {
        for index in participants.indices where participants[index].isActive {
            participants[index].recognizer.reset()
            participants[index].isActive = false
        }
    }

    /// The participants of a press on `target`: the gestures and tap actions of the node and its
    /// ancestors (innermost first, as ``HitTester/interactions(from:)`` gives them), with their
    /// masks applied and in precedence order.
    ///
    /// Walking outwards, a normal gesture goes below everything collected so far (the gestures of
    /// the view's subviews and of modifiers nearer the view), a high-priority one above it; a
    /// mask without ``GestureMask/subviews`` drops everything collected so far, one without
    /// ``GestureMask/gesture`` drops the gesture itself.
    static func participants(from interactions: [(node: Int32, interaction: Interaction)],
                             make: (Int32, GestureAttachment) -> GestureRecognizerBase) -> [Participant] {
        var exclusive: [Participant] = [], simultaneous: [Participant] = []
        for (node, interaction) in interactions {
            if let onTap = interaction.onTap {
                let attachment = GestureAttachment(priority: .normal, mask: .all) { geometry in
                    TapActionRecognizer(count: interaction.tapCount, geometry: geometry, action: onTap)
                }
                exclusive.append(Participant(recognizer: make(node, attachment), isSimultaneous: false))
            }
            guard let attachment = interaction.gesture else { continue }
            if !attachment.mask.contains(.subviews) {
                exclusive.removeAll()
                simultaneous.removeAll()
            }
            guard attachment.mask.contains(.gesture) else { continue }
            let recognizer = make(node, attachment)
            switch attachment.priority {
            case .normal: exclusive.append(Participant(recognizer: recognizer, isSimultaneous: false))
            case .high: exclusive.insert(Participant(recognizer: recognizer, isSimultaneous: false), at: 0)
            case .simultaneous: simultaneous.append(Participant(recognizer: recognizer, isSimultaneous: true))
            }
        }
        return exclusive + simultaneous
    }
}
