/// A JPEG Huffman table (ITU T.81 annex C): the codes rebuilt from the counts of codes of each
/// length, with a 9-bit lookup for short codes and per-length limits for long ones.
struct JPEGHuffmanTable {
    /// For each 9-bit prefix, the value and code length (`length << 8 | value`), or 0 when the
    /// code is longer than 9 bits.
    private var fast = [UInt16](repeating: 0, count: 512)
    /// The largest code of each length (index 1...16), -1 when there is none.
    private var maxCode = [Int32](repeating: -1, count: 18)
    /// For each length, what to add to a code to get its index in `values`.
    private var valueOffset = [Int32](repeating: 0, count: 17)
    private let values: [UInt8]

    /// Builds the table from a DHT segment's 16 counts and its values; a table whose codes
    /// overflow their lengths is damaged.
    init(counts: [UInt8], values: [UInt8]) throws {
        self.values = values
        var code: Int32 = 0, index: Int32 = 0
        for length in 1...16 {
            valueOffset[length] = index - code
            let count = Int32(counts[length - 1])
            if count > 0 {
                guard code + count <= 1 << length else { throw ImageLoadingError.damaged(.jpeg, "a Huffman table has too many codes of length \(length)") }
                if length <= 9 {
                    for c in code..<(code + count) {
                        let shift = 9 - length
                        let entry = UInt16(length) << 8 | UInt16(values[Int(index + c - code)])
                        for prefix in (Int(c) << shift)..<(Int(c + 1) << shift) { fast[prefix] = entry }
                    }
                }
                code += count
                index += count
                maxCode[length] = code - 1
            }
            code <<= 1
        }
    }

    /// Reads one value.
    @inline(__always)
    func decode(_ reader: inout JPEGBitReader) throws -> Int {
        reader.fill()
        let entry = fast[Int(reader.buffer >> 23)]
        if entry != 0 {
            reader.consume(Int(entry >> 8))
            return Int(entry & 0xFF)
        }
        for length in 10...16 {
            let code = Int32(reader.buffer >> UInt32(32 - length))
            if code <= maxCode[length] {
                let index = Int(code + valueOffset[length])
                guard values.indices.contains(index) else { break }
                reader.consume(length)
                return Int(values[index])
            }
        }
        throw ImageLoadingError.damaged(.jpeg, "the compressed data holds a code no Huffman table has")
    }
}
