import ArgumentParser
import ArrangeWeb
import Foundation
import Hummingbird
import HummingbirdWebSocket

/// `arrange serve [--port 8080] [--host 127.0.0.1]`: the gallery's examples as PNG and SVG, the
/// social card with a `title`, and an index page linking them (Docs/Web.md, "Image service").
///
/// It binds to the loopback address unless told otherwise, prints its URL once it listens, and
/// stops on SIGINT (Ctrl-C) or SIGTERM: Hummingbird's service group (swift-service-lifecycle)
/// catches both, stops accepting connections, lets requests in flight finish, and returns, so the
/// process exits with status 0.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serves the gallery's examples as PNG and SVG, and an index page, over HTTP."
    )

    @Option(help: "The port to listen on (0: any free port; the URL printed says which).")
    var port: Int = 8080

    @Option(help: "The address to listen on; the loopback address by default, so only this machine can connect.")
    var host: String = "127.0.0.1"

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be in 0...65535, not \(port)") }
        guard !host.isEmpty else { throw ValidationError("--host must not be empty") }
    }

    func run() async throws {
        let router = ServeSite.router()
        try await ServeSite.addLiveApps(to: router)
        let app = Application(
            router: router,
            // Frames as large as a live page's largest message (WebHost.maximumMessageSize).
            server: .http1WebSocketUpgrade(webSocketRouter: router, configuration: .init(ws: .init(maxFrameSize: 64 * 1024))),
            configuration: ApplicationConfiguration(address: .hostname(host, port: port), serverName: "arrange"),
            onServerRunning: { channel in
                let port = channel.localAddress?.port ?? 0
                let shown = ServeCommand.urlHost(channel.localAddress?.ipAddress ?? "localhost")
                print("Serving on http://\(shown):\(port)/ (Ctrl-C to stop)")
                fflush(stdout)
            }
        )
        try await app.runService()
        print("Stopped.")
    }

    /// An address as a URL's host: IPv6 addresses in brackets.
    static func urlHost(_ address: String) -> String {
        address.contains(":") ? "[\(address)]" : address
    }
}
