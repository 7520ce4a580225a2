/// One INDEX structure of a CFF table: a counted array of variable-length objects.
///
/// Reads the "INDEX Data" structure of Adobe Technical Note #5176 ("The Compact Font Format
/// Specification", §5): `count` (Card16), `offSize` (1–4), `count + 1` offsets (1-based, relative to
/// the byte before the object data), then the data. An empty INDEX is just the two-byte count.
struct CompactFontIndex {
    /// The CFF table the index lives in.
    private let table: FontDataReader
    /// The table offset of the byte before the object data (offsets are added to it).
    private let dataBase: Int
    /// The `count + 1` object offsets, validated as non-decreasing and inside the table.
    private let offsets: [Int]
    /// The table offset just past this INDEX, where the next structure starts.
    let end: Int

    /// The number of objects.
    var count: Int { max(offsets.count - 1, 0) }

    /// Reads the INDEX at `offset` of the CFF table.
    ///
    /// - Throws: ``FontError`` when the header, offsets or data run past the table, or offsets decrease.
    init(table: FontDataReader, at offset: Int) throws {
        self.table = table
        let count = try table.u16(offset)
        guard count > 0 else {
            offsets = []
            dataBase = offset
            end = offset + 2
            return
        }
        let offSize = try table.u8(offset + 2)
        guard (1...4).contains(offSize) else { throw table.error("INDEX offSize \(offSize) is not 1–4") }
        try table.checkArray(offset + 3, count: count + 1, size: offSize)
        dataBase = offset + 2 + (count + 1) * offSize
        var offsets: [Int] = []
        offsets.reserveCapacity(count + 1)
        var previous = 1
        for i in 0...count {
            let value = try table.unsigned(offset + 3 + i * offSize, size: offSize)
            guard value >= previous else { throw table.error("INDEX offsets decrease at object \(i)") }
            offsets.append(value)
            previous = value
        }
        _ = try table.check(dataBase + 1, previous - 1)
        self.offsets = offsets
        end = dataBase + previous
    }

    /// Returns a reader over object `index`.
    ///
    /// - Throws: ``FontError`` when `index` is out of range.
    func object(_ index: Int) throws -> FontDataReader {
        guard index >= 0, index < count else { throw table.error("INDEX object \(index) out of range 0..<\(count)") }
        return try table.sub(dataBase + offsets[index], offsets[index + 1] - offsets[index])
    }
}
