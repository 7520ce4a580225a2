extension DisplayList {
    /// A decoded image: straight-alpha RGBA, 8 bits a channel, row by row from the top left.
    public struct Pixels: Equatable, Sendable {
        /// The width in pixels.
        public let width: Int
        /// The height in pixels.
        public let height: Int
        /// `width × height × 4` bytes: red, green, blue, alpha for each pixel.
        public let rgba: [UInt8]

        /// Creates pixels; `rgba` must hold `width × height × 4` bytes.
        public init(width: Int, height: Int, rgba: [UInt8]) {
            precondition(width >= 0 && height >= 0 && rgba.count == width * height * 4, "rgba must hold width × height × 4 bytes")
            self.width = width
            self.height = height
            self.rgba = rgba
        }
    }
}
