import XCTest
@testable import Arrange

/// Typing into text controls through a ViewHost (ViewHost+TextInput): focus, typing, caret
/// moves, deletion, selection, submission.
final class ViewHostTextInputTests: XCTestCase {
    func testTappingAFieldFocusesItAndTypingUpdatesTheBindingPerEdit() {
        MainActor.assumeIsolated {
            let model = EditedTextModel()
            let host = textHost(FieldForm(model: model))
            XCTAssertFalse(host.isEditingText)
            XCTAssertTrue(host.tap(on: "field"))
            XCTAssertTrue(host.isEditingText)
            XCTAssertTrue(host.type("Ad"))
            XCTAssertEqual(model.text, "Ad")
            XCTAssertTrue(host.press("a"))
            XCTAssertEqual(model.text, "Ada")
            XCTAssertEqual(selectedOffsets(host, in: model.text), 3..<3)
            XCTAssertEqual(host.textSelection?.isInsertion, true)
        }
    }

    func testArrowsHomeEndAndBothDeletesEditAtTheCaret() {
        MainActor.assumeIsolated {
            let model = EditedTextModel("abcd")
            let host = textHost(FieldForm(model: model))
            host.tap(on: "field")                       // caret at the end: 4
            host.press(.leftArrow); host.press(.leftArrow)
            host.type("X")                              // ab|cd → abX|cd
            XCTAssertEqual(model.text, "abXcd")
            host.press(.delete)                         // backspace removes X
            XCTAssertEqual(model.text, "abcd")
            host.press(.deleteForward)                  // removes c
            XCTAssertEqual(model.text, "abd")
            host.press(.home); host.type(">")
            XCTAssertEqual(model.text, ">abd")
            host.press(.end); host.type("<")
            XCTAssertEqual(model.text, ">abd<")
            XCTAssertFalse(host.press(.rightArrow), "the caret is already at the end")
        }
    }

    func testCommandASelectsAllAndTypingReplacesIt() {
        MainActor.assumeIsolated {
            let model = EditedTextModel("old text")
            let host = textHost(FieldForm(model: model))
            host.tap(on: "field")
            XCTAssertTrue(host.press("a", modifiers: .command))
            XCTAssertEqual(selectedOffsets(host, in: model.text), 0..<8)
            // The selection is highlighted in the accent colour at 20 %.
            let highlight = DisplayList.RGBA(red: 0, green: 122 / 255, blue: 1, opacity: 0.2)
            XCTAssertEqual(fills(host.displayList).filter { $0.color == highlight }.count, 1)
            host.type("new")
            XCTAssertEqual(model.text, "new")
            host.press("a", modifiers: .command); host.press(.delete)
            XCTAssertEqual(model.text, "")
        }
    }

    func testReturnSubmitsASingleLineFieldAndInsertsANewlineInAVerticalOne() {
        MainActor.assumeIsolated {
            let model = EditedTextModel()
            let host = textHost(FieldForm(model: model))
            host.tap(on: "field")
            host.type("Ada")
            XCTAssertTrue(host.press(.return))
            XCTAssertEqual(model.submits, ["Ada"])
            XCTAssertEqual(model.text, "Ada")

            let notes = EditedTextModel("a")
            let vertical = textHost(FieldForm(model: notes, axis: .vertical))
            vertical.tap(on: "field")
            vertical.press(.return); vertical.type("b")
            XCTAssertEqual(notes.text, "a\nb")
            XCTAssertEqual(notes.submits, [])
            XCTAssertEqual(vertical.frame(of: "field")?.height, 2 * 10, "the field grew to two lines")
        }
    }

    func testTabMovesFocusIntoAndOutOfAField() {
        MainActor.assumeIsolated {
            let model = EditedTextModel()
            let host = textHost(FieldForm(model: model))
            host.press(.tab)
            XCTAssertTrue(host.isEditingText)
            host.type("x")
            host.press(.tab)                            // to the button
            XCTAssertFalse(host.isEditingText)
            XCTAssertFalse(host.type("y"))
            XCTAssertEqual(model.text, "x")
            XCTAssertEqual(host.diagnostics.last, "type(_:) with no focused text field is ignored")
        }
    }

    func testAFocusStateFocusesAField() {
        struct Focused: View {
            let model: EditedTextModel
            @FocusState var isFocused: Bool
            var body: some View {
                VStack {
                    TextField("Name", text: Binding(get: { model.text }, set: { model.text = $0 })).focused($isFocused)
                    Button("Edit") { isFocused = true }.id("edit")
                }
                .font(.system(size: 10))
            }
        }
        MainActor.assumeIsolated {
            let model = EditedTextModel()
            let host = textHost(Focused(model: model))
            host.tap(on: "edit")
            XCTAssertTrue(host.isEditingText)
            host.type("ok")
            XCTAssertEqual(model.text, "ok")
        }
    }

    func testControlCharactersAreStoredAsTyped() {
        MainActor.assumeIsolated {
            let model = EditedTextModel()
            let host = textHost(FieldForm(model: model))
            host.tap(on: "field")
            host.type("a\u{1B}[2J\u{0}b")
            XCTAssertEqual(model.text, "a\u{1B}[2J\u{0}b")
            let drawn = texts(host.displayList).map(\.string).joined()
            XCTAssertFalse(drawn.unicodeScalars.contains { $0.value < 0x20 }, String(reflecting: drawn))
        }
    }

    func testAMegabytePasteIsOneLinearEdit() {
        MainActor.assumeIsolated {
            let model = EditedTextModel()
            let host = textHost(FieldForm(model: model))
            host.tap(on: "field")
            let megabyte = String(repeating: "abcdefghij", count: 100_000)
            let start = Date()
            host.type(megabyte)
            _ = host.displayList
            host.type("!")
            _ = host.displayList
            let elapsed = Date().timeIntervalSince(start)
            XCTAssertEqual(model.text.utf8.count, 1_000_001)
            // A field draws at most 256 characters on either side of its caret.
            XCTAssertLessThanOrEqual(texts(host.displayList).map(\.string).joined().count, 2 * 256)
            print("1 MB paste, then one more character, laid out and drawn: \(elapsed) s")
            XCTAssertLessThan(elapsed, 10)
        }
    }

    func testATextEditorTakesNewlinesAndASecureFieldSubmits() {
        struct Editors: View {
            let model: EditedTextModel
            var body: some View {
                VStack {
                    TextEditor(text: Binding(get: { model.notes }, set: { model.notes = $0 })).frame(height: 40).id("editor")
                    SecureField("Password", text: Binding(get: { model.text }, set: { model.text = $0 }))
                        .id("password")
                        .onSubmit { model.submits.append("password") }
                }
                .font(.system(size: 10))
            }
        }
        MainActor.assumeIsolated {
            let model = EditedTextModel()
            let host = textHost(Editors(model: model))
            host.tap(on: "editor")
            host.type("one"); host.press(.return); host.type("two")
            XCTAssertEqual(model.notes, "one\ntwo")
            host.press(.home); host.type(">")
            XCTAssertEqual(model.notes, "one\n>two", "Home goes to the start of the caret's line")
            host.tap(on: "password")
            host.type("pw")
            host.press(.return)
            XCTAssertEqual(model.text, "pw")
            XCTAssertEqual(model.submits, ["password"])
            XCTAssertTrue(texts(host.displayList).map(\.string).contains("\u{2022}\u{2022}"), "a bullet per character")
        }
    }
}
