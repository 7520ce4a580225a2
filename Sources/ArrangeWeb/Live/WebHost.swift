import Arrange
import Foundation
import Hummingbird
import HummingbirdWebSocket

/// Serves a view live in browsers: a page whose small client (served by the process itself,
/// no framework, no CDN) draws on a `<canvas>` what a `ViewHost` of the server shows, and
/// sends back the page's clicks, keys and size over a WebSocket (Arrange's addition).
///
/// ```swift
/// let web = WebHost(rootView: PetVotingView())
/// try await web.run(host: "127.0.0.1", port: 8080)   // http://127.0.0.1:8080/
/// ```
///
/// or, to mount it in a server of your own (the same router is the WebSocket router):
///
/// ```swift
/// let router = Router(context: BasicWebSocketRequestContext.self)
/// try WebHost(rootView: PetVotingView()).addRoutes(to: router, at: "/apps/pets")
/// let app = Application(router: router, server: .http1WebSocketUpgrade(webSocketRouter: router))
/// ```
///
/// Every WebSocket connection is a session with a `ViewHost` of its own, made from a copy of
/// the root view: its `@State` and `@StateObject` values are the session's own (objects passed
/// in from outside are shared). Views run on the main actor; display lists are encoded off it.
/// The host's clock follows real time, and while an animation runs the session sends up to 60
/// frames a second. Only what changed is sent after the first frame. Docs/Web.md, "Live
/// views" and "Protocol", describes the page, the messages and the limits.
@MainActor
public final class WebHost<Content: View> {
    /// The view each session starts from.
    public let rootView: Content
    /// The environment each session's view is resolved in.
    public let environment: EnvironmentValues
    /// The largest message a page may send, in bytes; a larger one closes its session (code
    /// 1009). 64 KiB by default: input messages are a few dozen bytes, a paste at most
    /// 4,096 characters.
    nonisolated public let maximumMessageSize: Int
    /// The size a session starts at when the page does not give one, in points.
    nonisolated public static var defaultSize: CGSize { CGSize(width: 400, height: 640) }
    /// The most frames a second a session sends while an animation runs.
    nonisolated public static var framesPerSecond: Double { 60 }

    /// Creates a host serving `rootView`.
    ///
    /// - Parameters:
    ///   - rootView: The view each session starts from.
    ///   - environment: The environment it is resolved in.
    ///   - maximumMessageSize: The largest message a page may send, in bytes (64 KiB by default).
    public init(rootView: Content, environment: EnvironmentValues = EnvironmentValues(), maximumMessageSize: Int = 64 * 1024) {
        self.rootView = rootView
        self.environment = environment
        self.maximumMessageSize = max(maximumMessageSize, 256)
    }

    /// The sessions open now, by number. Only the main actor holds them, so a session's
    /// `ViewHost`, and the `onDisappear` actions its teardown runs, are released on the main
    /// actor.
    var sessions: [Int: WebSession<Content>] = [:]
    /// The number of the next session.
    private var nextSession = 0

    /// How many sessions are open: WebSocket connections whose views are running.
    public var sessionCount: Int { sessions.count }

    /// Opens a session of the given size and gives its number.
    func openSession(size: CGSize) -> Int {
        nextSession += 1
        sessions[nextSession] = WebSession(rootView: rootView, environment: environment, size: size)
        return nextSession
    }

    /// Ends a session: its view disappears and its host is released.
    func closeSession(_ number: Int) {
        sessions[number] = nil
    }

    /// What session `number` shows now (nil when it is closed).
    func currentFrame(of number: Int) -> WebSession<Content>.Frame? {
        sessions[number]?.current()
    }

    /// Applies `input` to session `number` and gives what it shows then.
    func apply(_ input: WebInput, to number: Int) -> WebSession<Content>.Frame? {
        sessions[number]?.applying(input)
    }

    /// Moves session `number`'s clock on; what it shows when that may have changed.
    func tick(_ number: Int) -> WebSession<Content>.Frame? {
        sessions[number]?.tick()
    }

    /// The diagnostics session `number` reported since the last call.
    func takeDiagnostics(of number: Int) -> [String] {
        sessions[number]?.takeDiagnostics() ?? []
    }
}
