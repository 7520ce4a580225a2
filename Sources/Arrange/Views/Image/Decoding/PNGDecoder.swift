import CZlib
import Foundation

/// Decodes PNG files (the PNG specification, W3C): every colour type and bit depth (1, 2, 4, 8
/// and 16 bits), Adam7 interlacing, `tRNS` transparency (palette alpha and grey or RGB colour
/// keys), and every chunk's CRC checked. 16-bit samples are rounded to 8 bits. A damaged file
/// throws ``ImageLoadingError/damaged(_:_:)`` saying what is wrong.
package enum PNGDecoder {
    /// The eight bytes every PNG file begins with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The Adam7 passes: first column, first row, column step, row step.
    static let adam7: [(x: Int, y: Int, dx: Int, dy: Int)] = [
        (0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2),
    ]

    /// The facts in `IHDR`.
    struct Header {
        let width: Int, height: Int, depth: Int, colorType: Int, interlaced: Bool
        /// Samples a pixel: 1 (grey, palette), 2 (grey and alpha), 3 (RGB) or 4 (RGBA).
        let channels: Int

        init(width: Int, height: Int, depth: Int, colorType: Int, interlaced: Bool) {
            self.width = width
            self.height = height
            self.depth = depth
            self.colorType = colorType
            self.interlaced = interlaced
            channels = [0: 1, 2: 3, 3: 1, 4: 2, 6: 4][colorType] ?? 1
        }
        var bitsPerPixel: Int { channels * depth }
        /// Bytes in a row of `width` pixels, without the filter byte.
        func rowBytes(_ width: Int) -> Int { (width * bitsPerPixel + 7) / 8 }
        /// The passes: the whole image, or Adam7's seven (empty ones included, with no rows).
        var passes: [(x: Int, y: Int, dx: Int, dy: Int, width: Int, height: Int)] {
            let steps = interlaced ? PNGDecoder.adam7 : [(0, 0, 1, 1)]
            return steps.map { step in
                (step.x, step.y, step.dx, step.dy,
                 width > step.x ? (width - step.x + step.dx - 1) / step.dx : 0,
                 height > step.y ? (height - step.y + step.dy - 1) / step.dy : 0)
            }
        }
    }

    private static func damaged(_ reason: String) -> ImageLoadingError { .damaged(.png, reason) }

    /// Decodes `data`.
    package static func decode(_ data: Data) throws -> DisplayList.Pixels {
        let bytes = [UInt8](data)
        guard bytes.count >= 8, Array(bytes[0..<8]) == PNGDecoder.signature else { throw ImageLoadingError.unknownFormat }
        func u32(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
        var offset = 8, header: Header?, ended = false
        var compressed: [UInt8] = [], palette: [UInt8] = [], transparency: [UInt8] = []
        while !ended {
            guard offset + 12 <= bytes.count else { throw damaged(header == nil ? "the file ends inside its header" : "the file ends before its IEND chunk") }
            let length = u32(offset)
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            guard length <= bytes.count - offset - 12 else { throw damaged("the file ends inside its \(type) chunk") }
            let crc = bytes.withUnsafeBufferPointer { Int(CZlib.crc32(0, $0.baseAddress! + offset + 4, uInt(length + 4))) }
            guard crc == u32(offset + 8 + length) else { throw damaged("the \(type) chunk's checksum is wrong") }
            let body = bytes[(offset + 8)..<(offset + 8 + length)]
            guard header != nil || type == "IHDR" else { throw damaged("the first chunk is not IHDR") }
            switch type {
            case "IHDR": header = try readHeader(Array(body))
            case "PLTE":
                guard length % 3 == 0, length > 0, length <= 768 else { throw damaged("the palette has \(length) bytes") }
                palette = Array(body)
            case "tRNS": transparency = Array(body)
            case "IDAT": compressed += body
            case "IEND": ended = true
            default: break
            }
            offset += 12 + length
        }
        guard let header else { throw damaged("no IHDR chunk") }
        guard !compressed.isEmpty else { throw damaged("no IDAT chunk") }
        guard header.colorType != 3 || !palette.isEmpty else { throw damaged("a palette image has no PLTE chunk") }
        let passes = header.passes
        let expected = passes.reduce(0) { $0 + ($1.width > 0 ? (header.rowBytes($1.width) + 1) * $1.height : 0) }
        // zlib expands at most about 1032 times: fewer compressed bytes cannot fill the image
        // (checked before allocating, so a damaged size cannot exhaust memory).
        guard expected <= compressed.count * 1100 + 1024 else { throw damaged("\(compressed.count) compressed bytes cannot hold \(header.width)×\(header.height) pixels") }
        var raw = [UInt8](repeating: 0, count: expected)
        var rawLength = uLongf(expected)
        let status = raw.withUnsafeMutableBufferPointer { out in
            compressed.withUnsafeBufferPointer { CZlib.uncompress(out.baseAddress, &rawLength, $0.baseAddress, uLong($0.count)) }
        }
        guard status == Z_OK else {
            throw damaged(status == Z_BUF_ERROR ? "the compressed pixels are incomplete or too many" : "the compressed pixels are corrupt")
        }
        guard Int(rawLength) == expected else { throw damaged("the compressed pixels hold \(rawLength) bytes, not \(expected)") }
        var rgba = [UInt8](repeating: 0, count: header.width * header.height * 4)
        let reader = SampleReader(header: header, palette: palette, transparency: transparency)
        var start = 0
        for pass in passes where pass.width > 0 && pass.height > 0 {
            let stride = header.rowBytes(pass.width)
            try unfilter(&raw, from: start, stride: stride, rows: pass.height, bytesPerPixel: max(1, header.bitsPerPixel / 8))
            try rgba.withUnsafeMutableBufferPointer { out in
                try raw.withUnsafeBufferPointer { rows in
                    for row in 0..<pass.height {
                        let rowStart = start + row * (stride + 1) + 1
                        let y = pass.y + row * pass.dy
                        for column in 0..<pass.width {
                            let target = (y * header.width + pass.x + column * pass.dx) * 4
                            try reader.pixel(column, in: rows, at: rowStart, into: out, at: target)
                        }
                    }
                }
            }
            start += (stride + 1) * pass.height
        }
        return DisplayList.Pixels(width: header.width, height: header.height, rgba: rgba)
    }

    /// Reads and checks `IHDR`'s 13 bytes.
    private static func readHeader(_ body: [UInt8]) throws -> Header {
        guard body.count == 13 else { throw damaged("IHDR has \(body.count) bytes, not 13") }
        func u32(_ at: Int) -> Int { Int(body[at]) << 24 | Int(body[at + 1]) << 16 | Int(body[at + 2]) << 8 | Int(body[at + 3]) }
        let width = u32(0), height = u32(4), depth = Int(body[8]), colorType = Int(body[9])
        guard width > 0, height > 0, width <= 1 << 24, height <= 1 << 24 else { throw damaged("the image is \(width)×\(height) pixels") }
        guard width * height <= ImageFileFormat.maximumPixelCount else {
            throw ImageLoadingError.unsupported(.png, "\(width)×\(height) pixels (more than \(ImageFileFormat.maximumPixelCount))")
        }
        let depths: [Int: [Int]] = [0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]]
        guard let allowed = depths[colorType] else { throw damaged("colour type \(colorType) does not exist") }
        guard allowed.contains(depth) else { throw damaged("colour type \(colorType) cannot have bit depth \(depth)") }
        guard body[10] == 0, body[11] == 0 else { throw damaged("unknown compression or filter method") }
        guard body[12] <= 1 else { throw damaged("interlace method \(body[12]) does not exist") }
        return Header(width: width, height: height, depth: depth, colorType: colorType, interlaced: body[12] == 1)
    }

    /// Undoes the per-row filters (none, sub, up, average, Paeth) of one pass, in place: each row's
    /// filter byte at `from + row × (stride + 1)`, its bytes after it.
    private static func unfilter(_ raw: inout [UInt8], from start: Int, stride: Int, rows: Int, bytesPerPixel bpp: Int) throws {
        try raw.withUnsafeMutableBufferPointer { buffer in
            let base = buffer.baseAddress! + start
            for y in 0..<rows {
                let row = base + y * (stride + 1) + 1
                let previous: UnsafeMutablePointer<UInt8>? = y > 0 ? row - (stride + 1) : nil
                let filter = row[-1]
                switch filter {
                case 0: break
                case 1: for x in bpp..<max(bpp, stride) { row[x] &+= row[x - bpp] }
                case 2: if let previous { for x in 0..<stride { row[x] &+= previous[x] } }
                case 3:
                    for x in 0..<stride {
                        let a = x >= bpp ? Int(row[x - bpp]) : 0, b = previous.map { Int($0[x]) } ?? 0
                        row[x] &+= UInt8((a + b) / 2)
                    }
                case 4:
                    for x in 0..<stride {
                        let a = x >= bpp ? Int(row[x - bpp]) : 0
                        let b = previous.map { Int($0[x]) } ?? 0
                        let c = x >= bpp ? previous.map { Int($0[x - bpp]) } ?? 0 : 0
                        let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                        row[x] &+= UInt8(pa <= pb && pa <= pc ? a : (pb <= pc ? b : c))
                    }
                default: throw damaged("row \(y) has filter type \(filter), which does not exist")
                }
            }
        }
    }
}
