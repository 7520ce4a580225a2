import ArrangeWeb
import Hummingbird
import HummingbirdTesting
import Foundation
import XCTest

/// The security middleware on a router, through HummingbirdTesting (Docs/Web.md, "Security").
final class WebSecurityMiddlewareTests: XCTestCase {
    /// A server test: skipped under a sanitizer (`skipUnderSanitizer()`).
    override func setUpWithError() throws {
        try skipUnderSanitizer()
    }

    struct Failure: Error {}

    func makeApplication() -> some ApplicationProtocol {
        let router = Router()
        router.add(middleware: WebSecurityMiddleware())
        router.get("/hello/:name") { _, context in try context.parameters.require("name") }
        router.get("/fails") { _, _ -> String in throw Failure() }
        return Application(router: router)
    }

    static func assertSecurityHeaders(_ headers: HTTPFields, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(headers[.contentSecurityPolicy], WebSecurityHeaders.contentSecurityPolicy, file: file, line: line)
        XCTAssertEqual(headers[.xContentTypeOptions], "nosniff", file: file, line: line)
        XCTAssertEqual(headers[WebSecurityHeaders.referrerPolicyName], "no-referrer", file: file, line: line)
    }

    func testThePolicyAllowsOnlyTheOrigin() {
        let policy = WebSecurityHeaders.contentSecurityPolicy
        // No inline script and no eval: CSP Level 3 allows them only with these keywords.
        XCTAssertFalse(policy.contains("unsafe-inline"))
        XCTAssertFalse(policy.contains("unsafe-eval"))
        for directive in ["default-src 'self'", "script-src 'self'", "connect-src 'self'", "img-src 'self' data:", "frame-ancestors 'none'"] {
            XCTAssertTrue(policy.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }.contains(directive), directive)
        }
    }

    func testResponsesCarryTheSecurityHeaders() async throws {
        try await makeApplication().test(.router, within: 60) { client in
            try await client.execute(uri: "/hello/world", method: .get) { response in
                XCTAssertEqual(response.status, .ok)
                XCTAssertEqual(String(buffer: response.body), "world")
                Self.assertSecurityHeaders(response.headers)
            }
            // The router's own 404 goes through the middleware too.
            try await client.execute(uri: "/nowhere", method: .get) { response in
                XCTAssertEqual(response.status, .notFound)
                Self.assertSecurityHeaders(response.headers)
            }
        }
    }

    func testUnsafePathsAreRefusedWithOneLine() async throws {
        let cases: [(uri: String, reason: String)] = [
            ("/hello/..", PathSegmentError.dotSegment.description),
            ("/hello/%2E%2E", PathSegmentError.dotSegment.description),
            ("/hello/a%2Fb", PathSegmentError.encodedSlash.description),
            ("/hello/a%5Cb", PathSegmentError.encodedSlash.description),
            ("/hello/a%00b", PathSegmentError.nul.description),
            ("/hello/" + String(repeating: "n", count: 10_240), PathSegmentError.tooLong(length: 10_240, maximum: 255).description),
        ]
        try await makeApplication().test(.router, within: 60) { client in
            for (uri, reason) in cases {
                try await client.execute(uri: uri, method: .get) { response in
                    XCTAssertEqual(response.status, .badRequest, uri)
                    XCTAssertEqual(String(buffer: response.body), reason + "\n", uri)
                    XCTAssertEqual(response.headers[.contentType], "text/plain; charset=utf-8")
                    Self.assertSecurityHeaders(response.headers)
                }
            }
        }
    }

    func testUnsafePathsAreRefusedOverARealConnection() async throws {
        // The same through a live server on a port of the system's choosing: NIO's parser passes
        // the path through unchanged, and the server stays up after each refusal.
        try await makeApplication().test(.live, within: 60) { client in
            for uri in ["/hello/..", "/hello/a%2Fb", "/hello/a%00b", "/hello/" + String(repeating: "n", count: 10_240)] {
                try await client.execute(uri: uri, method: .get) { response in
                    XCTAssertEqual(response.status, .badRequest, String(uri.prefix(40)))
                }
            }
            try await client.execute(uri: "/hello/again", method: .get) { response in
                XCTAssertEqual(String(buffer: response.body), "again")
            }
        }
    }

    func testAnInternalErrorIsA500WithoutItsDescription() async throws {
        try await makeApplication().test(.router, within: 60) { client in
            try await client.execute(uri: "/fails", method: .get) { response in
                XCTAssertEqual(response.status, .internalServerError)
                XCTAssertEqual(String(buffer: response.body), "internal error\n")
                Self.assertSecurityHeaders(response.headers)
            }
        }
    }
}
