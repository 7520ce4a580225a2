/// The caret and selection of a text field, text editor or secure field: character offsets
/// (extended grapheme clusters) into its text. Kept in the control's own state.
struct TextEditingState: Equatable {
    /// Whether the control has keyboard focus (it draws its caret or selection then).
    var isFocused = false
    /// Where the selection started: the end that stays put while Shift-arrows extend it.
    var anchor = 0
    /// Where the caret is: the end that moves.
    var caret = 0

    /// The selected characters; empty (at the caret) when nothing is selected.
    var selection: Range<Int> { Swift.min(anchor, caret)..<Swift.max(anchor, caret) }

    /// The state with both ends within a text of `count` characters (the bound text may have
    /// changed since the last edit).
    func clamped(to count: Int) -> TextEditingState {
        var state = self
        state.anchor = Swift.min(Swift.max(anchor, 0), count)
        state.caret = Swift.min(Swift.max(caret, 0), count)
        return state
    }
}
