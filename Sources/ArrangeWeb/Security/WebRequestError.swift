import Hummingbird

/// An error answered with its status and a body of one line of plain text: the reason.
///
/// ArrangeWeb's handlers throw it for what a client got wrong (a bad path segment, a bad
/// parameter, an unknown name), so a client sees why, never a stack trace or an internal message.
public struct WebRequestError: HTTPResponseError, Sendable, CustomStringConvertible {
    /// The response's status.
    public var status: HTTPResponse.Status
    /// The reason, on one line (line breaks are replaced by spaces).
    public var reason: String

    /// An error answered with `status` and `reason`.
    ///
    /// - Parameters:
    ///   - status: The response's status (a 4xx or 5xx).
    ///   - reason: What went wrong, on one line.
    public init(_ status: HTTPResponse.Status, _ reason: String) {
        self.status = status
        self.reason = String(reason.map { $0.isNewline ? " " : $0 })
    }

    /// The status's code and the reason, as logged.
    public var description: String { "\(status.code) \(reason)" }

    /// A `text/plain` response: the reason and a line feed.
    ///
    /// - Parameters:
    ///   - request: The request answered.
    ///   - context: The request's context.
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        var buffer = ByteBuffer()
        buffer.writeString(reason + "\n")
        return Response(
            status: status,
            headers: [.contentType: "text/plain; charset=utf-8", .contentLength: String(buffer.readableBytes)],
            body: ResponseBody(byteBuffer: buffer)
        )
    }
}
