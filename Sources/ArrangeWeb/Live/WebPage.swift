import Foundation
import Hummingbird

/// The page a ``WebHost`` serves and the headers of its responses.
enum WebPage {
    /// The Content-Security-Policy of the page and its script: everything from the process
    /// itself (the script, the WebSocket), images only as the data URLs the client makes from
    /// the messages, no inline script or style, no frames, no forms, no plugins.
    static let contentSecurityPolicy = "default-src 'none'; script-src 'self'; connect-src 'self'; img-src 'self' data:; "
        + "style-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    /// The page: an empty body and the client script, told where its WebSocket is. `prefix`
    /// was checked (`WebHost.isValid(prefix:)`): letters, digits, `-`, `_`, `.` and `/` only,
    /// nothing to escape.
    static func html(prefix: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Arrange</title>
        </head>
        <body>
        <script src="\(prefix)/client.js" data-socket="\(prefix)/socket"></script>
        </body>
        </html>

        """
    }

    /// A response with `body`, its type, the security headers and no caching (the page and the
    /// script are tied to the running server's protocol).
    static func response(_ body: String, contentType: String) -> Response {
        var headers = HTTPFields()
        headers[.contentType] = contentType
        headers[.contentSecurityPolicy] = contentSecurityPolicy
        headers[.xContentTypeOptions] = "nosniff"
        headers[HTTPFields.Element.Name("Referrer-Policy")!] = "no-referrer"
        headers[.cacheControl] = "no-cache"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(string: body)))
    }
}
