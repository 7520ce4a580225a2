@testable import ArrangeWeb
import Arrange
import XCTest

/// The input messages of the live protocol (Docs/Web.md, "Protocol") and the diagnostics for
/// bad ones.
final class WebInputTests: XCTestCase {
    func testPointerKeysTextAndResize() throws {
        XCTAssertEqual(try WebInput(message: #"{"t":"down","x":10,"y":20.5}"#), .pointerDown(CGPoint(x: 10, y: 20.5)))
        XCTAssertEqual(try WebInput(message: #"{"t":"move","x":11,"y":21}"#), .pointerMove(CGPoint(x: 11, y: 21)))
        XCTAssertEqual(try WebInput(message: #"{"t":"up","x":12,"y":22}"#), .pointerUp(CGPoint(x: 12, y: 22)))
        // KeyboardEvent.key names (UI Events KeyboardEvent key Values) become KeyEquivalents.
        XCTAssertEqual(try WebInput(message: #"{"t":"key","k":"Tab","shift":true}"#), .key(.tab, .shift))
        XCTAssertEqual(try WebInput(message: #"{"t":"key","k":"Enter"}"#), .key(.return, []))
        XCTAssertEqual(try WebInput(message: #"{"t":"key","k":" "}"#), .key(.space, []))
        XCTAssertEqual(try WebInput(message: #"{"t":"key","k":"ArrowLeft"}"#), .key(.leftArrow, []))
        XCTAssertEqual(try WebInput(message: #"{"t":"key","k":"Escape"}"#), .key(.escape, []))
        XCTAssertEqual(try WebInput(message: #"{"t":"key","k":"Backspace"}"#), .key(.delete, []))
        XCTAssertEqual(try WebInput(message: #"{"t":"key","k":"é","ctrl":true}"#), .key(KeyEquivalent("é"), .control))
        XCTAssertEqual(try WebInput(message: #"{"t":"text","v":"Ada"}"#), .text("Ada"))
        XCTAssertEqual(try WebInput(message: #"{"t":"resize","w":800,"h":600}"#), .resize(CGSize(width: 800, height: 600)))
    }

    func testBadMessagesSayWhatIsWrong() {
        let cases: [(String, String)] = [
            ("", "malformed message: not a JSON object with a string field t"),
            ("[1,2]", "malformed message: not a JSON object with a string field t"),
            (#"{"x":1}"#, "malformed message: not a JSON object with a string field t"),
            (#"{"t":"fly"}"#, "malformed message: unknown message type"),
            (#"{"t":"down","x":1}"#, "malformed message: down needs finite numbers x and y"),
            (#"{"t":"up","x":"1","y":2}"#, "malformed message: not a JSON object with a string field t"),
            (#"{"t":"key"}"#, "malformed message: key needs a key name k"),
            (#"{"t":"key","k":"F13"}"#, "malformed message: unknown key"),
            (#"{"t":"key","k":"\u0007"}"#, "malformed message: unknown key"),
            (#"{"t":"text","v":""}"#, "malformed message: text needs v, 1 to 4096 characters"),
            (#"{"t":"resize","w":0,"h":10}"#, "malformed message: resize needs w and h from 1 to 8192"),
            (#"{"t":"resize","w":10,"h":100000}"#, "malformed message: resize needs w and h from 1 to 8192"),
        ]
        for (message, reason) in cases {
            XCTAssertThrowsError(try WebInput(message: message), message) { error in
                XCTAssertEqual((error as? WebProtocolError)?.description, reason, message)
            }
        }
        let long = String(repeating: "x", count: 4097)
        XCTAssertThrowsError(try WebInput(message: "{\"t\":\"text\",\"v\":\"\(long)\"}"))
    }

    func testCloseReasonsFitAControlFrame() {
        // RFC 6455 §5.5: a control frame's payload is at most 125 bytes, 2 of them the code.
        let reason = WebProtocolError.malformed(String(repeating: "é", count: 200)).description
        XCTAssertLessThanOrEqual(reason.utf8.count, 123)
    }
}
