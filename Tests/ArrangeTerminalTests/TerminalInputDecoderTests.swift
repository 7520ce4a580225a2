import XCTest
import Arrange
@testable import ArrangeTerminal

/// The input decoder: bytes as a terminal sends them in raw mode (xterm's control sequences:
/// CSI `ESC [`, SS3 `ESC O`, SGR mouse mode 1006 `ESC [ < b ; x ; y M/m`).
final class TerminalInputDecoderTests: XCTestCase {
    private func decode(_ text: String) -> [TerminalInputEvent] {
        var decoder = TerminalInputDecoder()
        return decoder.decode(Array(text.utf8)) + decoder.flush()
    }

    func testPlainKeysControlKeysAndLetters() {
        XCTAssertEqual(decode("q"), [.key("q", [])])
        XCTAssertEqual(decode("Q"), [.key("Q", .shift)])
        XCTAssertEqual(decode("\t"), [.key(.tab, [])])
        XCTAssertEqual(decode("\r"), [.key(.return, [])])
        XCTAssertEqual(decode("\n"), [.key(.return, [])])
        XCTAssertEqual(decode(" "), [.key(.space, [])])
        XCTAssertEqual(decode("\u{7F}"), [.key(.delete, [])])
        XCTAssertEqual(decode("\u{03}"), [.key("c", .control)])
        XCTAssertEqual(decode("ab"), [.key("a", []), .key("b", [])])
        XCTAssertEqual(decode("é"), [.key("é", [])])
        XCTAssertEqual(decode("🐶"), [.key("🐶", [])])
    }

    func testArrowsShiftTabAndModifiers() {
        XCTAssertEqual(decode("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D"),
                       [.key(.upArrow, []), .key(.downArrow, []), .key(.rightArrow, []), .key(.leftArrow, [])])
        XCTAssertEqual(decode("\u{1B}OA\u{1B}OD"), [.key(.upArrow, []), .key(.leftArrow, [])])
        XCTAssertEqual(decode("\u{1B}[Z"), [.key(.tab, .shift)])
        XCTAssertEqual(decode("\u{1B}[1;2C"), [.key(.rightArrow, .shift)])
        XCTAssertEqual(decode("\u{1B}[1;5A"), [.key(.upArrow, .control)])
        XCTAssertEqual(decode("\u{1B}x"), [.key("x", .option)])
    }

    func testEscapeAloneWaitsForFlush() {
        var decoder = TerminalInputDecoder()
        XCTAssertEqual(decoder.decode([0x1B]), [])
        XCTAssertEqual(decoder.pending, [0x1B])
        XCTAssertEqual(decoder.flush(), [.key(.escape, [])])
        XCTAssertEqual(decoder.pending, [])
        XCTAssertEqual(decoder.flush(), [])
        XCTAssertEqual(decode("\u{1B}\u{1B}"), [.key(.escape, []), .key(.escape, [])])
    }

    func testSGRMouseReports() {
        XCTAssertEqual(decode("\u{1B}[<0;10;5M"), [.mouse(button: 0, column: 9, row: 4, isRelease: false)])
        XCTAssertEqual(decode("\u{1B}[<0;10;5m"), [.mouse(button: 0, column: 9, row: 4, isRelease: true)])
        XCTAssertEqual(decode("\u{1B}[<2;1;1M"), [.mouse(button: 2, column: 0, row: 0, isRelease: false)])
        // Shift held (4) is not part of the button; the wheel is 64.
        XCTAssertEqual(decode("\u{1B}[<4;3;3M"), [.mouse(button: 0, column: 2, row: 2, isRelease: false)])
        XCTAssertEqual(decode("\u{1B}[<64;3;3M"), [.mouse(button: 64, column: 2, row: 2, isRelease: false)])
        // Motion with the left button held (32 + 0, mode 1002) is a drag; motion with no button
        // (35) and malformed reports are dropped, and what follows still decodes.
        XCTAssertEqual(decode("\u{1B}[<32;3;3Mq"), [.mouseDrag(button: 0, column: 2, row: 2), .key("q", [])])
        XCTAssertEqual(decode("\u{1B}[<35;3;3Mq"), [.key("q", [])])
        XCTAssertEqual(decode("\u{1B}[<0;0;3Mq"), [.key("q", [])])
        XCTAssertEqual(decode("\u{1B}[<0;3Mq"), [.key("q", [])])
        XCTAssertEqual(decode("\u{1B}[<0;200;100m"), [.mouse(button: 0, column: 199, row: 99, isRelease: true)])
    }

    func testSequencesSplitAtEveryByteDecodeTheSame() {
        let text = "a\u{1B}[<0;12;7M\u{1B}[<0;12;7m\u{1B}[1;2D\té🐶\u{1B}OB\u{03}"
        let whole = decode(text)
        XCTAssertEqual(whole.count, 9)
        let bytes = Array(text.utf8)
        for split in 1..<bytes.count {
            var decoder = TerminalInputDecoder()
            let events = decoder.decode(Array(bytes[..<split])) + decoder.decode(Array(bytes[split...]))
            XCTAssertEqual(events, whole, "split at \(split)")
        }
        var decoder = TerminalInputDecoder()
        let byByte = bytes.flatMap { decoder.decode([$0]) }
        XCTAssertEqual(byByte, whole)
    }

    func testUnknownSequencesAndBadBytesAreDropped() {
        XCTAssertEqual(decode("\u{1B}[15~x"), [.key("x", [])])     // F5: not a key Arrange handles
        var decoder = TerminalInputDecoder()
        // An invalid UTF-8 lead becomes U+FFFD (Docs/Differences.md, "Text input and value controls").
        XCTAssertEqual(decoder.decode([0xC3, 0x28, 0x61]), [.key("\u{FFFD}", []), .key("(", []), .key("a", [])])
        XCTAssertEqual(decoder.decode([0xFF, 0x62]), [.key("\u{FFFD}", []), .key("b", [])])
        // A sequence that never ends is not kept forever.
        let endless = [0x1B, UInt8(ascii: "[")] + Array(repeating: UInt8(ascii: "1"), count: 100)
        _ = decoder.decode(endless)
        XCTAssertLessThanOrEqual(decoder.pending.count, TerminalInputDecoder.maximumSequenceLength + 1)
    }
}
