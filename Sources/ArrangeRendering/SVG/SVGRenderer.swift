import Arrange

/// Writes a display list as a standalone SVG 1.1 document.
///
/// ```swift
/// let list = LayoutSnapshot(of: Color.red.frame(width: 20, height: 10), in: CGSize(width: 20, height: 10)).displayList
/// SVGRenderer().render(list)
/// // <svg xmlns="http://www.w3.org/2000/svg" width="20" height="10" viewBox="0 0 20 10">
/// // <path d="M0 0H20V10H0Z" fill="#FF3B30"/>
/// // </svg>
/// ```
///
/// The document's size and view box are the canvas size in points. Fills and strokes are `<path>`
/// elements; clips, opacity and transforms are `<g>` groups. Text is drawn as glyph outlines by
/// default, so the document looks the same without the fonts; ``TextMode-swift.enum/text`` writes
/// `<text>` elements instead. Numbers are rounded to 1/1000 and written without exponents or
/// trailing zeros, so the output is deterministic. Every string from the view (text, font names)
/// is XML-escaped. Items with a NaN or infinite coordinate draw nothing.
public struct SVGRenderer: Sendable {
    /// How glyph runs are written.
    public enum TextMode: Hashable, Sendable {
        /// Each glyph run is one `<path>` of its glyphs' outlines.
        case outlines
        /// Each glyph run is a `<text>` element with the run's characters, family and size; the
        /// viewer's fonts draw it.
        case text
    }

    /// How glyph runs are written; outlines by default.
    public var textMode: TextMode

    /// Creates a renderer.
    ///
    /// - Parameter textMode: How glyph runs are written (outlines by default).
    public init(textMode: TextMode = .outlines) {
        self.textMode = textMode
    }

    /// The SVG document for `displayList`.
    ///
    /// - Parameter displayList: What to draw; unbalanced pushes are closed at the end, pops
    ///   without a push are ignored.
    /// - Returns: The document, one element a line, ending with a line feed.
    public func render(_ displayList: DisplayList) -> String {
        var writer = SVGWriter(textMode: textMode, canvas: displayList.size)
        let width = Self.number(Self.sanitised(displayList.size.width))
        let height = Self.number(Self.sanitised(displayList.size.height))
        writer.line("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\" viewBox=\"0 0 \(width) \(height)\">")
        for item in displayList.items { writer.write(item.content) }
        writer.closeAll()
        writer.line("</svg>")
        return writer.output
    }

    /// A canvas dimension that can be written: NaN, infinite and negative sizes become 0.
    static func sanitised(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }

    /// A number as the document writes it: rounded to 1/1000, no trailing zeros.
    static func number(_ value: CGFloat) -> String { Path.formatNumber(Double(value)) }
}
