import CZlib
import Foundation

/// Encodes 8-bit RGBA pixels as a PNG file (PNG specification, third edition).
///
/// The image is one `IHDR` (colour type 6, bit depth 8, no interlace), one `IDAT` and an `IEND`.
/// Each row is filtered with the Paeth predictor (filter type 4), which suits flat colours and
/// gradients, and the filtered rows are compressed with zlib's deflate, whose stream carries
/// the Adler-32 of the data; every chunk ends with its CRC-32.
///
/// zlib is the system's (a system-library target): it is on every platform Swift runs on, is the
/// reference implementation of the format PNG requires, and compresses far better than a
/// small pure-Swift deflate would.
package enum PNGEncoder {
    /// The PNG file for `pixels` (straight alpha, row by row), or nil when zlib fails.
    package static func encode(width: Int, height: Int, rgba pixels: [UInt8]) -> Data? {
        precondition(pixels.count == width * height * 4)
        let stride = width * 4
        var filtered = [UInt8](repeating: 0, count: (stride + 1) * height)
        filtered.withUnsafeMutableBufferPointer { out in
            pixels.withUnsafeBufferPointer { pixels in
                for y in 0..<height {
                    let row = y * stride, target = y * (stride + 1)
                    out[target] = 4
                    // The first pixel of a row has no left neighbours, and the first row has
                    // no row above: Paeth then predicts from whichever neighbour exists (left, or up),
                    // so those bytes are handled apart and the inner loop has no branches on position.
                    for x in 0..<Swift.min(4, stride) {
                        let up = y > 0 ? Int(pixels[row - stride + x]) : 0
                        out[target + 1 + x] = pixels[row + x] &- UInt8(truncatingIfNeeded: paeth(0, up, 0))
                    }
                    guard stride > 4 else { continue }
                    if y == 0 {
                        for x in 4..<stride {
                            out[target + 1 + x] = pixels[row + x] &- pixels[row + x - 4]
                        }
                    } else {
                        let above = row - stride
                        for x in 4..<stride {
                            let predicted = paeth(Int(pixels[row + x - 4]), Int(pixels[above + x]), Int(pixels[above + x - 4]))
                            out[target + 1 + x] = pixels[row + x] &- UInt8(truncatingIfNeeded: predicted)
                        }
                    }
                }
            }
        }
        guard let compressed = deflate(filtered) else { return nil }
        var file = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var header = Data()
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header.append(contentsOf: [8, 6, 0, 0, 0]) // depth 8, RGBA, deflate, adaptive filtering, no interlace
        file.appendChunk("IHDR", header)
        file.appendChunk("IDAT", compressed)
        file.appendChunk("IEND", Data())
        return file
    }

    /// The Paeth predictor: whichever neighbour is closest to left + up − upLeft.
    @inline(__always)
    private static func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
        let p = a + b - c
        let pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// `bytes` as a zlib stream (header, deflate data, Adler-32).
    private static func deflate(_ bytes: [UInt8]) -> Data? {
        var length = compressBound(uLong(bytes.count))
        var output = [UInt8](repeating: 0, count: Int(length))
        let status = output.withUnsafeMutableBufferPointer { out in
            bytes.withUnsafeBufferPointer { input in
                compress2(out.baseAddress, &length, input.baseAddress, uLong(input.count), 6)
            }
        }
        guard status == Z_OK else { return nil }
        return Data(output[0..<Int(length)])
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
