import ArrangeWeb
import Foundation
import Hummingbird
import HummingbirdTesting
import XCTest

/// `RenderService`'s routes through HummingbirdTesting (Docs/Web.md, "Image service").
final class RenderServiceTests: XCTestCase {
    /// A server test: skipped under a sanitizer (`skipUnderSanitizer()`).
    override func setUpWithError() throws {
        try skipUnderSanitizer()
    }

    func testAPNGIsTheViewsSizeTimesTheScale() async throws {
        try await RenderServiceFixtures.application().test(.router, within: 60) { client in
            // The card is 1200 × 630 points; at 2 pixels a point its PNG is 2400 × 1260.
            try await client.execute(uri: "/render/card.png?scale=2", method: .get) { response in
                XCTAssertEqual(response.status, .ok)
                XCTAssertEqual(response.headers[.contentType], "image/png")
                let size = RenderServiceFixtures.pngSize(response.body)
                XCTAssertEqual(size?.width, 2400)
                XCTAssertEqual(size?.height, 1260)
                XCTAssertEqual(response.headers[.contentLength], String(response.body.readableBytes))
                XCTAssertEqual(response.headers[.cacheControl], "public, max-age=3600")
                XCTAssertEqual(response.headers[.eTag], EntityTag(of: response.body.readableBytesView).description)
            }
            // Without a scale, 1 pixel a point.
            try await client.execute(uri: "/render/card.png", method: .get) { response in
                let size = RenderServiceFixtures.pngSize(response.body)
                XCTAssertEqual(size?.width, 1200)
                XCTAssertEqual(size?.height, 630)
            }
        }
    }

    func testWidthAndHeightAreTheProposal() async throws {
        try await RenderServiceFixtures.application().test(.router, within: 60) { client in
            // A colour takes the size proposed (Docs/LayoutRules.md): 300 × 200 points at 1.5
            // pixels a point is 450 × 300 pixels.
            try await client.execute(uri: "/render/box.png?width=300&height=200&scale=1.5", method: .get) { response in
                let size = RenderServiceFixtures.pngSize(response.body)
                XCTAssertEqual(size?.width, 450)
                XCTAssertEqual(size?.height, 300)
            }
            // The fixed-size card stays 1200 × 630 whatever is proposed, as in SwiftUI's ImageRenderer.
            try await client.execute(uri: "/render/card.png?width=600&height=315", method: .get) { response in
                let size = RenderServiceFixtures.pngSize(response.body)
                XCTAssertEqual(size?.width, 1200)
                XCTAssertEqual(size?.height, 630)
            }
        }
    }

    func testAnSVGIsAStandaloneDocumentInPoints() async throws {
        try await RenderServiceFixtures.application().test(.router, within: 60) { client in
            try await client.execute(uri: "/render/box.svg?width=300&height=200&scale=3", method: .get) { response in
                XCTAssertEqual(response.status, .ok)
                XCTAssertEqual(response.headers[.contentType], "image/svg+xml; charset=utf-8")
                let text = String(buffer: response.body)
                // An SVG is in points whatever the scale: width 300, height 200.
                XCTAssertTrue(text.contains("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"300\" height=\"200\""), String(text.prefix(200)))
                // An SVG on its own gets a policy without scripts.
                XCTAssertTrue(response.headers[.contentSecurityPolicy]?.hasPrefix("default-src 'none'") ?? false)
                XCTAssertEqual(response.headers[.xContentTypeOptions], "nosniff")
            }
        }
    }

    func testTextFromParametersNeverBecomesMarkup() async throws {
        try await RenderServiceFixtures.application().test(.router, within: 60) { client in
            // "<script>alert(1)</script>" percent-encoded: the SVG draws text as outlines, so the
            // characters never appear in the document.
            try await client.execute(uri: "/render/card.svg?title=%3Cscript%3Ealert(1)%3C%2Fscript%3E", method: .get) { response in
                XCTAssertEqual(response.status, .ok)
                let text = String(buffer: response.body)
                XCTAssertFalse(text.contains("<script"))
                XCTAssertFalse(text.contains("alert"))
            }
        }
    }

