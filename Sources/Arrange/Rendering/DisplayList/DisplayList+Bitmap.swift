import Foundation

extension DisplayList {
    /// A bitmap image to draw: the encoded file (PNG or JPEG), its size in pixels, its decoded
    /// pixels when the image was loaded through `Image`, and how to draw it (the `Image`
    /// modifiers: template colour, interpolation, antialiasing, cap insets and resizing mode).
    public struct Bitmap: Equatable, @unchecked Sendable {
        /// Where the image came from: its name or file path, for dumps and diagnostics.
        public var name: String
        /// The encoded file's bytes (PNG or JPEG).
        public var data: Data
        /// The image's width in pixels.
        public var pixelWidth: Int
        /// The image's height in pixels.
        public var pixelHeight: Int
        /// The decoded pixels, when known (renderers decode `data` otherwise).
        public var pixels: Pixels?
        /// When set, the image is a template: drawn as its alpha in this colour
        /// (`renderingMode(.template)`).
        public var templateColor: RGBA?
        /// How pixels are filtered when the image is scaled (`interpolation(_:)`).
        public var interpolation: Image.Interpolation = .high
        /// Whether the image's edges are antialiased when drawn at a fraction of a pixel
        /// (`antialiased(_:)`).
        public var isAntialiased = true
        /// The edges kept unscaled when the image is resized (nine-slice), in image pixels.
        public var capInsets = EdgeInsets()
        /// How the image fills its frame when resized.
        public var resizingMode: Image.ResizingMode = .stretch

        /// Creates a bitmap from an encoded PNG or JPEG file and its pixel size.
        public init(name: String, data: Data, pixelWidth: Int, pixelHeight: Int) {
            self.name = name
            self.data = data
            self.pixelWidth = pixelWidth
            self.pixelHeight = pixelHeight
        }

        /// The MIME type of `data` (`image/png` or `image/jpeg`), for data URIs.
        public var mimeType: String { ImageFileFormat(of: data)?.mimeType ?? "image/png" }

        /// The pixels: `pixels` if known, else `data` decoded; nil when it cannot be decoded.
        public func decoded() -> Pixels? {
            if let pixels { return pixels }
            return try? ImageDecodingCache.shared.pixels(of: data).get()
        }

        /// Bitmaps are equal when their files, sizes and drawing options are (the decoded pixels
        /// follow from the file).
        public static func == (lhs: Bitmap, rhs: Bitmap) -> Bool {
            lhs.name == rhs.name && lhs.pixelWidth == rhs.pixelWidth && lhs.pixelHeight == rhs.pixelHeight
                && lhs.templateColor == rhs.templateColor && lhs.interpolation == rhs.interpolation
                && lhs.isAntialiased == rhs.isAntialiased && lhs.capInsets == rhs.capInsets
                && lhs.resizingMode == rhs.resizingMode && lhs.data == rhs.data
        }
    }
}
