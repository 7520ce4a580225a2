import CZlib
import Dispatch
import Foundation

/// Encodes 8-bit RGBA pixels as a PNG file (PNG specification, third edition).
///
/// The image is one `IHDR` (bit depth 8, no interlace), one `IDAT` and an `IEND`. An image whose
/// every pixel is opaque is stored as truecolour (colour type 2, three bytes a pixel), any other
/// as truecolour with alpha (colour type 6): the same pixels, a quarter less data to compress.
/// Each row is filtered with the Paeth predictor (filter type 4), which suits flat colours and
/// gradients, sixteen bytes at a time, and the filtered rows are compressed with zlib's deflate
/// (run-length matches only, ``ParallelDeflate/strategy``), whose stream carries the Adler-32 of
/// the data; every chunk ends with its CRC-32.
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
        let opaque = pixels.withUnsafeBytes { isOpaque($0) }
        let channels = opaque ? 3 : 4
        let compressed: [UInt8]? = pixels.withUnsafeBufferPointer { source in
            let rowBytes = width * channels + 1
            return ParallelDeflate.compress(count: height, itemsPerBand: rowsPerBand(width: width, channels: channels), bytesPerItem: rowBytes) { rows, out in
                filter(source, width: width, channels: channels, rows: rows, into: out)
            }
        }
        guard let compressed else { return nil }
        return file(width: width, height: height, opaque: opaque, compressed: compressed)
    }

    /// How many rows of `width` pixels, `channels` bytes a pixel, a band of the compressed data
    /// holds (``ParallelDeflate/bandBytes`` of filtered rows, at least one row).
    static func rowsPerBand(width: Int, channels: Int) -> Int {
        Swift.max(1, ParallelDeflate.bandBytes / Swift.max(width * channels + 1, 1))
    }

    /// The PNG file of an image whose filtered rows `compressed` holds (a zlib stream): truecolour
    /// when `opaque`, else truecolour with alpha.
    static func file(width: Int, height: Int, opaque: Bool, compressed: [UInt8]) -> Data {
        var file = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        file.reserveCapacity(compressed.count + 64)
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        // Depth 8, truecolour with or without alpha, deflate, adaptive filtering, no interlace.
        header.append(contentsOf: [8, opaque ? 2 : 6, 0, 0, 0])
        file.appendChunk("IHDR", header)
        file.appendChunk("IDAT", compressed)
        file.appendChunk("IEND", [])
        return file
    }

    /// Whether every pixel's alpha is 255: the bytes are and-ed together eight at a time (two
    /// pixels), and the alpha bytes of the result checked.
    static func isOpaque(_ bytes: UnsafeRawBufferPointer) -> Bool {
        let pairs = bytes.count / 8
        var all = UInt64.max
        for index in 0..<pairs { all &= bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self) }
        // Read as little-endian, each pixel's alpha is the top byte of its half.
        var opaque = UInt64(littleEndian: all) | 0x00FF_FFFF_00FF_FFFF == UInt64.max
        var offset = pairs * 8 + 3
        while offset < bytes.count {
            if bytes[offset] != 255 { opaque = false }
            offset += 4
        }
        return opaque
    }

    /// Writes rows `rows` of the image, each a filter-type byte and the Paeth-filtered samples
    /// (`channels` of the four bytes a source pixel has), to `out`. Four-channel rows are read in
    /// place; three-channel rows are packed first, the row above kept from the step before.
    /// Row 0 has no row above; any other row's is the row before it in `source`.
    static func filter(_ source: UnsafeBufferPointer<UInt8>, width: Int, channels: Int, rows: Range<Int>,
                       into out: UnsafeMutableBufferPointer<UInt8>) {
        guard let base = source.baseAddress, let target = out.baseAddress, width > 0 else { return }
        let sourceStride = width * 4, rowBytes = width * channels + 1
        if channels == 4 {
            for y in rows {
                let row = base + y * sourceStride
                let start = target + (y - rows.lowerBound) * rowBytes
                start.pointee = 4
                filterRow(row, above: y > 0 ? row - sourceStride : nil, count: sourceStride, channels: 4, into: start + 1)
            }
            return
        }
        // Packed rows, with three bytes of slack: packing stores four bytes a pixel.
        let packedBytes = width * 3
        let current = UnsafeMutablePointer<UInt8>.allocate(capacity: packedBytes + 4)
        let previous = UnsafeMutablePointer<UInt8>.allocate(capacity: packedBytes + 4)
        defer {
            current.deallocate()
            previous.deallocate()
        }
        var row = current, above = previous
        if rows.lowerBound > 0 { pack(base + (rows.lowerBound - 1) * sourceStride, width: width, into: above) }
        for y in rows {
            pack(base + y * sourceStride, width: width, into: row)
            let start = target + (y - rows.lowerBound) * rowBytes
            start.pointee = 4
            filterRow(UnsafePointer(row), above: y > 0 ? UnsafePointer(above) : nil, count: packedBytes, channels: 3, into: start + 1)
            swap(&row, &above)
        }
    }

    /// Copies the red, green and blue bytes of `width` RGBA pixels to `row`, three bytes a
    /// pixel: each pixel is stored as four bytes, the fourth overwritten by the next pixel (the
    /// row has room for the last one's).
    @inline(__always)
    private static func pack(_ pixels: UnsafePointer<UInt8>, width: Int, into row: UnsafeMutablePointer<UInt8>) {
        let source = UnsafeRawPointer(pixels), target = UnsafeMutableRawPointer(row)
        for x in 0..<width {
            target.storeBytes(of: source.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self), toByteOffset: x * 3, as: UInt32.self)
        }
    }

    /// Paeth-filters one packed row of `count` bytes into `output`. The first pixel has no left
    /// neighbours, and the first row (`above` nil) no row above: Paeth then predicts from
    /// whichever neighbour exists (left, or up), so those bytes are handled apart and the inner
    /// loop has no branches on position.
    @inline(__always)
    private static func filterRow(_ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>?, count: Int,
                                  channels: Int, into output: UnsafeMutablePointer<UInt8>) {
        for x in 0..<Swift.min(channels, count) {
            output[x] = row[x] &- (above?[x] ?? 0)
        }
        guard count > channels else { return }
        guard let above else {
            for x in channels..<count { output[x] = row[x] &- row[x - channels] }
            return
        }
        // Paeth predicts from the unfiltered neighbours only, so the bytes are independent:
        // sixteen at a time, the even and the odd bytes each in the 16-bit lanes of a vector
        // (bit operations only, which map to vector instructions), then the tail one by one.
        let left = row - channels, upperLeft = above - channels
        let lowBytes = SIMD8<UInt16>(repeating: 0x00FF)
        var x = channels
        while x + 16 <= count {
            let a = UnsafeRawPointer(left + x).loadUnaligned(as: SIMD8<UInt16>.self)
            let b = UnsafeRawPointer(above + x).loadUnaligned(as: SIMD8<UInt16>.self)
            let c = UnsafeRawPointer(upperLeft + x).loadUnaligned(as: SIMD8<UInt16>.self)
            let even = paeth(a & lowBytes, b & lowBytes, c & lowBytes)
            let odd = paeth(a &>> 8, b &>> 8, c &>> 8)
            let predicted = unsafeBitCast(even | (odd &<< 8), to: SIMD16<UInt8>.self)
            let value = UnsafeRawPointer(row + x).loadUnaligned(as: SIMD16<UInt8>.self)
            UnsafeMutableRawPointer(output + x).storeBytes(of: value &- predicted, as: SIMD16<UInt8>.self)
            x += 16
        }
        while x < count {
            output[x] = row[x] &- UInt8(truncatingIfNeeded: paeth(Int(left[x]), Int(above[x]), Int(upperLeft[x])))
            x += 1
        }
    }

    /// The Paeth predictor of eight samples (0 to 255, in 16-bit lanes) at once: as the scalar
    /// one, with differences in two's complement and choices made by masks.
    @inline(__always)
    private static func paeth(_ a: SIMD8<UInt16>, _ b: SIMD8<UInt16>, _ c: SIMD8<UInt16>) -> SIMD8<UInt16> {
        // p − a = b − c, p − b = a − c, p − c = (a − c) + (b − c), each within ±510.
        let ab = b &- c, ac = a &- c, abc = ab &+ ac
        let pa = magnitude(ab), pb = magnitude(ac), pc = magnitude(abc)
        let byUp = select(b, c, where: atMost(pb, pc))
        return select(a, byUp, where: atMost(pa, pb) & atMost(pa, pc))
    }

    /// The magnitude of lanes holding two's-complement values within ±32,767.
    @inline(__always)
    private static func magnitude(_ v: SIMD8<UInt16>) -> SIMD8<UInt16> {
        let negative = SIMD8<UInt16>(repeating: 0) &- (v &>> 15)
        return (v ^ negative) &- negative
    }

    /// All ones in the lanes where `x <= y` (both within 0...32,767), zero elsewhere.
    @inline(__always)
    private static func atMost(_ x: SIMD8<UInt16>, _ y: SIMD8<UInt16>) -> SIMD8<UInt16> {
        ((y &- x) &>> 15) &- SIMD8<UInt16>(repeating: 1)
    }

    /// `a` in the lanes where `mask` is all ones, `b` where it is zero.
    @inline(__always)
    private static func select(_ a: SIMD8<UInt16>, _ b: SIMD8<UInt16>, where mask: SIMD8<UInt16>) -> SIMD8<UInt16> {
        (a & mask) | (b & ~mask)
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

    /// Appends a PNG chunk whose data are `bytes`, copied once.
    mutating func appendChunk(_ type: String, _ bytes: [UInt8]) {
        appendBigEndian(UInt32(bytes.count))
        let typeBytes = Array(type.utf8)
        append(contentsOf: typeBytes)
        append(contentsOf: bytes)
        let crc = bytes.withUnsafeBufferPointer { buffer in
            UInt32(truncatingIfNeeded: crc32(uLong(CRC32.checksum(typeBytes)), buffer.baseAddress, uInt(buffer.count)))
        }
        appendBigEndian(crc)
    }
}
