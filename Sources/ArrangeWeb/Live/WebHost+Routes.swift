import Arrange
import Foundation
import Hummingbird
import HummingbirdWebSocket

extension WebHost {
    /// Adds the host's routes under `prefix` to `router`, which must also be the server's
    /// WebSocket router (`.http1WebSocketUpgrade(webSocketRouter: router)`):
    ///
    /// - `GET prefix`: the page (Hummingbird's router matches `prefix/` too);
    /// - `GET prefix/client.js`: the client script;
    /// - `prefix/socket`: the WebSocket of a session (`?w=WIDTH&h=HEIGHT`, the page's size in CSS
    ///   pixels; ``defaultSize`` when absent).
    ///
    /// - Parameters:
    ///   - router: The router to add the page, the script and the WebSocket route to.
    ///   - prefix: Where the routes go: empty (the root) or `/name[/name…]`.
    /// - Throws: ``WebHostError/invalidPrefix(_:)`` for any other prefix.
    nonisolated public func addRoutes(to router: Router<BasicWebSocketRequestContext>, at prefix: String = "") throws {
        try addRoutes(to: router, webSocketRouter: router, at: prefix)
    }

    /// Adds the page and the client script under `prefix` to `router`, and the WebSocket route to
    /// `webSocketRouter` (the router given to `.http1WebSocketUpgrade(webSocketRouter:)`).
    ///
    /// - Parameters:
    ///   - router: The router to add the page and the client script to.
    ///   - webSocketRouter: The router to add `prefix/socket` to.
    ///   - prefix: Where the routes go: empty (the root) or `/name[/name…]`.
    /// - Throws: ``WebHostError/invalidPrefix(_:)`` for a prefix that is not empty or `/name[/name…]`.
    nonisolated public func addRoutes<Context: RequestContext>(to router: Router<Context>, webSocketRouter: Router<BasicWebSocketRequestContext>,
                                                   at prefix: String = "") throws {
        guard Self.isValid(prefix: prefix) else { throw WebHostError.invalidPrefix(prefix) }
        let page = WebPage.html(prefix: prefix)
        let pageResponse: @Sendable (Request, Context) async throws -> Response = { _, _ in
            WebPage.response(page, contentType: "text/html; charset=utf-8")
        }
        router.get(RouterPath(prefix.isEmpty ? "/" : prefix), use: pageResponse)
        router.get(RouterPath(prefix + "/client.js")) { _, _ in
            WebPage.response(WebClientScript.source, contentType: "text/javascript; charset=utf-8")
        }
        let server: any WebSessionServing = self
        webSocketRouter.ws(RouterPath(prefix + "/socket")) { inbound, outbound, context in
            try await server.serve(inbound: inbound, outbound: outbound, context: context)
        }
    }

    /// Whether `prefix` is empty or `/` followed by segments of letters, digits, `-`, `_` and
    /// `.`, none of them `.` or `..`, separated by single `/`s.
    nonisolated static func isValid(prefix: String) -> Bool {
        guard !prefix.isEmpty else { return true }
        guard prefix.utf8.count <= 200, prefix.first == "/" else { return false }
        let segments = prefix.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        return segments.allSatisfy { segment in
            !segment.isEmpty && segment != "." && segment != ".."
                && segment.unicodeScalars.allSatisfy { $0.isASCII && (CharacterSet.alphanumerics.contains($0) || "-_.".unicodeScalars.contains($0)) }
        }
    }

    /// The size a session's URL asks for (`?w=&h=`): ``defaultSize`` when absent.
    ///
    /// - Throws: ``WebProtocolError/malformed(_:)`` for sizes that are not numbers from 1 to
    ///   ``WebInput/maximumDimension``.
    nonisolated static func requestedSize(_ request: Request) throws(WebProtocolError) -> CGSize {
        let query = request.uri.queryParameters
        guard query["w"] != nil || query["h"] != nil else { return defaultSize }
        guard let w = query["w"].flatMap({ Double(String($0)) }), let h = query["h"].flatMap({ Double(String($0)) }),
              w.isFinite, h.isFinite, w >= 1, h >= 1, w <= WebInput.maximumDimension, h <= WebInput.maximumDimension else {
            throw .malformed("the socket's w and h must be numbers from 1 to \(Int(WebInput.maximumDimension))")
        }
        return CGSize(width: w, height: h)
    }
}
