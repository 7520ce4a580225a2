/// A bounds-checked, big-endian view of one table (or any byte range) of a font file.
///
/// OpenType stores every number big-endian ("Data types", OpenType spec, chapter 2). A reader covers
/// the byte range `start..<end` of the file's bytes; every read takes an offset relative to `start`,
/// checks it with overflow-checked arithmetic against the range, and either returns the value or
/// throws a ``FontError`` naming the table. Readers are values and copy no bytes: the array is shared.
struct FontDataReader {
    /// The whole font file.
    let bytes: [UInt8]
    /// The table tag (or other name) used in error messages.
    let name: String
    /// The first byte of the range, as an index into `bytes`.
    let start: Int
    /// One past the last byte of the range, as an index into `bytes`.
    let end: Int

    /// Creates a reader over the whole of `bytes`.
    ///
    /// - Parameters:
    ///   - bytes: The font file.
    ///   - name: The name used in error messages.
    init(bytes: [UInt8], name: String) {
        self.bytes = bytes
        self.name = name
        self.start = 0
        self.end = bytes.count
    }

    /// Creates a reader over `bytes[start..<end]`; the caller has validated the range.
    private init(bytes: [UInt8], name: String, start: Int, end: Int) {
        self.bytes = bytes
        self.name = name
        self.start = start
        self.end = end
    }

    /// The number of bytes in the range.
    var count: Int { end - start }

    /// Returns an error with this reader's name as its prefix.
    ///
    /// - Parameter message: What was wrong.
    /// - Returns: `"<name>: <message>"` as a ``FontError``.
    func error(_ message: String) -> FontError {
        FontError("\(name): \(message)")
    }

    /// Checks that `length` bytes exist at `offset` and returns the absolute index of the first.
    ///
    /// - Parameters:
    ///   - offset: The offset from the start of the range.
    ///   - length: The number of bytes needed.
    /// - Returns: The absolute index into `bytes`.
    /// - Throws: ``FontError`` when the bytes lie outside the range or the arithmetic overflows.
    func check(_ offset: Int, _ length: Int) throws -> Int {
        let (last, overflow) = offset.addingReportingOverflow(length)
        guard offset >= 0, length >= 0, !overflow, last <= count else {
            throw error("\(length) bytes needed at offset \(offset), table has \(count) bytes")
        }
        return start + offset
    }

    /// Reads an unsigned byte (`uint8`).
    func u8(_ offset: Int) throws -> Int {
        Int(bytes[try check(offset, 1)])
    }

    /// Reads a big-endian `uint16` (also `Offset16`, `UFWORD`).
    func u16(_ offset: Int) throws -> Int {
        let i = try check(offset, 2)
        return Int(bytes[i]) << 8 | Int(bytes[i + 1])
    }

    /// Reads a big-endian `int16` (also `FWORD`).
    func i16(_ offset: Int) throws -> Int {
        Int(Int16(truncatingIfNeeded: try u16(offset)))
    }

    /// Reads a big-endian `uint24` (`Offset24`).
    func u24(_ offset: Int) throws -> Int {
        let i = try check(offset, 3)
        return Int(bytes[i]) << 16 | Int(bytes[i + 1]) << 8 | Int(bytes[i + 2])
    }

    /// Reads a big-endian `uint32` (also `Offset32`, `Tag` as a number).
    func u32(_ offset: Int) throws -> Int {
        let i = try check(offset, 4)
        return Int(bytes[i]) << 24 | Int(bytes[i + 1]) << 16 | Int(bytes[i + 2]) << 8 | Int(bytes[i + 3])
    }

    /// Reads a big-endian `int32` (also `Fixed` as raw bits).
    func i32(_ offset: Int) throws -> Int {
        Int(Int32(truncatingIfNeeded: try u32(offset)))
    }

    /// Reads an unsigned big-endian integer of `size` bytes (1–4), as CFF `OffSize` offsets are stored.
    func unsigned(_ offset: Int, size: Int) throws -> Int {
        let i = try check(offset, size)
        guard (1...4).contains(size) else { throw error("offset size \(size) is not 1–4") }
        var value = 0
        for k in 0..<size { value = value << 8 | Int(bytes[i + k]) }
        return value
    }

    /// Reads a four-byte `Tag` as a string of four characters.
    func tag(_ offset: Int) throws -> String {
        let i = try check(offset, 4)
        return String(decoding: bytes[i..<i + 4].map { $0 < 0x20 || $0 > 0x7E ? UInt8(ascii: "?") : $0 },
                      as: UTF8.self)
    }

    /// Returns the bytes `offset..<offset + length` of the range.
    func slice(_ offset: Int, _ length: Int) throws -> ArraySlice<UInt8> {
        let i = try check(offset, length)
        return bytes[i..<i + length]
    }

    /// Returns a reader over `length` bytes at `offset`, named `name` (this reader's name by default).
    ///
    /// - Throws: ``FontError`` when the sub-range lies outside this range.
    func sub(_ offset: Int, _ length: Int, name: String? = nil) throws -> FontDataReader {
        let i = try check(offset, length)
        return FontDataReader(bytes: bytes, name: name ?? self.name, start: i, end: i + length)
    }

    /// Returns a reader from `offset` to the end of this range (for subtables whose length is implicit).
    func sub(from offset: Int) throws -> FontDataReader {
        let i = try check(offset, 0)
        return FontDataReader(bytes: bytes, name: name, start: i, end: end)
    }

    /// Checks that `count` records of `size` bytes fit at `offset` before anything is allocated for them.
    ///
    /// - Returns: `count`, for use in loops.
    /// - Throws: ``FontError`` when the records would run past the end of the range.
    @discardableResult
    func checkArray(_ offset: Int, count: Int, size: Int) throws -> Int {
        let (total, overflow) = count.multipliedReportingOverflow(by: size)
        guard count >= 0, !overflow else { throw error("array of \(count) × \(size) bytes overflows") }
        _ = try check(offset, total)
        return count
    }
}
