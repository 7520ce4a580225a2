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
