import Arrange
import Foundation

extension SVGWriter {
    /// Writes a bitmap over `rect`: the file embedded as a data URI in its own format (PNG or
    /// JPEG, as is). A plain stretched image is one `<image>`; cap insets or tiling draw the image
    /// once in `<defs>` and its nine slices as patterns of it (each slice stretched, or tiled at
    /// one image pixel a point along its middle axes); a template image becomes an alpha mask over
    /// a rectangle in its colour. `.none` interpolation asks for `image-rendering="optimizeSpeed"`.
    mutating func writeImage(_ bitmap: DisplayList.Bitmap, in rect: CGRect) {
        guard rect.width > 0, rect.height > 0, [rect.minX, rect.minY, rect.width, rect.height].allSatisfy(\.isFinite),
              bitmap.pixelWidth > 0, bitmap.pixelHeight > 0 else { return }
        let n = SVGRenderer.number
        let href = "data:\(bitmap.mimeType);base64,\(bitmap.data.base64EncodedString())"
        let rendering = bitmap.interpolation == .none ? " image-rendering=\"optimizeSpeed\"" : ""
        let insets = bitmap.capInsets
        let plain = bitmap.resizingMode == .stretch && [insets.top, insets.leading, insets.bottom, insets.trailing].allSatisfy { !($0 > 0) }
        var mask: Int?
        if bitmap.templateColor != nil {
            let id = nextID()
            mask = id
            line("<mask id=\"mask\(id)\" mask-type=\"alpha\" style=\"mask-type:alpha\" maskUnits=\"userSpaceOnUse\" x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\">")
        }
        if plain {
            line("<image x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\" "
                 + "preserveAspectRatio=\"none\"\(rendering) href=\"\(href)\"/>")
        } else {
            writeSlices(bitmap, in: rect, href: href, rendering: rendering)
        }
        if let mask, let color = bitmap.templateColor {
            line("</mask>")
            line("<rect x=\"\(n(rect.minX))\" y=\"\(n(rect.minY))\" width=\"\(n(rect.width))\" height=\"\(n(rect.height))\"\(Self.fill(color)) mask=\"url(#mask\(mask))\"/>")
        }
    }

    /// The nine slices of a resized image (`ImageSampler.Axis` maps the same way for the raster).
    private mutating func writeSlices(_ bitmap: DisplayList.Bitmap, in rect: CGRect, href: String, rendering: String) {
        let n = SVGRenderer.number
        let image = nextID()
        line("<defs><image id=\"image\(image)\" width=\"\(bitmap.pixelWidth)\" height=\"\(bitmap.pixelHeight)\" preserveAspectRatio=\"none\"\(rendering) href=\"\(href)\"/></defs>")
        let tiles = bitmap.resizingMode == .tile
        let columns = Self.segments(length: bitmap.pixelWidth, leading: bitmap.capInsets.leading, trailing: bitmap.capInsets.trailing, frame: rect.width)
        let rows = Self.segments(length: bitmap.pixelHeight, leading: bitmap.capInsets.top, trailing: bitmap.capInsets.bottom, frame: rect.height)
        for row in rows where row.source.length > 0 && row.drawn.length > 0 {
            for column in columns where column.source.length > 0 && column.drawn.length > 0 {
                let id = nextID()
                let tileWidth = tiles && column.isMiddle ? column.source.length : column.drawn.length
                let tileHeight = tiles && row.isMiddle ? row.source.length : row.drawn.length
                let x = rect.minX + column.drawn.start, y = rect.minY + row.drawn.start
                line("<pattern id=\"slice\(id)\" patternUnits=\"userSpaceOnUse\" x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(tileWidth))\" height=\"\(n(tileHeight))\" "
                     + "viewBox=\"\(n(column.source.start)) \(n(row.source.start)) \(n(column.source.length)) \(n(row.source.length))\" "
                     + "preserveAspectRatio=\"none\"><use href=\"#image\(image)\"/></pattern>")
                line("<rect x=\"\(n(x))\" y=\"\(n(y))\" width=\"\(n(column.drawn.length))\" height=\"\(n(row.drawn.length))\" fill=\"url(#slice\(id))\"/>")
            }
        }
    }

    /// One axis's three segments: where each is in the image and in the frame.
    private static func segments(length: Int, leading: CGFloat, trailing: CGFloat, frame: CGFloat)
        -> [(source: (start: CGFloat, length: CGFloat), drawn: (start: CGFloat, length: CGFloat), isMiddle: Bool)] {
        var a = leading.isFinite ? max(0, leading) : 0, b = trailing.isFinite ? max(0, trailing) : 0
        let image = CGFloat(length)
        if a + b >= image { (a, b) = a + b > 0 ? (a / (a + b) * image / 2, b / (a + b) * image / 2) : (0, 0) }
        let fit = a + b > frame && a + b > 0 ? frame / (a + b) : 1
        let drawnA = a * fit, drawnB = b * fit
        return [
            ((0, a), (0, drawnA), false),
            ((a, image - a - b), (drawnA, frame - drawnA - drawnB), true),
            ((image - b, b), (frame - drawnB, drawnB), false),
        ]
    }
}
