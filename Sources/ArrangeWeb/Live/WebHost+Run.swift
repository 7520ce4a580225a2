import Arrange
import Foundation
import Hummingbird
import HummingbirdWebSocket
import Logging

extension WebHost {
    /// Serves the view at the root of a server of its own, until the process receives SIGINT or
    /// SIGTERM (then it stops cleanly): the page at `/`, the script at `/client.js`, the
    /// WebSocket at `/socket`. Prints the URL once the server listens.
    ///
    /// - Parameters:
    ///   - host: The address to bind: the loopback address by default.
    ///   - port: The port; 0 picks a free one (the printed URL says which).
    nonisolated public func run(host: String = "127.0.0.1", port: Int = 8080) async throws {
        let router = Router(context: BasicWebSocketRequestContext.self)
        try addRoutes(to: router, at: "")
        let limit = maximumMessageSize
        var logger = Logger(label: "ArrangeWeb")
        logger.logLevel = .notice
        let app = Application(
            router: router,
            server: .http1WebSocketUpgrade(webSocketRouter: router, configuration: .init(ws: .init(maxFrameSize: limit))),
            configuration: .init(address: .hostname(host, port: port), serverName: "Arrange"),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? port
                print("Serving on http://\(host.contains(":") ? "[\(host)]" : host):\(port)/")
            },
            logger: logger
        )
        try await app.runService()
    }
}
