import Foundation

/// The image file formats Arrange decodes, told apart by their first bytes.
enum ImageFileFormat: String, Equatable, Sendable {
    case png = "PNG"
    case jpeg = "JPEG"

    /// The format of `data`, or nil when it is neither a PNG nor a JPEG file.
    init?(of data: Data) {
        let head = [UInt8](data.prefix(8))
        if head == PNGDecoder.signature {
            self = .png
        } else if head.count >= 3, head[0] == 0xFF, head[1] == 0xD8, head[2] == 0xFF {
            self = .jpeg
        } else {
            return nil
        }
    }

    /// The MIME type, for data URIs.
    var mimeType: String { self == .png ? "image/png" : "image/jpeg" }

    /// The largest image decoded, in pixels (64 megapixels): larger files are refused rather
    /// than allowed to exhaust memory.
    static let maximumPixelCount = 1 << 26

    /// Decodes `data` in its format.
    static func decode(_ data: Data) throws -> DisplayList.Pixels {
        switch ImageFileFormat(of: data) {
        case .png?: return try PNGDecoder.decode(data)
        case .jpeg?: return try JPEGDecoder.decode(data)
        case nil: throw ImageLoadingError.unknownFormat
        }
    }
}
