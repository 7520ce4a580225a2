import Arrange
import Foundation

/// A decoded PNG image as the comparison reads it: premultiplied 8-bit RGBA, row by row from the
/// top left (swift-snapshot-testing draws both images into a premultiplied RGBA context before
/// comparing them, so that fully transparent pixels compare equal whatever colour they carry).
struct PixelImage: Equatable {
    let width: Int
    let height: Int
    /// Premultiplied RGBA, four bytes a pixel.
    let bytes: [UInt8]

    /// Decodes `png`, or nil when it is not a PNG file the decoder reads.
    init?(png: Data) {
        guard let pixels = try? PNGDecoder.decode(png) else { return nil }
        self.width = pixels.width
        self.height = pixels.height
        var bytes = pixels.rgba
        var index = 0
        while index < bytes.count {
            let alpha = Int(bytes[index + 3])
            if alpha < 255 {
                for channel in 0..<3 { bytes[index + channel] = UInt8((Int(bytes[index + channel]) * alpha + 127) / 255) }
            }
            index += 4
        }
        self.bytes = bytes
    }

    /// The pixel's four bytes, or nil outside the image.
    func pixel(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8)? {
        guard x >= 0, y >= 0, x < width, y < height else { return nil }
        let offset = (y * width + x) * 4
        return (bytes[offset], bytes[offset + 1], bytes[offset + 2], bytes[offset + 3])
    }
}
