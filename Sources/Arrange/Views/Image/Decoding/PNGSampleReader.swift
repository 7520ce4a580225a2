/// Turns one pixel of an unfiltered PNG row into straight-alpha RGBA bytes: samples of any bit
/// depth scaled to 8 bits (16-bit rounded), palette entries looked up, `tRNS` applied.
struct SampleReader {
    let header: PNGDecoder.Header
    let palette: [UInt8]
    let transparency: [UInt8]

    /// The sample `channel` of pixel `x` of the row at `row`, at the file's bit depth.
    @inline(__always)
    private func sample(_ x: Int, _ channel: Int, in bytes: UnsafeBufferPointer<UInt8>, at row: Int) -> Int {
        switch header.depth {
        case 8: return Int(bytes[row + x * header.channels + channel])
        case 16:
            let at = row + (x * header.channels + channel) * 2
            return Int(bytes[at]) << 8 | Int(bytes[at + 1])
        default:
            let bit = x * header.depth
            return Int(bytes[row + bit / 8]) >> (8 - header.depth - bit % 8) & (1 << header.depth - 1)
        }
    }

    /// A sample at the file's depth as 8 bits, rounded.
    @inline(__always)
    private func eight(_ value: Int) -> UInt8 {
        let maximum = 1 << header.depth - 1
        return header.depth == 8 ? UInt8(value) : UInt8((value * 255 + maximum / 2) / maximum)
    }

    /// The `tRNS` colour key's sample `index` (16 bits big-endian each), if the file has one.
    private func key(_ index: Int) -> Int? {
        guard transparency.count >= index * 2 + 2 else { return nil }
        return Int(transparency[index * 2]) << 8 | Int(transparency[index * 2 + 1])
    }

    /// Writes pixel `x` of the row at `row` to `out[target..<target + 4]`.
    func pixel(_ x: Int, in bytes: UnsafeBufferPointer<UInt8>, at row: Int, into out: UnsafeMutableBufferPointer<UInt8>, at target: Int) throws {
        switch header.colorType {
        case 0:
            let grey = sample(x, 0, in: bytes, at: row)
            let value = eight(grey)
            out[target] = value; out[target + 1] = value; out[target + 2] = value
            out[target + 3] = key(0) == grey ? 0 : 255
        case 2:
            let red = sample(x, 0, in: bytes, at: row), green = sample(x, 1, in: bytes, at: row), blue = sample(x, 2, in: bytes, at: row)
            out[target] = eight(red); out[target + 1] = eight(green); out[target + 2] = eight(blue)
            out[target + 3] = transparency.count >= 6 && key(0) == red && key(1) == green && key(2) == blue ? 0 : 255
        case 3:
            let index = sample(x, 0, in: bytes, at: row)
            guard index * 3 + 2 < palette.count else {
                throw ImageLoadingError.damaged(.png, "a pixel uses palette entry \(index) of \(palette.count / 3)")
            }
            out[target] = palette[index * 3]; out[target + 1] = palette[index * 3 + 1]; out[target + 2] = palette[index * 3 + 2]
            out[target + 3] = index < transparency.count ? transparency[index] : 255
        case 4:
            let value = eight(sample(x, 0, in: bytes, at: row))
            out[target] = value; out[target + 1] = value; out[target + 2] = value
            out[target + 3] = eight(sample(x, 1, in: bytes, at: row))
        default:
            for channel in 0..<4 { out[target + channel] = eight(sample(x, channel, in: bytes, at: row)) }
        }
    }
}
