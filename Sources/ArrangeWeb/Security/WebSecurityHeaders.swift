import HTTPTypes

/// The headers every response of ``WebSecurityMiddleware`` carries (Docs/Web.md, "Security").
///
/// - `Content-Security-Policy`: ``contentSecurityPolicy``: everything from the page's own origin,
///   no inline script, no `eval`, no plug-ins, never framed.
/// - `X-Content-Type-Options: nosniff`: a browser uses the declared media type, never a guess
///   (an SVG is never run as HTML, a PNG never as script).
/// - `Referrer-Policy: no-referrer`: a page's address (with its query parameters) is never sent to
///   another site.
public enum WebSecurityHeaders {
    /// The default Content-Security-Policy: every kind of resource from the same origin only.
    ///
    /// - `default-src 'self'`, `script-src 'self'`: scripts only from files the process serves;
    ///   no inline `<script>`, no `on…=` attributes, no `eval` (neither `'unsafe-inline'` nor
    ///   `'unsafe-eval'` is listed).
    /// - `connect-src 'self'`: fetches and WebSockets to the page's own origin (CSP Level 3 matches
    ///   `ws:`/`wss:` of the same host and port with `'self'`).
    /// - `img-src 'self' data:`: images from the server and `data:` URLs (images drawn by the client).
    /// - `style-src 'self'`, `font-src 'self'`: style sheets and web fonts served by the process.
    /// - `object-src 'none'`, `base-uri 'none'`, `form-action 'self'`, `frame-ancestors 'none'`:
    ///   no plug-ins, no `<base>` rewriting, forms post only here, and no site may frame the page.
    public static let contentSecurityPolicy = [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        "font-src 'self'",
        "connect-src 'self'",
        "object-src 'none'",
        "base-uri 'none'",
        "form-action 'self'",
        "frame-ancestors 'none'",
    ].joined(separator: "; ")

    /// The name of the `Referrer-Policy` header.
    public static let referrerPolicyName = HTTPField.Name("Referrer-Policy")!

    /// The security headers with `policy` as the Content-Security-Policy.
    ///
    /// - Parameter policy: The Content-Security-Policy; ``contentSecurityPolicy`` by default.
    public static func fields(contentSecurityPolicy policy: String = contentSecurityPolicy) -> HTTPFields {
        [
            .contentSecurityPolicy: policy,
            .xContentTypeOptions: "nosniff",
            referrerPolicyName: "no-referrer",
        ]
    }
}
