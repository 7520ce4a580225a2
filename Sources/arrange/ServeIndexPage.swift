import ArrangeGallery
import Hummingbird

/// The index page of `arrange serve`: the live apps, the social card, and every gallery example
/// as PNG and SVG, grouped by family. Static HTML with no script and no inline style, as the
/// Content-Security-Policy asks (Docs/Web.md, "Security").
struct ServeIndexPage {
    /// The live apps' paths and titles (the live views are mounted at these paths).
    static let apps: [(path: String, title: String)] = [
        ("/apps/pets", "Pet voting (WWDC22)"),
        ("/apps/layout-switcher", "Layout switcher"),
        ("/apps/radial", "Radial layout"),
    ]

    /// The examples to link.
    var examples: [GalleryExample]
    /// The social card's route name.
    var cardName: String

    /// The page.
    var html: String {
        var page = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Arrange</title>
        <link rel="stylesheet" href="/index.css">
        </head>
        <body>
        <h1>Arrange</h1>
        <h2>Live apps</h2>
        <ul>

        """
        for app in Self.apps {
            page += "<li><a href=\"\(app.path.htmlEscaped)\">\(app.title.htmlEscaped)</a></li>\n"
        }
        page += """
        </ul>
        <h2>Social card</h2>
        <p><a href="/render/\(cardName).png?title=Hello%20from%20Arrange">PNG</a> ·
        <a href="/render/\(cardName).png?title=Hello%20from%20Arrange&amp;scale=2">PNG at 2×</a> ·
        <a href="/render/\(cardName).svg?title=Hello%20from%20Arrange">SVG</a>
        (parameters: <code>title</code>, <code>message</code>, <code>width</code>, <code>height</code>, <code>scale</code>)</p>
        <h2>Gallery</h2>

        """
        var family: String?
        for example in examples {
            if example.family != family {
                if family != nil { page += "</ul>\n" }
                family = example.family
                page += "<h3>\(example.family.htmlEscaped)</h3>\n<ul>\n"
            }
            let base = "/render/gallery/" + example.name.htmlEscaped
            page += "<li>\(example.title.htmlEscaped): <a href=\"\(base).png\">PNG</a> · <a href=\"\(base).png?scale=2\">2×</a> · <a href=\"\(base).svg\">SVG</a></li>\n"
        }
        if family != nil { page += "</ul>\n" }
        page += "</body>\n</html>\n"
        return page
    }

    /// The page's style sheet, served at `/index.css` (no inline style under the policy).
    static let styleSheet = """
    body { font: 16px/1.5 system-ui, sans-serif; max-width: 60rem; margin: 2rem auto; padding: 0 1rem; }
    h3 { margin-bottom: 0.25rem; }
    ul { margin-top: 0.25rem; }
    code { font-size: 0.9em; }

    """

    /// A `200 OK` response of `text`.
    static func response(_ text: String, contentType: String) -> Response {
        Response(status: .ok, headers: [.contentType: contentType], body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
