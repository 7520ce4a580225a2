import Foundation
import Hummingbird
import Synchronization

/// Renders registered views to PNG and SVG at URLs (Docs/Web.md, "Image service").
///
/// ```swift
/// let service = RenderService()
/// service.register("card") { params in
///     Card(title: params.string("title") ?? "")
/// }
/// let router = Router()
/// router.add(middleware: WebSecurityMiddleware())
/// service.addRoutes(to: router)           // GET and HEAD /render/card.png, /render/card.svg
/// try await Application(router: router).runService()
/// ```
///
/// A request `GET /render/card.png?title=Hello&scale=2` reads its parameters
/// (``RenderRequest``), makes the view with the registered closure and lays it out on the main
/// actor within the time limit (``LayoutSnapshot/init(of:proposal:environment:timeLimit:)``), then
/// rasterises and encodes its display list off the main actor, at most
/// ``RenderLimits/maximumConcurrentEncodings`` at once. The response carries an ``EntityTag`` of its
/// bytes and `Cache-Control`; a request whose `If-None-Match` matches is answered
/// `304 Not Modified` without a body. `HEAD` answers the same headers without the body.
///
/// Failures are answered, never crashed on: an unknown name or extension `404`, a bad or
/// oversized parameter `400`, a layout past the time limit `503`, each with its reason on one
/// line (``WebRequestError``); an error of another kind thrown by a view's closure `500` with a
/// fixed line (it is logged). What cannot be caught is documented in Docs/Web.md, "Image service":
/// a `body` that traps stops the process, and one that never returns holds the main actor.
public final class RenderService: Sendable {
    /// Makes a view from the request's parameters, on the main actor.
    public typealias MakeView = @MainActor @Sendable (RenderParameters) throws -> AnyView

    /// The limits every request is held to.
    public let limits: RenderLimits
    /// The `Cache-Control` header of every image.
    public let cacheControl: String

    /// A registered view: its closure and the size proposed when a request gives none.
    struct Entry: Sendable {
        var proposal: ProposedViewSize
        var makeView: MakeView
    }

    let views = Mutex<[String: Entry]>([:])
    let encodings: EncodingLimiter

    /// A service with no views yet.
    ///
    /// - Parameters:
    ///   - limits: The limits every request is held to.
    ///   - cacheControl: The `Cache-Control` header of every image; `public, max-age=3600` by
    ///     default (an hour, after which a client revalidates with `If-None-Match`, a `304` when
    ///     nothing changed).
    public init(limits: RenderLimits = RenderLimits(), cacheControl: String = "public, max-age=3600") {
        self.limits = limits
        self.cacheControl = cacheControl
        self.encodings = EncodingLimiter(width: limits.maximumConcurrentEncodings)
    }

    /// Registers the view `makeView` makes under `name`, served at `NAME.png` and `NAME.svg`;
    /// registering a name again replaces its view.
    ///
    /// - Parameters:
    ///   - name: The name in the URL (letters, digits, `-` and `_` keep URLs plain; any text
    ///     without `/` works, percent-encoded).
    ///   - proposal: The size proposed to the view; a request's `width` and `height` replace its
    ///     dimensions. `.unspecified` (the view's ideal size) by default.
    ///   - makeView: Makes the view from the request's parameters, on the main actor; it may throw
    ///     ``RenderParameterError`` for a check of its own.
    public func register<Content: View>(_ name: String, proposal: ProposedViewSize = .unspecified,
                                        _ makeView: @escaping @MainActor @Sendable (RenderParameters) throws -> Content) {
        let entry = Entry(proposal: proposal) { parameters in AnyView(try makeView(parameters)) }
        views.withLock { $0[name] = entry }
    }

    /// The registered names, sorted.
    public var names: [String] {
        views.withLock { $0.keys.sorted() }
    }

    /// Adds `GET` and `HEAD` routes for `PREFIX/NAME.png` and `PREFIX/NAME.svg` to `router`.
    ///
    /// - Parameters:
    ///   - router: The router.
    ///   - prefix: The path the images are under; `/render` by default.
    public func addRoutes<Context: RequestContext>(to router: Router<Context>, at prefix: String = "/render") {
        let path = RouterPath(prefix.hasSuffix("/") ? prefix + ":file" : prefix + "/:file")
        router.get(path) { request, context in try await self.respond(to: request, context: context) }
        router.head(path) { request, context in try await self.respond(to: request, context: context) }
    }
}
