import XCTest
@testable import Arrange

/// The editing rules (TextEditing): offsets count characters; Docs/Differences.md, "Text input
/// and value controls".
final class TextEditingTests: XCTestCase {
    private func apply(_ commands: [TextEditCommand], to text: String, caret: Int, anchor: Int? = nil, multiline: Bool = false) -> (String, TextEditingState) {
        var state = TextEditingState(isFocused: true, anchor: anchor ?? caret, caret: caret)
        var text = text
        for command in commands {
            if case .edited(let edited) = TextEditing.apply(command, to: text, state: &state, isMultiline: multiline) { text = edited }
        }
        return (text, state)
    }

    func testInsertionReplacesTheSelectionAndPutsTheCaretAfterIt() {
        let (text, state) = apply([.insert("XY")], to: "abcdef", caret: 4, anchor: 1)
        XCTAssertEqual(text, "aXYef")
        XCTAssertEqual(state.selection, 3..<3)
    }

    func testBackspaceAndForwardDeleteAtTheEdgesDoNothing() {
        var state = TextEditingState(isFocused: true, anchor: 0, caret: 0)
        XCTAssertEqual(TextEditing.apply(.deleteBackward, to: "ab", state: &state, isMultiline: false), .none)
        state.caret = 2; state.anchor = 2
        XCTAssertEqual(TextEditing.apply(.deleteForward, to: "ab", state: &state, isMultiline: false), .none)
        XCTAssertEqual(apply([.deleteBackward], to: "abc", caret: 2).0, "ac")
        XCTAssertEqual(apply([.deleteForward], to: "abc", caret: 1).0, "ac")
    }

    func testArrowsCollapseASelectionAndShiftExtendsIt() {
        XCTAssertEqual(apply([.moveBackward(extending: false)], to: "abcdef", caret: 4, anchor: 1).1.selection, 1..<1)
        XCTAssertEqual(apply([.moveForward(extending: false)], to: "abcdef", caret: 1, anchor: 4).1.selection, 4..<4)
        XCTAssertEqual(apply([.moveForward(extending: true), .moveForward(extending: true)], to: "abcdef", caret: 1).1.selection, 1..<3)
    }

    func testHomeAndEndMoveWithinTheLineOfAMultilineText() {
        // "ab\ncd\nef": the second line holds offsets 3 and 4, its end is offset 5.
        XCTAssertEqual(apply([.moveToLineStart(extending: false)], to: "ab\ncd\nef", caret: 4, multiline: true).1.caret, 3)
        XCTAssertEqual(apply([.moveToLineEnd(extending: false)], to: "ab\ncd\nef", caret: 4, multiline: true).1.caret, 5)
        XCTAssertEqual(apply([.moveToLineEnd(extending: false)], to: "ab\ncd\nef", caret: 4).1.caret, 8, "single line: the text's end")
    }

    func testReturnSubmitsASingleLineAndInsertsANewlineInAMultilineText() {
        var state = TextEditingState(isFocused: true, anchor: 1, caret: 1)
        XCTAssertEqual(TextEditing.apply(.returnKey, to: "ab", state: &state, isMultiline: false), .submit)
        XCTAssertEqual(TextEditing.apply(.returnKey, to: "ab", state: &state, isMultiline: true), .edited("a\nb"))
    }

    func testACaretBeyondAnExternallyShortenedTextIsClamped() {
        let (text, state) = apply([.insert("!")], to: "ab", caret: 9, anchor: 7)
        XCTAssertEqual(text, "ab!")
        XCTAssertEqual(state.caret, 3)
    }

    func testCombiningMarksAndEmojiCountAsOneCharacter() {
        // "é" as e + U+0301 is one character; so is a flag of two regional indicators.
        let (text, state) = apply([.deleteBackward], to: "ae\u{301}\u{1F1EB}\u{1F1F7}", caret: 3)
        XCTAssertEqual(text, "ae\u{301}")
        XCTAssertEqual(state.caret, 2)
    }
}
