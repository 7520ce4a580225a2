/// Reads bits from a JPEG entropy-coded segment: skips the zero byte stuffed after each 0xFF,
/// and at a marker (or the end of the file) stops and reads zeros, so that damaged data cannot
/// read past the file; the caller's loops are bounded by the number of blocks.
struct JPEGBitReader {
    let bytes: [UInt8]
    /// The next byte to read.
    var position: Int
    /// Bits not yet consumed, most significant first.
    private(set) var buffer: UInt32 = 0
    private var count = 0
    /// Whether reading stopped at a marker (at `position`) or the end of the file.
    private(set) var stopped = false
    /// Zero bytes read after stopping: more than the few read ahead mean the data ran out.
    private(set) var missingBytes = 0

    init(bytes: [UInt8], position: Int) {
        self.bytes = bytes
        self.position = position
    }

    /// Tops the buffer up to at least 25 bits.
    @inline(__always)
    mutating func fill() {
        while count <= 24 {
            var byte: UInt8 = 0
            if stopped { missingBytes += 1 }
            if !stopped {
                if position >= bytes.count {
                    stopped = true
                } else if bytes[position] == 0xFF {
                    if position + 1 < bytes.count, bytes[position + 1] == 0 {
                        byte = 0xFF
                        position += 2
                    } else {
                        stopped = true
                    }
                } else {
                    byte = bytes[position]
                    position += 1
                }
            }
            buffer |= UInt32(byte) << UInt32(24 - count)
            count += 8
        }
    }

    @inline(__always)
    mutating func consume(_ bits: Int) {
        buffer <<= UInt32(bits)
        count -= bits
    }

    /// The next `bits` bits (at most 16) as an unsigned number.
    @inline(__always)
    mutating func bits(_ bits: Int) -> Int {
        guard bits > 0 else { return 0 }
        fill()
        let value = Int(buffer >> UInt32(32 - bits))
        consume(bits)
        return value
    }

    /// The next bit.
    @inline(__always)
    mutating func bit() -> Bool { bits(1) == 1 }

    /// The next `size` bits as a signed coefficient (T.81 F.2.2.1's EXTEND).
    @inline(__always)
    mutating func signed(_ size: Int) throws -> Int32 {
        guard size <= 16 else { throw ImageLoadingError.damaged(.jpeg, "a coefficient is \(size) bits long") }
        let value = bits(size)
        return Int32(value < 1 << (size - 1) ? value - (1 << size) + 1 : value)
    }

    /// Skips to just after the next restart marker (RST0–RST7), discarding buffered bits; false
    /// when there is none before another marker or the end.
    mutating func restart() -> Bool {
        buffer = 0
        count = 0
        stopped = false
        missingBytes = 0
        var at = position
        while at + 1 < bytes.count {
            if bytes[at] == 0xFF, (0xD0...0xD7).contains(bytes[at + 1]) {
                position = at + 2
                return true
            }
            if bytes[at] == 0xFF, bytes[at + 1] != 0, bytes[at + 1] != 0xFF { return false }
            at += 1
        }
        return false
    }

    /// The offset of the marker that ends the segment.
    func endOfSegment() -> Int {
        var at = position
        while at + 1 < bytes.count {
            if bytes[at] == 0xFF, bytes[at + 1] != 0, bytes[at + 1] != 0xFF, !(0xD0...0xD7).contains(bytes[at + 1]) { return at }
            at += 1
        }
        return bytes.count
    }
}
