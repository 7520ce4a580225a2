import CZlib
import Dispatch
import Foundation

/// Encodes 8-bit RGBA pixels as a PNG file (PNG specification, third edition).
///
/// The image is one `IHDR` (bit depth 8, no interlace), one `IDAT` and an `IEND`. An image whose
/// every pixel is opaque is stored as truecolour (colour type 2, three bytes a pixel), any other
/// as truecolour with alpha (colour type 6): the same pixels, a quarter less data to compress.
/// Each row is filtered with the Paeth predictor (filter type 4), which suits flat colours and
/// gradients, and the filtered rows are compressed with zlib's deflate, whose stream carries
/// the Adler-32 of the data; every chunk ends with its CRC-32.
///
/// The rows are filtered and compressed in bands of about a megabyte, on every core
/// (``ParallelDeflate``): each band is an independent piece of one deflate stream, so the file is
/// the same whatever the number of cores.
///
/// zlib is the system's (a system-library target): it is on every platform Swift runs on, is the
/// reference implementation of the format PNG requires, and compresses far better than a
/// small pure-Swift deflate would.
package enum PNGEncoder {
    /// The PNG file for `pixels` (straight alpha, row by row), or nil when zlib fails.
    package static func encode(width: Int, height: Int, rgba pixels: [UInt8]) -> Data? {
        precondition(pixels.count == width * height * 4)
        let opaque = isOpaque(pixels)
        let channels = opaque ? 3 : 4
        let compressed: [UInt8]? = pixels.withUnsafeBufferPointer { source in
            let rowBytes = width * channels + 1
            let rowsPerBand = Swift.max(1, ParallelDeflate.bandBytes / Swift.max(rowBytes, 1))
            return ParallelDeflate.compress(count: height, itemsPerBand: rowsPerBand, bytesPerItem: rowBytes) { rows, out in
                filter(source, width: width, channels: channels, rows: rows, into: out)
            }
        }
        guard let compressed else { return nil }
        var file = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        // Depth 8, truecolour with or without alpha, deflate, adaptive filtering, no interlace.
        header.append(contentsOf: [8, opaque ? 2 : 6, 0, 0, 0])
        file.appendChunk("IHDR", header)
        file.appendChunk("IDAT", Data(compressed))
        file.appendChunk("IEND", Data())
        return file
    }

    /// Whether every pixel's alpha is 255.
    private static func isOpaque(_ pixels: [UInt8]) -> Bool {
        pixels.withUnsafeBufferPointer { pixels in
            var offset = 3
            while offset < pixels.count {
                if pixels[offset] != 255 { return false }
                offset += 4
            }
            return true
        }
    }

    /// Writes rows `rows` of the image, each a filter-type byte and the Paeth-filtered samples
    /// (`channels` of the four bytes a source pixel has), to `out`. Four-channel rows are read in
    /// place; three-channel rows are packed first, the row above kept from the step before.
    private static func filter(_ source: UnsafeBufferPointer<UInt8>, width: Int, channels: Int, rows: Range<Int>,
                               into out: UnsafeMutableBufferPointer<UInt8>) {
        let sourceStride = width * 4, rowBytes = width * channels + 1
        func sourceRow(_ y: Int) -> UnsafeBufferPointer<UInt8> {
            UnsafeBufferPointer(rebasing: source[(y * sourceStride)..<((y + 1) * sourceStride)])
        }
        if channels == 4 {
            for y in rows {
                let target = (y - rows.lowerBound) * rowBytes
                out[target] = 4
                filterRow(sourceRow(y), above: y > 0 ? sourceRow(y - 1) : sourceRow(y), hasAbove: y > 0,
                          channels: 4, into: out, at: target + 1)
            }
            return
        }
        var current = [UInt8](repeating: 0, count: width * 3)
        var above = [UInt8](repeating: 0, count: width * 3)
        func pack(_ y: Int, into row: inout [UInt8]) {
            let pixels = sourceRow(y)
            row.withUnsafeMutableBufferPointer { row in
                for x in 0..<width {
                    row[x * 3] = pixels[x * 4]
                    row[x * 3 + 1] = pixels[x * 4 + 1]
                    row[x * 3 + 2] = pixels[x * 4 + 2]
                }
            }
        }
        if rows.lowerBound > 0 { pack(rows.lowerBound - 1, into: &above) }
        for y in rows {
            pack(y, into: &current)
            let target = (y - rows.lowerBound) * rowBytes
            out[target] = 4
            current.withUnsafeBufferPointer { row in
                above.withUnsafeBufferPointer { up in
                    filterRow(row, above: up, hasAbove: y > 0, channels: 3, into: out, at: target + 1)
                }
            }
            swap(&current, &above)
        }
    }

    /// Paeth-filters one packed row. The first pixel has no left neighbours, and the first row
    /// no row above: Paeth then predicts from whichever neighbour exists (left, or up), so those
    /// bytes are handled apart and the inner loop has no branches on position.
    @inline(__always)
    private static func filterRow(_ row: UnsafeBufferPointer<UInt8>, above: UnsafeBufferPointer<UInt8>, hasAbove: Bool,
                                  channels: Int, into out: UnsafeMutableBufferPointer<UInt8>, at start: Int) {
        let count = row.count
        for x in 0..<Swift.min(channels, count) {
            let up = hasAbove ? Int(above[x]) : 0
            out[start + x] = row[x] &- UInt8(truncatingIfNeeded: paeth(0, up, 0))
        }
        guard count > channels else { return }
        if !hasAbove {
            for x in channels..<count { out[start + x] = row[x] &- row[x - channels] }
            return
        }
        guard let row = row.baseAddress, let above = above.baseAddress, let target = out.baseAddress else { return }
        // Paeth predicts from the unfiltered neighbours only, so the bytes are independent: the
        // loop is written without branches or overflow checks, and the compiler vectorises it.
        let left = row - channels, upperLeft = above - channels, output = target + start
        for x in channels..<count {
            let a = Int32(left[x]), b = Int32(above[x]), c = Int32(upperLeft[x])
            // p − a = b − c, p − b = a − c, p − c = (a − c) + (b − c).
            let ab = b &- c, ac = a &- c, abc = ab &+ ac
            let pa = ab < 0 ? 0 &- ab : ab, pb = ac < 0 ? 0 &- ac : ac, pc = abc < 0 ? 0 &- abc : abc
            let byUp = pb <= pc ? b : c
            let predicted = pa <= pb && pa <= pc ? a : byUp
            output[x] = row[x] &- UInt8(truncatingIfNeeded: predicted)
        }
    }

    /// The Paeth predictor: whichever neighbour is closest to left + up − upLeft.
    @inline(__always)
    private static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}

extension Data {
    mutating func appendBigEndian(_ value: UInt32) {
        append(contentsOf: [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)])
    }

    /// Appends a PNG chunk: length, type, data, CRC-32 of type and data.
    mutating func appendChunk(_ type: String, _ data: Data) {
        appendBigEndian(UInt32(data.count))
        let typeBytes = Array(type.utf8)
        append(contentsOf: typeBytes)
        append(data)
        appendBigEndian(CRC32.checksum(data, continuing: CRC32.checksum(typeBytes)))
    }
}
