import Arrange
import CZlib
import Foundation

/// Decodes PNG files for drawing images: 8-bit greyscale, grey with alpha, RGB, RGBA and
/// palette images (with `tRNS` transparency for palette images), not interlaced. Other files are
/// rejected with an ``Error`` rather than guessed at.
package struct PNGDecoder {
    /// Why a PNG file could not be decoded.
    package enum Error: Swift.Error, Equatable {
        case signature
        case truncated
        case unsupported(String)
        case inflate
        case filter(UInt8)
        case palette
    }

    /// The decoded image: straight-alpha RGBA, row by row from the top left.
    package struct Pixels {
        package let width: Int
        package let height: Int
        package let rgba: [UInt8]
    }

    /// Decodes `data`.
    package static func decode(_ data: Data) throws -> Pixels {
        let bytes = [UInt8](data)
        guard bytes.count >= 8, Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else { throw Error.signature }
        func u32(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
        var offset = 8, width = 0, height = 0, colorType = -1
        var compressed: [UInt8] = [], palette: [UInt8] = [], paletteAlpha: [UInt8] = []
        while offset + 12 <= bytes.count {
            let length = u32(offset)
            guard length >= 0, offset + 12 + length <= bytes.count else { throw Error.truncated }
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            let body = bytes[(offset + 8)..<(offset + 8 + length)]
            switch type {
            case "IHDR":
                guard length == 13 else { throw Error.truncated }
                width = u32(offset + 8)
                height = u32(offset + 12)
                let depth = bytes[offset + 16], interlace = bytes[offset + 20]
                colorType = Int(bytes[offset + 17])
                guard depth == 8 else { throw Error.unsupported("bit depth \(depth)") }
                guard interlace == 0 else { throw Error.unsupported("interlacing") }
                guard [0, 2, 3, 4, 6].contains(colorType) else { throw Error.unsupported("colour type \(colorType)") }
            case "PLTE": palette = Array(body)
            case "tRNS": paletteAlpha = Array(body)
            case "IDAT": compressed += body
            default: break
            }
            offset += 12 + length
        }
        guard width > 0, height > 0, colorType >= 0, width <= 1 << 14, height <= 1 << 14 else { throw Error.truncated }
        let channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType]!
        let stride = width * channels
        var raw = [UInt8](repeating: 0, count: (stride + 1) * height)
        var rawLength = uLongf(raw.count)
        let status = raw.withUnsafeMutableBufferPointer { out in
            compressed.withUnsafeBufferPointer { CZlib.uncompress(out.baseAddress, &rawLength, $0.baseAddress, uLong($0.count)) }
        }
        guard status == Z_OK, Int(rawLength) == raw.count else { throw Error.inflate }
        let samples = try unfilter(raw, stride: stride, height: height, bytesPerPixel: channels)
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        for pixel in 0..<(width * height) {
            let source = pixel * channels, target = pixel * 4
            switch colorType {
            case 0: rgba[target] = samples[source]; rgba[target + 1] = samples[source]; rgba[target + 2] = samples[source]
            case 4:
                rgba[target] = samples[source]; rgba[target + 1] = samples[source]; rgba[target + 2] = samples[source]
                rgba[target + 3] = samples[source + 1]
            case 2: for c in 0..<3 { rgba[target + c] = samples[source + c] }
            case 6: for c in 0..<4 { rgba[target + c] = samples[source + c] }
            default:
                let index = Int(samples[source])
                guard index * 3 + 2 < palette.count else { throw Error.palette }
                for c in 0..<3 { rgba[target + c] = palette[index * 3 + c] }
                rgba[target + 3] = index < paletteAlpha.count ? paletteAlpha[index] : 255
            }
        }
        return Pixels(width: width, height: height, rgba: rgba)
    }

    /// Undoes the per-row filters (none, sub, up, average, Paeth).
    private static func unfilter(_ raw: [UInt8], stride: Int, height: Int, bytesPerPixel: Int) throws -> [UInt8] {
        var out = [UInt8](repeating: 0, count: stride * height)
        for y in 0..<height {
            let filter = raw[y * (stride + 1)]
            guard filter <= 4 else { throw Error.filter(filter) }
            for x in 0..<stride {
                let value = raw[y * (stride + 1) + 1 + x]
                let a = x >= bytesPerPixel ? Int(out[y * stride + x - bytesPerPixel]) : 0
                let b = y > 0 ? Int(out[(y - 1) * stride + x]) : 0
                let c = x >= bytesPerPixel && y > 0 ? Int(out[(y - 1) * stride + x - bytesPerPixel]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                default:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                }
                out[y * stride + x] = value &+ UInt8(predictor & 0xFF)
            }
        }
        return out
    }
}