    func testHeadAnswersTheHeadersOfGetWithoutTheBody() async throws {
        try await RenderServiceFixtures.application().test(.router, within: 60) { client in
            let get = try await client.execute(uri: "/render/box.png?width=40&height=30", method: .get)
            try await client.execute(uri: "/render/box.png?width=40&height=30", method: .head) { response in
                XCTAssertEqual(response.status, .ok)
                XCTAssertEqual(response.body.readableBytes, 0)
                XCTAssertEqual(response.headers[.contentLength], String(get.body.readableBytes))
                XCTAssertEqual(response.headers[.eTag], get.headers[.eTag])
                XCTAssertEqual(response.headers[.contentType], "image/png")
            }
        }
    }

    func testAMatchingIfNoneMatchIsA304() async throws {
        try await RenderServiceFixtures.application().test(.router, within: 60) { client in
            let first = try await client.execute(uri: "/render/card.png?title=Hello", method: .get)
            let tag = try XCTUnwrap(first.headers[.eTag])
            // RFC 9110 §13.1.2: the tag itself, a weak form of it, one of a list, or `*` match.
            for condition in [tag, "W/" + tag, "\"other\", " + tag, "*"] {
                try await client.execute(uri: "/render/card.png?title=Hello", method: .get, headers: [.ifNoneMatch: condition]) { response in
                    XCTAssertEqual(response.status, .notModified, condition)
                    XCTAssertEqual(response.body.readableBytes, 0)
                    XCTAssertEqual(response.headers[.eTag], tag)
                    XCTAssertEqual(response.headers[.cacheControl], "public, max-age=3600")
                }
            }
            try await client.execute(uri: "/render/card.png?title=Hello", method: .get, headers: [.ifNoneMatch: "\"other\""]) { response in
                XCTAssertEqual(response.status, .ok)
            }
        }
    }

    func testTheTagFollowsTheContent() async throws {
        try await RenderServiceFixtures.application().test(.router, within: 60) { client in
            let tag = { (uri: String) in try await client.execute(uri: uri, method: .get).headers[.eTag] }
            // The same picture asked for in two spellings has one tag; another title, another tag.
            let plain = try await tag("/render/card.png?title=A&scale=2")
            XCTAssertNotNil(plain)
            let respelt = try await tag("/render/card.png?scale=2.0&title=A&unused=1")
            let other = try await tag("/render/card.png?title=B&scale=2")
            XCTAssertEqual(respelt, plain)
            XCTAssertNotEqual(other, plain)
        }
    }

    func testUnknownNamesAndExtensionsAre404() async throws {
        try await RenderServiceFixtures.application().test(.router, within: 60) { client in
            for (uri, reason) in [("/render/nothing.png", "no view named 'nothing'"),
                                  ("/render/card.jpg", "not found: a render URL ends in .png or .svg"),
                                  ("/render/card", "not found: a render URL ends in .png or .svg")] {
                try await client.execute(uri: uri, method: .get) { response in
                    XCTAssertEqual(response.status, .notFound, uri)
                    XCTAssertEqual(String(buffer: response.body), reason + "\n")
                }
            }
        }
    }

    func testAnErrorOfAViewsOwnIsA500WithoutDetails() async throws {
        try await RenderServiceFixtures.application().test(.router, within: 60) { client in
            try await client.execute(uri: "/render/failing.png", method: .get) { response in
                XCTAssertEqual(response.status, .internalServerError)
                XCTAssertEqual(String(buffer: response.body), "internal error\n")
            }
        }
    }

    func testALayoutPastTheTimeLimitIsA503() async throws {
        // 200 subviews measured at 10 ms each take 2 s; the limit is 50 ms.
        let limits = RenderLimits(timeLimit: .milliseconds(50))
        try await RenderServiceFixtures.application(limits: limits).test(.router, within: 60) { client in
            try await client.execute(uri: "/render/slow.png", method: .get) { response in
                XCTAssertEqual(response.status, .serviceUnavailable)
                XCTAssertEqual(String(buffer: response.body), "the layout took longer than the limit of \(Duration.milliseconds(50))\n")
            }
        }
    }
}
