import Arrange

/// Something the terminal reported: a key press or a mouse button going down or up over a cell, or the
/// mouse moving with a button held
/// (Arrange's addition; SwiftUI has no terminal input).
///
/// ```swift
/// var decoder = TerminalInputDecoder()
/// decoder.decode(Array("\u{1B}[A".utf8))   // [.key(.upArrow, [])]
/// ```
public enum TerminalInputEvent: Hashable, Sendable {
    /// A key press: the key, and the modifier keys held with it.
    case key(KeyEquivalent, EventModifiers)
    /// A mouse button report (SGR, mode 1006): the button (0 left, 1 middle, 2 right, 64 and 65
    /// the wheel up and down), the cell's column and row counted from 0 at the top left, and
    /// whether the button was released (false when pressed).
    case mouse(button: Int, column: Int, row: Int, isRelease: Bool)
    /// A mouse motion report while a button is held (SGR, mode 1002): the button held (0 left,
    /// 1 middle, 2 right) and the cell the pointer moved to, counted from 0 at the top left.
    case mouseDrag(button: Int, column: Int, row: Int)
    /// A bracketed paste (mode 2004): the text between `ESC [ 200 ~` and `ESC [ 201 ~`, decoded
    /// as UTF-8 with each malformed byte replaced by U+FFFD.
    case paste(String)
}
