import ArrangeWeb
import XCTest

/// `PathSegment.validate` against the rules in its documentation (Docs/Web.md, "Security").
final class PathSegmentTests: XCTestCase {
    func testPlainAndEncodedNamesAreDecoded() throws {
        XCTAssertEqual(try PathSegment.validate("card.png"), "card.png")
        // RFC 3986 §2.1: %20 is a space, %C3%A9 the UTF-8 of "é".
        XCTAssertEqual(try PathSegment.validate("a%20b"), "a b")
        XCTAssertEqual(try PathSegment.validate("caf%C3%A9"), "café")
        // A dot inside a name, or three dots, is an ordinary name (RFC 3986 §3.3: only "." and ".." are special).
        XCTAssertEqual(try PathSegment.validate("..."), "...")
        XCTAssertEqual(try PathSegment.validate("a..b"), "a..b")
    }

    func testDotSegmentsAreRefused() {
        for raw in [".", "..", "%2E%2E", "%2e.", ".%2E"] {
            XCTAssertThrowsError(try PathSegment.validate(Substring(raw)), raw) { XCTAssertEqual($0 as? PathSegmentError, .dotSegment) }
        }
    }

    func testEncodedSlashesAndBackslashesAreRefused() {
        for raw in ["a%2Fb", "a%2fb", "%5C", "a%5cb", "a\\b"] {
            XCTAssertThrowsError(try PathSegment.validate(Substring(raw)), raw) { XCTAssertEqual($0 as? PathSegmentError, .encodedSlash) }
        }
    }

    func testNulAndControlCharactersAreRefused() {
        XCTAssertThrowsError(try PathSegment.validate("a%00b")) { XCTAssertEqual($0 as? PathSegmentError, .nul) }
        XCTAssertThrowsError(try PathSegment.validate("a\u{0}b")) { XCTAssertEqual($0 as? PathSegmentError, .nul) }
        XCTAssertThrowsError(try PathSegment.validate("a%0Ab")) { XCTAssertEqual($0 as? PathSegmentError, .controlCharacter) }
        XCTAssertThrowsError(try PathSegment.validate("a%7Fb")) { XCTAssertEqual($0 as? PathSegmentError, .controlCharacter) }
    }

    func testMalformedEscapesAndInvalidUTF8AreRefused() {
        for raw in ["%", "%4", "%G0", "a%zz"] {
            XCTAssertThrowsError(try PathSegment.validate(Substring(raw)), raw) { XCTAssertEqual($0 as? PathSegmentError, .malformedEscape) }
        }
        // 0xFF never occurs in UTF-8 (RFC 3629 §1).
        XCTAssertThrowsError(try PathSegment.validate("%FF")) { XCTAssertEqual($0 as? PathSegmentError, .invalidUTF8) }
    }

    func testLengthLimitCountsBytesAsSent() throws {
        // The limit is 255 bytes: 255 letters pass, 256 do not, and 10 kB is refused with its length.
        XCTAssertEqual(try PathSegment.validate(Substring(String(repeating: "a", count: 255))).count, 255)
        XCTAssertThrowsError(try PathSegment.validate(Substring(String(repeating: "a", count: 256)))) {
            XCTAssertEqual($0 as? PathSegmentError, .tooLong(length: 256, maximum: 255))
        }
        XCTAssertThrowsError(try PathSegment.validate(Substring(String(repeating: "a", count: 10_240)))) {
            XCTAssertEqual($0 as? PathSegmentError, .tooLong(length: 10_240, maximum: 255))
        }
    }

    func testWholePathsAreCheckedSegmentBySegment() throws {
        XCTAssertNoThrow(try PathSegment.validatePath("/render/gallery/card.png"))
        XCTAssertNoThrow(try PathSegment.validatePath("/"))
        XCTAssertThrowsError(try PathSegment.validatePath("/render/../etc/passwd")) { XCTAssertEqual($0 as? PathSegmentError, .dotSegment) }
        XCTAssertThrowsError(try PathSegment.validatePath("/render/a%2F..%2Fb.png")) { XCTAssertEqual($0 as? PathSegmentError, .encodedSlash) }
    }

    func testReasonsAreOneLine() {
        let errors: [PathSegmentError] = [.dotSegment, .encodedSlash, .nul, .controlCharacter, .malformedEscape, .invalidUTF8, .tooLong(length: 300, maximum: 255)]
        for error in errors {
            XCTAssertFalse(error.description.contains("\n"))
            XCTAssertFalse(error.description.isEmpty)
        }
    }
}
