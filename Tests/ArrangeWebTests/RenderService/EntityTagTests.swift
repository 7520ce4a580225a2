import ArrangeWeb
import XCTest

/// `EntityTag`: FNV-1a over the bytes, and `If-None-Match` per RFC 9110 §13.1.2.
final class EntityTagTests: XCTestCase {
    func testTheTagIsFNV1aOfTheBytesAndTheirLength() {
        // FNV-1a 64 of no bytes is the offset basis cbf29ce484222325; of "a" it is
        // af63dc4c8601ec8c (the published test vectors of FNV, www.isthe.com/chongo/tech/comp/fnv).
        XCTAssertEqual(EntityTag(of: [UInt8]()).description, "\"cbf29ce484222325-0\"")
        XCTAssertEqual(EntityTag(of: Array("a".utf8)).description, "\"af63dc4c8601ec8c-1\"")
        XCTAssertNotEqual(EntityTag(of: [1, 2]), EntityTag(of: [2, 1]))
    }

    func testIfNoneMatch() {
        let tag = EntityTag(of: Array("a".utf8))
        XCTAssertTrue(tag.matches(ifNoneMatch: "\"af63dc4c8601ec8c-1\""))
        XCTAssertTrue(tag.matches(ifNoneMatch: "W/\"af63dc4c8601ec8c-1\""))
        XCTAssertTrue(tag.matches(ifNoneMatch: " \"x\" ,\t\"af63dc4c8601ec8c-1\" "))
        XCTAssertTrue(tag.matches(ifNoneMatch: "*"))
        XCTAssertFalse(tag.matches(ifNoneMatch: "\"x\""))
        XCTAssertFalse(tag.matches(ifNoneMatch: "af63dc4c8601ec8c-1"))
        XCTAssertFalse(tag.matches(ifNoneMatch: ""))
    }
}
