/// A gesture attached to a view by `gesture(_:including:)`, `simultaneousGesture(_:including:)`
/// or `highPriorityGesture(_:including:)` (or `onLongPressGesture`): how it competes, what it
/// masks, and how to make its recognizer for a press.
struct GestureAttachment {
    /// How the gesture competes with the other gestures a press reaches.
    enum Priority {
        /// `gesture(_:including:)`: below the gestures of the view's subviews.
        case normal
        /// `highPriorityGesture(_:including:)`: above the gestures of the view's subviews.
        case high
        /// `simultaneousGesture(_:including:)`: alongside the others, competing with none.
        case simultaneous
    }

    /// How the gesture competes.
    var priority: Priority
    /// Which of the gesture and the gestures below it are enabled.
    var mask: GestureMask
    /// Makes a recognizer for one press.
    var make: (GestureGeometry) -> GestureRecognizerBase
}
