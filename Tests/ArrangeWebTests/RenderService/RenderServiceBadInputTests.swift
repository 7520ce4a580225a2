import ArrangeWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import XCTest

/// Bad requests to `RenderService`: each answered 400 with its reason on one line, never a
/// crash, and the service answers the next request (Docs/Web.md, "Image service").
final class RenderServiceBadInputTests: XCTestCase {
    /// A server test: skipped under a sanitizer (`skipUnderSanitizer()`).
    override func setUpWithError() throws {
        try skipUnderSanitizer()
    }

    /// Asks for each URI and expects 400 with `reason`.
    func assertBadRequests(_ cases: [(uri: String, reason: String)], limits: RenderLimits = RenderLimits()) async throws {
        try await RenderServiceFixtures.application(limits: limits).test(.router, within: 60) { client in
            for (uri, reason) in cases {
                try await client.execute(uri: uri, method: .get) { response in
                    XCTAssertEqual(response.status, .badRequest, uri)
                    XCTAssertEqual(String(buffer: response.body), reason + "\n", uri)
                    XCTAssertEqual(response.headers[.contentType], "text/plain; charset=utf-8")
                    XCTAssertNotNil(response.headers[.contentSecurityPolicy])
                }
            }
            // Still serving.
            try await client.execute(uri: "/render/box.png?width=2&height=2", method: .get) { response in
                XCTAssertEqual(response.status, .ok)
            }
        }
    }

    func testBadSizesAndScales() async throws {
        // RenderLimits' defaults: width and height at most 8192 points, scale at most 4.
        try await assertBadRequests([
            ("/render/box.png?width=abc", "width must be a number greater than 0 and at most 8192, not 'abc'"),
            ("/render/box.png?width=nan", "width must be a number greater than 0 and at most 8192, not 'nan'"),
            ("/render/box.png?width=inf", "width must be a number greater than 0 and at most 8192, not 'inf'"),
            ("/render/box.png?width=0x10", "width must be a number greater than 0 and at most 8192, not '0x10'"),
            ("/render/box.png?height=-5", "height must be a number greater than 0 and at most 8192, not '-5'"),
            ("/render/box.png?height=0", "height must be a number greater than 0 and at most 8192, not '0'"),
            ("/render/box.png?height=1e9", "height must be a number greater than 0 and at most 8192, not '1e9'"),
            ("/render/box.png?height=", "height must be a number greater than 0 and at most 8192, not ''"),
            ("/render/box.png?scale=100", "scale must be a number greater than 0 and at most 4, not '100'"),
            ("/render/box.png?scale=1e400", "scale must be a number greater than 0 and at most 4, not '1e400'"),
        ])
    }

    func testTooManyPixels() async throws {
        // 8000 × 8000 points at 1 pixel a point is 64,000,000 pixels, more than 4096 × 4096 = 16,777,216.
        try await assertBadRequests([
            ("/render/box.png?width=8000&height=8000", "the image would be 8000×8000 pixels, more than the limit of 16777216"),
            // 3000 × 3000 at 2 pixels a point: 6000 × 6000 = 36,000,000.
            ("/render/box.png?width=3000&height=3000&scale=2", "the image would be 6000×6000 pixels, more than the limit of 16777216"),
        ])
        // A lower limit of 100 pixels: a 20 × 10 box is 200.
        try await assertBadRequests([
            ("/render/box.png?width=20&height=10", "the image would be 20×10 pixels, more than the limit of 100"),
        ], limits: RenderLimits(maximumPixelCount: 100))
    }

    func testBadQueries() async throws {
        let long = String(repeating: "x", count: 1025)
        let many = (0...32).map { "p\($0)=1" }.joined(separator: "&")
        try await assertBadRequests([
            ("/render/card.png?title=" + long, "a query parameter is longer than 1024 bytes"),
            ("/render/card.png?" + many, "more than 32 query parameters"),
            ("/render/card.png?title=a&title=b", "the parameter 'title' is given more than once"),
            ("/render/card.png?title=%zz", "a query parameter has a malformed percent escape or is not UTF-8"),
            ("/render/card.png?title=%FF", "a query parameter has a malformed percent escape or is not UTF-8"),
        ])
        // A query longer than its limit (here 64 bytes) is refused before it is read.
        try await assertBadRequests([
            ("/render/card.png?title=" + String(repeating: "y", count: 60), "the query is 66 bytes long, more than 64"),
        ], limits: RenderLimits(maximumQueryLength: 64))
    }

    func testBadViewParameters() async throws {
        try await assertBadRequests([
            ("/render/typed.png?count=abc", "count must be an integer, not 'abc'"),
            ("/render/typed.png?count=1.5", "count must be an integer, not '1.5'"),
            ("/render/typed.png?count=-1", "count must be in 0...99, not -1"),
            ("/render/typed.png?count=99999999999999999999", "count must be an integer, not '99999999999999999999'"),
            ("/render/typed.png?ratio=nan", "ratio must be a finite number, not 'nan'"),
            ("/render/typed.png?ratio=1e999", "ratio must be a finite number, not '1e999'"),
            ("/render/typed.png?flag=maybe", "flag must be true or false, not 'maybe'"),
            ("/render/box.png?tint=red", "tint must be a colour as RRGGBB or RRGGBBAA, not 'red'"),
            ("/render/box.png?tint=%2312345", "tint must be a colour as RRGGBB or RRGGBBAA, not '#12345'"),
            // Control characters in a reason are escaped, and long values cut at 40 characters.
            ("/render/typed.png?count=%0A", "count must be an integer, not '\\n'"),
            ("/render/typed.png?count=" + String(repeating: "9", count: 50) + "x",
             "count must be an integer, not '" + String(repeating: "9", count: 40) + "…'"),
            // The view's own check.
            ("/render/checked.png?value=101", "value must be at most 100"),
        ])
    }

    func testGoodViewParametersAreRead() async throws {
        try await RenderServiceFixtures.application().test(.router, within: 60) { client in
            // count 3 × ratio 2.5 × 2 (flag) + 1 = 16 points wide, 10 high.
            try await client.execute(uri: "/render/typed.png?count=3&ratio=2.5&flag=yes", method: .get) { response in
                let size = RenderServiceFixtures.pngSize(response.body)
                XCTAssertEqual(size?.width, 16)
                XCTAssertEqual(size?.height, 10)
            }
            // A colour by hex, with '#' sent as %23 (its value is checked in RenderParametersTests).
            try await client.execute(uri: "/render/box.png?width=1&height=1&tint=%23FF8000", method: .get) { response in
                XCTAssertEqual(response.status, .ok)
            }
        }
    }

    func testMalformedPathsAreRefused() async throws {
        try await assertBadRequests([
            ("/render/..", PathSegmentError.dotSegment.description),
            ("/render/a%2F..%2Fcard.png", PathSegmentError.encodedSlash.description),
            ("/render/card%00.png", PathSegmentError.nul.description),
            ("/render/" + String(repeating: "n", count: 10_240) + ".png", PathSegmentError.tooLong(length: 10_244, maximum: 255).description),
        ])
    }
}
