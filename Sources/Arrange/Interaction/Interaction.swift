/// What a view does when it is tapped or, holding keyboard focus, when keys are pressed: attached
/// to the node its content produces by `onTapGesture`, `focusable()` and the controls.
struct Interaction {
    /// How many taps in a row trigger ``onTap`` (`onTapGesture(count:)`).
    var tapCount = 1
    /// Performed on a tap that reaches the view.
    var onTap: ((InteractionEvent) -> Void)?
    /// Performed when the view has focus and Space or Return is pressed.
    var onActivate: (() -> Void)?
    /// Performed when the view has focus and an arrow key is pressed, with the arrow's direction
    /// (the event's location is the view's centre). Returns whether the key was used.
    var onMove: ((MoveCommandDirection, InteractionEvent) -> Bool)?
    /// Whether Tab can give the view keyboard focus.
    var isFocusable = false
    /// A gesture attached with `gesture(_:including:)` and its variants.
    var gesture: GestureAttachment?
    /// Text editing, for text fields and editors (`TextInputHandler`).
    var textInput: TextInputHandler?
}

/// A tap or key press, as a view's interaction receives it.
struct InteractionEvent {
    /// Where the tap landed, relative to the view's frame (its centre, for keys).
    var location: CGPoint
    /// The size of the view.
    var size: CGSize
    /// Whether the view's environment is right-to-left.
    var isRightToLeft: Bool
    /// The tags (`tag(_:)`) of the view's subviews, in order.
    var subviewTags: [AnyHashable?]
    /// Converts the location into another coordinate space; nil when only the local one is
    /// known.
    var convert: ((CoordinateSpace) -> CGPoint)? = nil

    /// Where the tap landed, in `space`.
    func location(in space: CoordinateSpace) -> CGPoint {
        space == .local ? location : convert?(space) ?? location
    }
}

/// Specifies the direction of an arrow key movement.
public enum MoveCommandDirection: Hashable, Sendable {
    /// Up.
    case up
    /// Down.
    case down
    /// Left.
    case left
    /// Right.
    case right
}

/// What the graph knows about interaction: handlers and hit-testing marks, by node.
struct InteractionTable {
    /// The handlers attached to each node, innermost modifier first.
    var handlers: [Int32: [Interaction]] = [:]
    /// Nodes whose subtree takes no part in hit testing (`allowsHitTesting(false)`).
    var hitTestingDisabled: Set<Int32> = []
    /// Shapes that replace a node's hit-testing area (`contentShape(_:)`), with their fill rule.
    var contentShapes: [Int32: any Shape] = [:]
    /// `focused(_:equals:)` marks, by node.
    var focusMarkers: [Int32: [FocusMarker]] = [:]

    /// Attaches `interaction` to `node`, after those of modifiers nearer the view.
    /// Every write so far, in order: what a view kept from the previous update writes again
    /// (`RetainedViews`).
    var writes: [InteractionWrite] = []

    mutating func attach(_ interaction: Interaction, to node: Int32) {
        handlers[node, default: []].append(interaction)
        writes.append(.handler(node, interaction))
    }

    /// Turns hit testing off for `node` and its subtree (`allowsHitTesting(false)`).
    mutating func disableHitTesting(of node: Int32) {
        hitTestingDisabled.insert(node)
        writes.append(.hitTestingDisabled(node))
    }

    /// Sets the shape that `node` is hit-tested with (`contentShape`).
    mutating func setContentShape(_ shape: any Shape, of node: Int32) {
        contentShapes[node] = shape
        writes.append(.contentShape(node, shape))
    }

    /// Adds a focus marker (`focused(_:)`) to `node`.
    mutating func addFocusMarker(_ marker: FocusMarker, to node: Int32) {
        focusMarkers[node, default: []].append(marker)
        writes.append(.focusMarker(node, marker))
    }

    /// Reserves room for as many handlers and writes as `other` has.
    mutating func reserveCapacity(like other: InteractionTable) {
        handlers.reserveCapacity(other.handlers.count)
        writes.reserveCapacity(other.writes.count)
    }

    /// Writes again, for nodes kept from `old`'s graph and moved by `delta`, the writes `range` of
    /// `old` (`RetainedViews`).
    mutating func replay(_ range: Range<Int32>, of old: InteractionTable, movedBy delta: Int32) {
        for index in Int(range.lowerBound)..<Int(range.upperBound) {
            switch old.writes[index] {
            case .handler(let node, let interaction): attach(interaction, to: node + delta)
            case .hitTestingDisabled(let node): disableHitTesting(of: node + delta)
            case .contentShape(let node, let shape): setContentShape(shape, of: node + delta)
            case .focusMarker(let node, let marker): addFocusMarker(marker, to: node + delta)
            }
        }
    }
}
