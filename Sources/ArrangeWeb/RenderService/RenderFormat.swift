/// The file formats ``RenderService`` serves: the extension of `/render/NAME.EXT`.
public enum RenderFormat: String, Sendable, CaseIterable {
    /// A PNG image (8-bit RGBA), rasterised by ``PNGRenderer``.
    case png
    /// An SVG document, text as glyph outlines, written by ``SVGRenderer``.
    case svg

    /// The response's `Content-Type`.
    public var contentType: String {
        switch self {
        case .png: "image/png"
        case .svg: "image/svg+xml; charset=utf-8"
        }
    }
}
