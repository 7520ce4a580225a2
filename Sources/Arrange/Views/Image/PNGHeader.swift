import Foundation

/// The facts Arrange's layout needs from a PNG file, read from its header without decompressing
/// anything: the pixel size. Decoding the pixels is the renderers' job (`ArrangeRendering`).
struct PNGHeader: Equatable {
    let width: Int
    let height: Int

    /// The PNG signature.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Reads the header of `data`, or says what is wrong with it.
    static func read(_ data: Data) -> Result<PNGHeader, ImageLoadingError> {
        let bytes = [UInt8](data.prefix(33))
        guard bytes.count >= 8, Array(bytes[0..<8]) == signature else { return .failure(.notPNG) }
        guard bytes.count >= 33 else { return .failure(.damaged("the file ends inside its header")) }
        func u32(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
        guard u32(8) == 13, String(decoding: bytes[12..<16], as: UTF8.self) == "IHDR" else {
            return .failure(.damaged("the first chunk is not IHDR"))
        }
        let width = u32(16), height = u32(20)
        guard width > 0, height > 0, width <= 1 << 24, height <= 1 << 24 else {
            return .failure(.damaged("the image is \(width)×\(height) pixels"))
        }
        return .success(PNGHeader(width: width, height: height))
    }
}

/// Why an image could not be loaded.
enum ImageLoadingError: Error, Equatable, CustomStringConvertible {
    /// No file was found.
    case missing(String)
    /// The file could not be read.
    case unreadable(String)
    /// The file is not a PNG file.
    case notPNG
    /// The file is a PNG file with a damaged header.
    case damaged(String)

    var description: String {
        switch self {
        case .missing(let place): return "no image found at \(place)"
        case .unreadable(let path): return "the image file \(path) could not be read"
        case .notPNG: return "the image file is not a PNG file"
        case .damaged(let reason): return "the PNG file is damaged: \(reason)"
        }
    }
}
