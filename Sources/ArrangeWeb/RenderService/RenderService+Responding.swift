import ArrangeRendering
import Foundation
import Hummingbird

extension RenderService {
    /// The Content-Security-Policy of an SVG response, stricter than a page's: an SVG opened on
    /// its own is a document, and it needs no script, no fetch and no font; its `style`
    /// attributes (blend modes, masks) and `data:` images are all it uses.
    static let svgContentSecurityPolicy = "default-src 'none'; img-src data:; style-src 'unsafe-inline'; frame-ancestors 'none'"

    /// Answers a `GET` or `HEAD` of `PREFIX/:file`.
    func respond<Context: RequestContext>(to request: Request, context: Context) async throws -> Response {
        let raw = try context.parameters.require("file")
        let file: String
        do { file = try PathSegment.validate(Substring(raw)) } catch { throw WebRequestError(.badRequest, error.description) }
        let asked = try RenderRequest(file: file, query: request.uri.query, limits: limits)
        guard let entry = views.withLock({ $0[asked.name] }) else {
            throw WebRequestError(.notFound, "no view named \(RenderParameters.quoted(asked.name))")
        }
        let list: DisplayList
        do {
            list = try await Self.displayList(entry, for: asked, timeLimit: limits.timeLimit)
        } catch let error as WebRequestError {
            throw error
        } catch {
            // A registered closure's own error: logged, never shown (it may hold internal details).
            context.logger.error("a registered view's closure failed", metadata: ["name": "\(asked.name)", "error": "\(error)"])
            throw WebRequestError(.internalServerError, "internal error")
        }
        let limits = self.limits
        let body = try await encodings.run { () throws(WebRequestError) -> ByteBuffer in
            try Self.encode(list, for: asked, limits: limits)
        }
        let tag = EntityTag(of: body.readableBytesView)
        var headers: HTTPFields = [.eTag: tag.description, .cacheControl: cacheControl]
        if asked.format == .svg { headers[.contentSecurityPolicy] = Self.svgContentSecurityPolicy }
        let conditions = request.headers[values: .ifNoneMatch]
        if !conditions.isEmpty, tag.matches(ifNoneMatch: conditions.joined(separator: ",")) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = asked.format.contentType
        headers[.contentLength] = String(body.readableBytes)
        if request.method == .head { return Response(status: .ok, headers: headers) }
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: body))
    }

    /// Makes the view and lays it out on the main actor, within `timeLimit`: its display list.
    /// Throws ``WebRequestError`` for what the request got wrong, or the closure's own error.
    @MainActor
    static func displayList(_ entry: Entry, for asked: RenderRequest, timeLimit: Duration) async throws -> DisplayList {
        let parameters = RenderParameters(asked.parameters)
        let view: AnyView
        do {
            view = try entry.makeView(parameters)
        } catch let error as RenderParameterError {
            throw WebRequestError(.badRequest, error.reason)
        }
        if let problem = parameters.problem { throw WebRequestError(.badRequest, problem.reason) }
        var environment = EnvironmentValues()
        environment.displayScale = CGFloat(asked.scale)
        do {
            return try await LayoutSnapshot(of: view, proposal: asked.proposal(replacing: entry.proposal), environment: environment, timeLimit: timeLimit).displayList(namingSources: false)
        } catch {
            throw WebRequestError(.serviceUnavailable, "the layout took longer than the limit of \(timeLimit)")
        }
    }

    /// The PNG or SVG file of `list`, off the main actor.
    static func encode(_ list: DisplayList, for asked: RenderRequest, limits: RenderLimits) throws(WebRequestError) -> ByteBuffer {
        switch asked.format {
        case .png:
            let renderer = PNGRenderer(scale: CGFloat(asked.scale), maximumPixelCount: limits.maximumPixelCount)
            do {
                return ByteBuffer(bytes: try renderer.render(list))
            } catch PNGRenderer.Error.compressionFailed {
                throw WebRequestError(.internalServerError, "the image could not be compressed")
            } catch {
                throw WebRequestError(.badRequest, "\(error)")
            }
        case .svg:
            return ByteBuffer(string: SVGRenderer().render(list))
        }
    }
}
