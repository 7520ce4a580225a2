import XCTest
import Foundation
import Arrange
import ArrangeRendering
@testable import ArrangeTerminal

/// Typing into a text field from the terminal: keys, editing sequences, bracketed paste, and
/// bad input (control characters, malformed UTF-8, a megabyte pasted).
final class TerminalTextInputTests: XCTestCase {
    private final class Model { var text = "" }

    private struct Form: View {
        let model: Model
        @State private var edits = 0
        var body: some View {
            VStack {
                TextField("Name", text: Binding(get: { model.text }, set: { model.text = $0; edits += 1 })).id("field")
                Text("edits: \(edits)")
            }
        }
    }

    private func makeHost() -> (TerminalHost<Form>, Model) {
        let model = Model()
        let host = TerminalHost(rootView: Form(model: model), session: TerminalSession(write: { _ in }),
                                columns: 40, rows: 10, log: TerminalLog(path: nil))
        return (host, model)
    }

    /// Clicks the field's cell so that it has focus.
    private func focusField(_ host: TerminalHost<Form>) throws {
        let frame = try XCTUnwrap(host.viewHost.frame(of: "field"))
        let column = Int(frame.midX / 8) + 1, row = Int(frame.midY / 16) + 1
        XCTAssertTrue(host.receive(Array("\u{1B}[<0;\(column);\(row)M\u{1B}[<0;\(column);\(row)m".utf8)))
        XCTAssertTrue(host.viewHost.isEditingText)
    }

    func testTypedCharactersAndEditingKeysReachTheFocusedField() throws {
        try MainActor.assumeIsolated {
            let (host, model) = makeHost()
            try focusField(host)
            // q is typed, not quitting, while the field has focus.
            XCTAssertTrue(host.receive(Array("quiet Ünï".utf8)))
            XCTAssertEqual(model.text, "quiet Ünï")
            // Backspace (DEL), Home (ESC [ H), forward Delete (ESC [ 3 ~), End (ESC [ F), Left (ESC [ D).
            XCTAssertTrue(host.receive([0x7F] + Array("\u{1B}[H\u{1B}[3~\u{1B}[F\u{1B}[D!".utf8)))
            XCTAssertEqual(model.text, "uiet Ü!n")
            XCTAssertTrue(host.frame().contains("uiet"), "the edited text is drawn")
            // Ctrl-C still quits.
            XCTAssertFalse(host.receive([0x03]))
        }
    }

    func testABracketedPasteIsOneEditEvenWhenSplit() throws {
        try MainActor.assumeIsolated {
            let (host, model) = makeHost()
            try focusField(host)
            let bytes = Array("\u{1B}[200~pasted q text\u{1B}[201~".utf8)
            // Split inside the start marker, the text and the end marker.
            XCTAssertTrue(host.receive(Array(bytes[0..<3])))
            XCTAssertTrue(host.receive(Array(bytes[3..<12])))
            XCTAssertTrue(host.receive(Array(bytes[12..<(bytes.count - 2)])))
            XCTAssertEqual(model.text, "", "nothing is inserted before the paste ends")
            XCTAssertTrue(host.receive(Array(bytes[(bytes.count - 2)...])))
            XCTAssertEqual(model.text, "pasted q text")
            XCTAssertTrue(host.frame().contains("edits: 1"), "one edit for the whole paste")
        }
    }

    func testPastedControlCharactersAreStoredButNeverReachTheTerminalRaw() throws {
        try MainActor.assumeIsolated {
            let (host, model) = makeHost()
            try focusField(host)
            let hostile = "a\u{1B}[2J\u{1B}]0;t\u{07}b\u{0}c"
            XCTAssertTrue(host.receive(Array("\u{1B}[200~\(hostile)\u{1B}[201~".utf8)))
            XCTAssertEqual(model.text, hostile)
            let output = host.frame()
            // Every escape in the output is one of the renderer's own (ESC [ … letter); the text's
            // ESC, BEL and NUL were drawn as U+241B, U+2407 and U+2400.
            XCTAssertFalse(output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\u{1B}" && $0 != "\n" && $0 != "\r" })
            XCTAssertTrue(output.contains("a\u{241B}[2J\u{241B}]0;t\u{2407}b\u{2400}c"), String(reflecting: output))
        }
    }

    func testMalformedUTF8BecomesReplacementCharacters() throws {
        try MainActor.assumeIsolated {
            let (host, model) = makeHost()
            try focusField(host)
            // A lone continuation byte, a truncated two-byte sequence, and 0xFF.
            XCTAssertTrue(host.receive([0x61, 0x80, 0xC3, 0x28, 0xFF, 0x62]))
            XCTAssertEqual(model.text, "a\u{FFFD}\u{FFFD}(\u{FFFD}b")
            // Inside a paste, too.
            XCTAssertTrue(host.receive(Array("\u{1B}[200~".utf8) + [0xE2, 0x82, 0x63] + Array("\u{1B}[201~".utf8)))
            XCTAssertEqual(model.text, "a\u{FFFD}\u{FFFD}(\u{FFFD}b\u{FFFD}c")
        }
    }

    func testAMegabytePasteStaysFast() throws {
        try MainActor.assumeIsolated {
            let (host, model) = makeHost()
            try focusField(host)
            let text = String(repeating: "0123456789abcdef", count: 65_536)   // 1 MiB
            let bytes = Array("\u{1B}[200~\(text)\u{1B}[201~".utf8)
            let start = Date()
            // Arriving in 4 KiB reads, as from a terminal.
            var offset = 0
            while offset < bytes.count {
                XCTAssertTrue(host.receive(Array(bytes[offset..<min(offset + 4096, bytes.count)])))
                offset += 4096
            }
            _ = host.frame()
            let elapsed = Date().timeIntervalSince(start)
            XCTAssertEqual(model.text.utf8.count, 1_048_576)
            print("1 MiB bracketed paste in 4 KiB reads, typed and drawn: \(elapsed) s")
            XCTAssertLessThan(elapsed, 10)
        }
    }
}
