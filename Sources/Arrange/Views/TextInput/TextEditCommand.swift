/// An edit or caret movement that a focused text control receives from its host.
enum TextEditCommand: Equatable {
    /// Inserts the string at the caret, replacing the selection.
    case insert(String)
    /// Moves the caret one character back (extending the selection when `extending`).
    case moveBackward(extending: Bool)
    /// Moves the caret one character forward.
    case moveForward(extending: Bool)
    /// Moves the caret to the start of its line (of the text, in a single-line field).
    case moveToLineStart(extending: Bool)
    /// Moves the caret to the end of its line.
    case moveToLineEnd(extending: Bool)
    /// Deletes the selection, or the character before the caret (Backspace).
    case deleteBackward
    /// Deletes the selection, or the character after the caret (Delete forward).
    case deleteForward
    /// Selects all the text.
    case selectAll
    /// Return: submits a single-line field, inserts a newline in a multi-line one.
    case returnKey
}
