import Arrange
import Foundation

/// An object that creates images from views, as SwiftUI's `ImageRenderer` does.
///
/// ```swift
/// let renderer = ImageRenderer(content: Text("Hello").padding().background(Color.yellow))
/// renderer.scale = 2
/// let png = renderer.pngData()   // the view at its ideal size, 2 pixels a point
/// let svg = renderer.svg         // the same drawing as an SVG document
/// ```
///
/// The content is laid out proposed ``proposedSize`` and drawn at its own size, with its origin
/// at the image's top left; the environment's `displayScale` is the renderer's ``scale``. SwiftUI
/// gives images (`cgImage`, `uiImage`, `nsImage`); Arrange, which has no image types, gives PNG
/// data and SVG text instead (``pngData()`` and ``svg`` are Arrange's additions, see
/// Docs/Differences.md). Unlike SwiftUI's, this renderer is not bound to the main actor.
public final class ImageRenderer<Content: View> {
    /// The view to render.
    public var content: Content
    /// The size proposed to the content; `.unspecified` (its ideal size) by default.
    public var proposedSize: ProposedViewSize = .unspecified
    /// Pixels per point of the PNG image; 1 by default.
    public var scale: CGFloat = 1
    /// Whether the image is opaque (drawn over white) rather than transparent where nothing is
    /// drawn; false by default.
    public var isOpaque: Bool = false

    /// Creates a renderer for `content`.
    public init(content view: Content) {
        self.content = view
    }

    /// The content laid out and drawn, on a canvas of its size (Arrange's addition).
    public var displayList: DisplayList {
        layOut().displayList
    }

    /// The display list the renderers draw: ``displayList`` without the items' source names,
    /// which only ``DisplayList/description`` shows (Docs/Engine.md, "Source names").
    var drawingList: DisplayList {
        layOut().displayList(namingSources: false)
    }

    /// The content laid out in the proposed size at the renderer's scale.
    private func layOut() -> LayoutSnapshot {
        LayoutSnapshot(of: content, proposal: proposedSize, environment: layoutEnvironment)
    }

    /// The environment the content is laid out in: the renderer's scale as the display scale.
    var layoutEnvironment: EnvironmentValues {
        var environment = EnvironmentValues()
        if scale.isFinite && scale > 0 { environment.displayScale = scale }
        return environment
    }

    /// The content as a standalone SVG document, text as glyph outlines (Arrange's addition).
    /// An opaque renderer's document starts with a white rectangle.
    public var svg: String {
        var list = drawingList
        if isOpaque { list.items.insert(Self.whiteBackground(of: list.size), at: 0) }
        return SVGRenderer().render(list)
    }

    /// The content as a PNG image of `scale` pixels per point, or nil when there is nothing to
    /// render (a zero or non-finite size, an unusable scale) or the image would exceed
    /// ``PNGRenderer/defaultMaximumPixelCount`` pixels (Arrange's addition).
    public func pngData() -> Data? {
        try? PNGRenderer(scale: scale, isOpaque: isOpaque).render(drawingList)
    }
}
