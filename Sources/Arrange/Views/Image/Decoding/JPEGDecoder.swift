import Foundation

/// Decodes JPEG files (ITU T.81, JFIF): baseline and extended sequential Huffman frames (SOF0,
/// SOF1) and progressive ones (SOF2), 8-bit samples, greyscale or YCbCr with any sampling
/// (4:4:4, 4:2:2, 4:2:0, ...), restart intervals, and Adobe's RGB flag. Arithmetic coding,
/// lossless, 12-bit and CMYK files are refused. A damaged file throws
/// ``ImageLoadingError/damaged(_:_:)``.
enum JPEGDecoder {
    /// The zigzag order: the natural index of the `k`th coefficient in a scan.
    static let zigzag: [Int] = [
        0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27, 20, 13, 6, 7, 14, 21,
        28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58, 59, 52, 45, 38, 31, 39, 46, 53, 60, 61,
        54, 47, 55, 62, 63,
    ]

    /// What a decoder keeps between segments.
    struct State {
        var frame: JPEGFrame?
        /// Quantization tables in natural order.
        var quantization = [[Int32]?](repeating: nil, count: 4)
        var dcTables = [JPEGHuffmanTable?](repeating: nil, count: 4)
        var acTables = [JPEGHuffmanTable?](repeating: nil, count: 4)
        var restartInterval = 0
        /// Adobe's APP14 transform flag: 0 means the three components are RGB, not YCbCr.
        var adobeTransform: Int?
        var scans = 0
    }

    static func damaged(_ reason: String) -> ImageLoadingError { .damaged(.jpeg, reason) }

    /// Decodes `data`.
    static func decode(_ data: Data) throws -> DisplayList.Pixels {
        let bytes = [UInt8](data)
        guard bytes.count >= 3, bytes[0] == 0xFF, bytes[1] == 0xD8 else { throw ImageLoadingError.unknownFormat }
        var state = State(), offset = 2, ended = false
        while !ended {
            // Markers may be preceded by fill bytes (0xFF).
            guard offset + 1 < bytes.count else { break }
            guard bytes[offset] == 0xFF else { throw damaged("a marker was expected at byte \(offset)") }
            let marker = bytes[offset + 1]
            offset += 2
            if marker == 0xFF { offset -= 1; continue }
            if marker == 0xD9 { ended = true; break }
            if (0xD0...0xD7).contains(marker) || marker == 0x01 { continue }
            guard offset + 2 <= bytes.count else { break }
            let length = Int(bytes[offset]) << 8 | Int(bytes[offset + 1])
            guard length >= 2, offset + length <= bytes.count else { throw damaged("the file ends inside a segment (marker 0x\(String(marker, radix: 16, uppercase: true)))") }
            let body = bytes[(offset + 2)..<(offset + length)]
            offset += length
            switch marker {
            case 0xC0, 0xC1, 0xC2:
                guard state.frame == nil else { throw damaged("the file has two frames") }
                state.frame = try JPEGFrame(body, progressive: marker == 0xC2, fileSize: bytes.count)
            case 0xC3, 0xC5...0xC7, 0xC9...0xCB, 0xCD...0xCF:
                throw ImageLoadingError.unsupported(.jpeg, marker >= 0xC9 ? "arithmetic coding" : "lossless or hierarchical frames")
            case 0xC4: try readHuffmanTables(body, into: &state)
            case 0xDB: try readQuantizationTables(body, into: &state)
            case 0xDD:
                guard body.count >= 2 else { throw damaged("the restart interval segment is too short") }
                state.restartInterval = Int(body[body.startIndex]) << 8 | Int(body[body.startIndex + 1])
            case 0xEE:
                if body.count >= 12, Array(body.prefix(5)) == Array("Adobe".utf8) { state.adobeTransform = Int(body[body.startIndex + 11]) }
            case 0xDA:
                offset = try decodeScan(header: body, bytes: bytes, at: offset, state: &state)
                state.scans += 1
            default: break
            }
        }
        guard let frame = state.frame else { throw damaged("the file has no frame header") }
        guard state.scans > 0 else { throw damaged("the file has no scan") }
        guard ended else { throw damaged("the file ends before its end-of-image marker") }
        return try output(frame, state: state)
    }

    /// Reads a DHT segment (one or more tables).
    private static func readHuffmanTables(_ body: ArraySlice<UInt8>, into state: inout State) throws {
        var at = body.startIndex
        while at < body.endIndex {
            guard at + 17 <= body.endIndex else { throw damaged("a Huffman table is cut short") }
            let kind = body[at] >> 4, slot = Int(body[at] & 15)
            let counts = Array(body[(at + 1)..<(at + 17)])
            let total = counts.reduce(0) { $0 + Int($1) }
            guard kind <= 1, slot < 4, total <= 256, at + 17 + total <= body.endIndex else { throw damaged("a Huffman table is malformed") }
            let table = try JPEGHuffmanTable(counts: counts, values: Array(body[(at + 17)..<(at + 17 + total)]))
            if kind == 0 { state.dcTables[slot] = table } else { state.acTables[slot] = table }
            at += 17 + total
        }
    }

    /// Reads a DQT segment (one or more tables, 8- or 16-bit entries, stored zigzag).
    private static func readQuantizationTables(_ body: ArraySlice<UInt8>, into state: inout State) throws {
        var at = body.startIndex
        while at < body.endIndex {
            let wide = body[at] >> 4, slot = Int(body[at] & 15)
            let size = wide == 0 ? 64 : 128
            guard wide <= 1, slot < 4, at + 1 + size <= body.endIndex else { throw damaged("a quantization table is malformed") }
            var table = [Int32](repeating: 0, count: 64)
            for k in 0..<64 {
                table[zigzag[k]] = wide == 0 ? Int32(body[at + 1 + k]) : Int32(body[at + 1 + 2 * k]) << 8 | Int32(body[at + 2 + 2 * k])
            }
            state.quantization[slot] = table
            at += 1 + size
        }
    }
}
