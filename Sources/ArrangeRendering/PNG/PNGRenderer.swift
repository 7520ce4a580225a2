import Arrange
import Foundation

/// Rasterises a display list and encodes it as a PNG image (8-bit RGBA).
///
/// ```swift
/// let list = LayoutSnapshot(of: Circle().fill(.blue).frame(width: 40, height: 40), in: CGSize(width: 40, height: 40)).displayList
/// let png = try PNGRenderer(scale: 2).render(list)   // 80 × 80 pixels
/// ```
///
/// The rasteriser is pure Swift: paths are flattened adaptively, filled by the non-zero or
/// even-odd rule with anti-aliased coverage (exact horizontally, 16 samples vertically), strokes
/// are converted to polygons with their caps and joins, colours are composited source-over in
/// premultiplied RGBA, clips are coverage masks, opacity groups are layers. A path with a NaN or
/// infinite coordinate draws nothing.
public struct PNGRenderer: Sendable {
    /// Why a display list could not be rendered.
    public enum Error: Swift.Error, Equatable, CustomStringConvertible {
        /// The scale is zero, negative, NaN or infinite.
        case invalidScale(CGFloat)
        /// The canvas has no pixels: a zero, negative, NaN or infinite width or height.
        case emptyCanvas(width: CGFloat, height: CGFloat)
        /// The image would have more pixels than ``PNGRenderer/maximumPixelCount``.
        case canvasTooLarge(width: Int, height: Int, limit: Int)
        /// The compressor failed.
        case compressionFailed

        /// A sentence saying what went wrong.
        public var description: String {
            switch self {
            case .invalidScale(let scale): return "the scale \(scale) is not a positive finite number"
            case .emptyCanvas(let width, let height): return "the canvas \(width)×\(height) has no pixels"
            case .canvasTooLarge(let width, let height, let limit):
                return "the image would be \(width)×\(height) pixels, more than the limit of \(limit)"
            case .compressionFailed: return "zlib could not compress the image"
            }
        }
    }

    /// Pixels per point.
    public var scale: CGFloat
    /// Whether the image is opaque: drawn over white instead of a transparent background.
    public var isOpaque: Bool
    /// The largest number of pixels an image may have; larger canvases throw
    /// ``Error/canvasTooLarge(width:height:limit:)`` instead of exhausting memory.
    public var maximumPixelCount: Int

    /// The default pixel limit: 16,777,216 (4096 × 4096), 64 MB of pixels.
    public static let defaultMaximumPixelCount = 4096 * 4096

    /// Creates a renderer.
    ///
    /// - Parameters:
    ///   - scale: Pixels per point (1 by default).
    ///   - isOpaque: Whether to draw over white instead of transparency (false by default).
    ///   - maximumPixelCount: The largest image allowed, in pixels.
    public init(scale: CGFloat = 1, isOpaque: Bool = false, maximumPixelCount: Int = PNGRenderer.defaultMaximumPixelCount) {
        self.scale = scale
        self.isOpaque = isOpaque
        self.maximumPixelCount = maximumPixelCount
    }

    /// The image's size in pixels for a canvas: each side rounded up.
    ///
    /// - Throws: ``Error`` when the scale or size is unusable or the image too large.
    public func pixelSize(of canvas: CGSize) throws -> (width: Int, height: Int) {
        guard scale.isFinite, scale > 0 else { throw Error.invalidScale(scale) }
        let width = canvas.width * scale, height = canvas.height * scale
        guard width.isFinite, height.isFinite, width > 0, height > 0 else {
            throw Error.emptyCanvas(width: canvas.width, height: canvas.height)
        }
        let limit = Swift.max(maximumPixelCount, 0)
        guard width <= CGFloat(limit), height <= CGFloat(limit), width * height <= CGFloat(limit) else {
            throw Error.canvasTooLarge(width: Int(Swift.min(width.rounded(.up), CGFloat(Int.max / 2))),
                                       height: Int(Swift.min(height.rounded(.up), CGFloat(Int.max / 2))), limit: limit)
        }
        let pixelWidth = Int((width - 1e-9).rounded(.up)), pixelHeight = Int((height - 1e-9).rounded(.up))
        guard pixelWidth * pixelHeight <= limit else {
            throw Error.canvasTooLarge(width: pixelWidth, height: pixelHeight, limit: limit)
        }
        return (Swift.max(pixelWidth, 1), Swift.max(pixelHeight, 1))
    }

    /// The RGBA pixels (straight alpha, row by row from the top left) of `displayList`.
    ///
    /// - Throws: ``Error`` when the scale or canvas is unusable or the image too large.
    public func pixels(of displayList: DisplayList) throws -> (width: Int, height: Int, rgba: [UInt8]) {
        let (width, height) = try pixelSize(of: displayList.size)
        return (width, height, RasterBands.paint(displayList.items, width: width, height: height, scale: scale, opaque: isOpaque))
    }

    /// The PNG file of `displayList`.
    ///
    /// - Throws: ``Error`` when the scale or canvas is unusable, the image too large, or
    ///   compression fails.
    public func render(_ displayList: DisplayList) throws -> Data {
        let (width, height) = try pixelSize(of: displayList.size)
        // Painted and compressed band by band (`RasterBands.png`); the pixels back when the
        // picture must be encoded whole.
        switch RasterBands.png(displayList.items, width: width, height: height, scale: scale, opaque: isOpaque) {
        case .file(let data?):
            return data
        case .file(nil):
            throw Error.compressionFailed
        case .pixels(let rgba):
            guard let data = PNGEncoder.encode(width: width, height: height, rgba: rgba) else { throw Error.compressionFailed }
            return data
        }
    }
}
