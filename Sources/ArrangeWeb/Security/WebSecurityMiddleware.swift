import Hummingbird

/// Refuses unsafe request paths and adds the security headers to every response (Docs/Web.md,
/// "Security").
///
/// Add it first, so it sees every request, the router's own 404s included:
///
/// ```swift
/// let router = Router()
/// router.add(middleware: WebSecurityMiddleware())
/// ```
///
/// - Every segment of the path is checked with ``PathSegment/validate(_:)`` before routing: a
///   refused one is answered `400 Bad Request` with the reason on one line.
/// - Every response, errors included, carries ``WebSecurityHeaders/fields(contentSecurityPolicy:)``.
///   An error that is not an `HTTPResponseError` is answered `500` with a fixed line, never its
///   description (which may hold internal details).
public struct WebSecurityMiddleware<Context: RequestContext>: RouterMiddleware {
    let headers: HTTPFields

    /// A middleware adding the headers with `contentSecurityPolicy` as the policy.
    ///
    /// - Parameter contentSecurityPolicy: The Content-Security-Policy;
    ///   ``WebSecurityHeaders/contentSecurityPolicy`` by default.
    public init(contentSecurityPolicy: String = WebSecurityHeaders.contentSecurityPolicy) {
        self.headers = WebSecurityHeaders.fields(contentSecurityPolicy: contentSecurityPolicy)
    }

    /// Checks the request's path, calls the rest of the chain, and adds the headers to its response.
    ///
    /// - Parameters:
    ///   - request: The request.
    ///   - context: The request's context.
    ///   - next: The rest of the chain.
    public func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        var response: Response
        do {
            try PathSegment.validatePath(request.uri.path)
            response = try await next(request, context)
        } catch let error as PathSegmentError {
            response = try WebRequestError(.badRequest, error.description).response(from: request, context: context)
        } catch let error as any HTTPResponseError {
            response = try error.response(from: request, context: context)
        } catch {
            context.logger.error("request failed", metadata: ["error": "\(error)"])
            response = try WebRequestError(.internalServerError, "internal error").response(from: request, context: context)
        }
        for field in headers where response.headers[field.name] == nil {
            response.headers.append(field)
        }
        return response
    }
}
