import Foundation

extension DisplayList {
    /// A bitmap image to draw: the encoded file (PNG) and its size in pixels. Renderers decode it;
    /// the display list does not.
    public struct Bitmap: Equatable, @unchecked Sendable {
        /// Where the image came from: its name or file path, for dumps and diagnostics.
        public var name: String
        /// The PNG file's bytes.
        public var data: Data
        /// The image's width in pixels.
        public var pixelWidth: Int
        /// The image's height in pixels.
        public var pixelHeight: Int

        /// Creates a bitmap from an encoded PNG file and its pixel size.
        public init(name: String, data: Data, pixelWidth: Int, pixelHeight: Int) {
            self.name = name
            self.data = data
            self.pixelWidth = pixelWidth
            self.pixelHeight = pixelHeight
        }
    }
}
