import ArrangeWeb
import XCTest

/// `RenderParameters`' typed accessors, against the rules in their documentation.
final class RenderParametersTests: XCTestCase {
    func testValuesAreReadAsAsked() {
        let params = RenderParameters(["title": "Hi", "count": "-7", "ratio": "2.5e1", "flag": "off", "tint": "#FF8000", "wash": "00000080"])
        XCTAssertEqual(params.string("title"), "Hi")
        XCTAssertEqual(params.int("count"), -7)
        XCTAssertEqual(params.double("ratio"), 25)
        XCTAssertEqual(params.bool("flag"), false)
        // FF 80 00 is red 1, green 128/255, blue 0, opaque; 00000080 is black at 128/255.
        XCTAssertEqual(params.color("tint"), Color(.sRGB, red: 1, green: 128.0 / 255, blue: 0, opacity: 1))
        XCTAssertEqual(params.color("wash"), Color(.sRGB, red: 0, green: 0, blue: 0, opacity: 128.0 / 255))
        XCTAssertNil(params.problem)
    }

    func testAbsentValuesAreNilWithoutAProblem() {
        let params = RenderParameters([:])
        XCTAssertNil(params.string("x"))
        XCTAssertNil(params.int("x"))
        XCTAssertNil(params.double("x"))
        XCTAssertNil(params.bool("x"))
        XCTAssertNil(params.color("x"))
        XCTAssertNil(params.problem)
    }

    func testTheFirstProblemIsKept() {
        let params = RenderParameters(["a": "x", "b": "nan"])
        XCTAssertNil(params.int("a"))
        XCTAssertNil(params.double("b"))
        XCTAssertEqual(params.problem, RenderParameterError("a must be an integer, not 'x'"))
    }

    func testRangesAreChecked() {
        let params = RenderParameters(["n": "5", "d": "0.5"])
        XCTAssertNil(params.int("n", in: 0...4))
        XCTAssertEqual(params.problem?.reason, "n must be in 0...4, not 5")
        XCTAssertEqual(RenderParameters(["d": "0.5"]).double("d", in: 0...1), 0.5)
        let outside = RenderParameters(["d": "-0.5"])
        XCTAssertNil(outside.double("d", in: 0...1))
        XCTAssertEqual(outside.problem?.reason, "d must be in 0.0...1.0, not -0.5")
    }

    func testReasonsAreOneLine() {
        XCTAssertEqual(RenderParameterError("two\nlines").reason, "two lines")
        // "\r\n" is one Character (one grapheme cluster), so one space.
        XCTAssertEqual(WebRequestError(.badRequest, "a\r\nb").reason, "a b")
    }
}
