/// How a host reaches a text control: what `TextField`, `SecureField` and `TextEditor` attach to
/// their node (``Interaction/textInput``) so that ``ViewHost/type(_:)`` and the editing keys of
/// ``ViewHost/press(_:modifiers:)`` reach the focused one.
struct TextInputHandler {
    /// Applies an edit or caret movement; returns whether it changed anything (or submitted).
    let apply: (TextEditCommand) -> Bool
    /// Tells the control that it gained (true) or lost (false) keyboard focus.
    let setFocused: (Bool) -> Void
    /// The control's text and its selected character offsets now.
    let selection: () -> (text: String, range: Range<Int>)
}
