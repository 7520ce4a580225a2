/// The table directory of one face: where each table lies in the file.
///
/// Reads the "Table Directory" (OpenType spec, "The OpenType font file", §Organization of an OpenType
/// font): `sfntVersion` (0x00010000 or 'true' for TrueType outlines, 'OTTO' for CFF), `numTables`, then
/// sixteen-byte table records of tag, checksum, offset and length. For a font collection it first reads
/// the "TTC Header" (§Font Collections): 'ttcf', version, `numFonts` and one `Offset32` per face.
/// Every record is checked against the file size; checksums are not verified.
struct FontTableDirectory {
    /// The byte range of each table, keyed by tag (`"cmap"`, `"CFF "`, …).
    private let ranges: [String: (offset: Int, length: Int)]
    /// The whole file.
    private let bytes: [UInt8]

    /// Reads the directory of face `faceIndex` of `bytes`.
    ///
    /// - Parameters:
    ///   - bytes: The font or collection file.
    ///   - faceIndex: Which face of a collection; must be 0 for a single font.
    /// - Throws: ``FontError`` for an unknown `sfntVersion`, a face index out of range, or a table that
    ///   lies outside the file.
    init(bytes: [UInt8], faceIndex: Int) throws {
        let file = FontDataReader(bytes: bytes, name: "sfnt")
        var base = 0
        if try file.tag(0) == "ttcf" {
            let faces = try file.u32(8)
            guard faceIndex >= 0, faceIndex < faces else {
                throw file.error("face \(faceIndex) requested, collection has \(faces)")
            }
            base = try file.u32(12 + 4 * faceIndex)
        } else if faceIndex != 0 {
            throw file.error("face \(faceIndex) requested from a single font")
        }
        let version = try file.u32(base)
        guard version == 0x0001_0000 || version == 0x7472_7565 || version == 0x4F54_544F else {
            throw file.error(String(format: "unknown sfnt version 0x%08X", version))
        }
        let tableCount = try file.u16(base + 4)
        try file.checkArray(base + 12, count: tableCount, size: 16)
        var ranges: [String: (offset: Int, length: Int)] = [:]
        for i in 0..<tableCount {
            let record = base + 12 + 16 * i
            let tag = try file.tag(record)
            let offset = try file.u32(record + 8)
            let length = try file.u32(record + 12)
            guard offset.addingReportingOverflow(length).partialValue <= bytes.count else {
                throw file.error("table '\(tag)' at offset \(offset) with length \(length) lies outside the file of \(bytes.count) bytes")
            }
            if ranges[tag] == nil { ranges[tag] = (offset, length) }
        }
        self.ranges = ranges
        self.bytes = bytes
    }

    /// Whether the face has a table with this tag.
    func has(_ tag: String) -> Bool { ranges[tag] != nil }

    /// Returns a reader over the table `tag`, or `nil` when the face has none.
    func optional(_ tag: String) -> FontDataReader? {
        guard let range = ranges[tag] else { return nil }
        // The range was validated against the file size when the directory was read.
        return try? FontDataReader(bytes: bytes, name: tag).sub(range.offset, range.length, name: tag)
    }

    /// Returns a reader over the table `tag`.
    ///
    /// - Throws: ``FontError`` when the face has no such table.
    func required(_ tag: String) throws -> FontDataReader {
        guard let table = optional(tag) else { throw FontError("\(tag): required table is missing") }
        return table
    }
}
