import CZlib
import Foundation

/// A small PNG reader for tests: 8-bit RGBA or RGB (read as opaque RGBA), non-interlaced, every
/// filter type. Checks the
/// signature, every chunk's CRC-32 (with zlib's `crc32`, independent of the encoder's) and the
/// zlib stream (whose Adler-32 `uncompress` verifies).
struct DecodedPNG {
    let width: Int
    let height: Int
    let rgba: [UInt8]

    enum Failure: Error { case signature, truncated, crc(String), header, inflate(Int32), filter(UInt8) }

    init(_ data: Data) throws {
        let bytes = [UInt8](data)
        guard bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) else { throw Failure.signature }
        func u32(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
        var offset = 8, width = 0, height = 0, channels = 4
        var compressed: [UInt8] = []
        while offset + 12 <= bytes.count {
            let length = u32(offset)
            guard offset + 12 + length <= bytes.count else { throw Failure.truncated }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let body = Array(bytes[(offset + 8)..<(offset + 8 + length)])
            let typeAndBody = Array(bytes[(offset + 4)..<(offset + 8 + length)])
            let crc = typeAndBody.withUnsafeBufferPointer { CZlib.crc32(0, $0.baseAddress, uInt($0.count)) }
            guard UInt32(crc) == UInt32(u32(offset + 8 + length)) else { throw Failure.crc(type) }
            switch type {
            case "IHDR":
                width = u32(offset + 8)
                height = u32(offset + 12)
                switch Array(body[8...]) {
                case [8, 6, 0, 0, 0]: channels = 4
                case [8, 2, 0, 0, 0]: channels = 3
                default: throw Failure.header
                }
            case "IDAT":
                compressed += body
            default:
                break
            }
            offset += 12 + length
        }
        let stride = width * channels
        var raw = [UInt8](repeating: 0, count: (stride + 1) * height)
        var rawLength = uLongf(raw.count)
        let status = raw.withUnsafeMutableBufferPointer { out in
            compressed.withUnsafeBufferPointer { CZlib.uncompress(out.baseAddress, &rawLength, $0.baseAddress, uLong($0.count)) }
        }
        guard status == Z_OK, Int(rawLength) == raw.count else { throw Failure.inflate(status) }
        var pixels = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            for x in 0..<stride {
                let value = raw[y * (stride + 1) + 1 + x]
                let a = x >= channels ? Int(pixels[y * stride + x - channels]) : 0
                let b = y > 0 ? Int(pixels[(y - 1) * stride + x]) : 0
                let c = x >= channels && y > 0 ? Int(pixels[(y - 1) * stride + x - channels]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                case 4:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                default: throw Failure.filter(filter)
                }
                pixels[y * stride + x] = value &+ UInt8(predictor & 0xFF)
            }
        }
        self.width = width
        self.height = height
        if channels == 3 {
            var rgba = [UInt8](repeating: 255, count: width * height * 4)
            for pixel in 0..<(width * height) {
                for channel in 0..<3 { rgba[pixel * 4 + channel] = pixels[pixel * 3 + channel] }
            }
            self.rgba = rgba
        } else {
            self.rgba = pixels
        }
    }

    /// Pixel (x, y) as red, green, blue, alpha.
    subscript(x: Int, y: Int) -> [UInt8] {
        let offset = (y * width + x) * 4
        return Array(rgba[offset..<(offset + 4)])
    }

    /// The alpha of pixel (x, y).
    func alpha(_ x: Int, _ y: Int) -> UInt8 { rgba[(y * width + x) * 4 + 3] }
}
