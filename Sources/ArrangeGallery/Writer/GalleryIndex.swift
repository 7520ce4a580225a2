import Arrange
import Foundation

/// The gallery's `index.html`: for each example, its title, its SVG and PNG side by side at the
/// same size in points, and its Swift code. Every string from an example is HTML-escaped; the
/// page has no script.
struct GalleryIndex {
    let examples: [GalleryExample]
    let entries: [GalleryWriter.Entry]

    var html: String {
        var page = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <title>Arrange gallery</title>
        <style>
        body { font-family: -apple-system, system-ui, sans-serif; margin: 2em; color: #222; }
        section { border-top: 1px solid #ddd; padding: 1em 0; }
        h2 { font-size: 1.1em; margin: 0 0 .5em; }
        h2 small { color: #888; font-weight: normal; }
        .pictures { display: flex; gap: 2em; align-items: flex-start; flex-wrap: wrap; }
        figure { margin: 0; }
        figure img { border: 1px solid #ccc; }
        figcaption { color: #888; font-size: .8em; }
        pre { background: #f6f6f6; padding: .8em; overflow-x: auto; font-size: .85em; }
        nav a { margin-right: .8em; }
        </style>
        </head>
        <body>
        <h1>Arrange gallery</h1>
        <p>Each example drawn by Arrange as SVG (left) and as PNG by its own rasteriser (right).</p>

        """
        page += "<nav>" + examples.map { "<a href=\"#\($0.name.htmlEscaped)\">\($0.name.htmlEscaped)</a>" }.joined(separator: "\n") + "</nav>\n"
        for (example, entry) in zip(examples, entries) {
            let name = example.name.htmlEscaped
            let width = Path.formatNumber(Double(entry.size.width)), height = Path.formatNumber(Double(entry.size.height))
            page += """
            <section id="\(name)">
            <h2>\(example.title.htmlEscaped) <small>\(name) · \(example.family.htmlEscaped) · \(width) × \(height) pt</small></h2>
            <div class="pictures">
            <figure><img src="\(name).svg" width="\(width)" height="\(height)" alt="\(name) as SVG"><figcaption>SVG</figcaption></figure>
            <figure><img src="\(name).png" width="\(width)" height="\(height)" alt="\(name) as PNG"><figcaption>PNG</figcaption></figure>
            </div>
            <pre><code>\(example.code.htmlEscaped)</code></pre>
            </section>

            """
        }
        page += "</body>\n</html>\n"
        return page
    }
}
