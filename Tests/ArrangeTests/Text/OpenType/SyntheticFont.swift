@testable import Arrange

/// Assembles tiny sfnt files byte by byte, for the formats no bundled font exercises and for
/// hand-made damage.
///
/// Byte layouts follow the OpenType spec's table descriptions; each helper names its table.
struct SyntheticFont {
    /// The tables, by tag.
    var tables: [String: [UInt8]] = [:]

    /// A big-endian byte writer.
    struct Bytes {
        /// The bytes written so far.
        var data: [UInt8] = []
        /// Appends a `uint8`.
        mutating func u8(_ v: Int) { data.append(UInt8(truncatingIfNeeded: v)) }
        /// Appends a `uint16`/`int16`.
        mutating func u16(_ v: Int) { data += [UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v)] }
        /// Appends a `uint32`/`int32`.
        mutating func u32(_ v: Int) { u16(v >> 16); u16(v) }
        /// Appends a four-character tag.
        mutating func tag(_ t: String) { data += Array(t.utf8) }
    }

    /// A font with `glyphCount` glyphs of advance `advance`, `unitsPerEm` 1000, hhea ascender 800,
    /// descender -200, line gap 90, and the given `cmap` subtable (format 4 by default: 'A'… → 1…).
    init(glyphCount: Int = 4, advances: [Int]? = nil, cmapSubtable: [UInt8]? = nil) {
        var head = Bytes()
        head.u32(0x0001_0000); head.u32(0); head.u32(0); head.u32(0x5F0F_3CF5)
        head.u16(0); head.u16(1000)                                 // flags, unitsPerEm
        head.data += [UInt8](repeating: 0, count: 16)               // created, modified
        head.u16(0); head.u16(0); head.u16(1000); head.u16(1000)     // bbox
        head.u16(0); head.u16(8); head.u16(2); head.u16(0); head.u16(0)  // macStyle, lowestRecPPEM, direction, indexToLocFormat, glyphDataFormat
        tables["head"] = head.data
        var hhea = Bytes()
        hhea.u32(0x0001_0000); hhea.u16(800); hhea.u16(-200); hhea.u16(90)
        hhea.data += [UInt8](repeating: 0, count: 22)               // advanceWidthMax … reserved
        hhea.u16(0); hhea.u16(glyphCount)                            // metricDataFormat, numberOfHMetrics
        tables["hhea"] = hhea.data
        var maxp = Bytes()
        maxp.u32(0x0000_5000); maxp.u16(glyphCount)
        tables["maxp"] = maxp.data
        var hmtx = Bytes()
        for glyph in 0..<glyphCount { hmtx.u16(advances?[glyph] ?? 500 + glyph); hmtx.u16(0) }
        tables["hmtx"] = hmtx.data
        tables["cmap"] = Self.cmap(platform: 3, encoding: 1, subtable: cmapSubtable ?? Self.format4(start: 0x41, count: glyphCount - 1))
    }

    /// A `cmap` table with one encoding record.
    static func cmap(platform: Int, encoding: Int, subtable: [UInt8]) -> [UInt8] {
        var b = Bytes()
        b.u16(0); b.u16(1); b.u16(platform); b.u16(encoding); b.u32(12)
        return b.data + subtable
    }

    /// A format 4 subtable mapping `count` codes from `start` to glyphs 1… through `glyphIdArray`
    /// (idRangeOffset ≠ 0), plus the required final 0xFFFF segment.
    static func format4(start: Int, count: Int) -> [UInt8] {
        var b = Bytes()
        let segCount = 2
        b.u16(4); b.u16(16 + 8 * segCount + 2 * count); b.u16(0)
        b.u16(2 * segCount); b.u16(4); b.u16(1); b.u16(0)
        b.u16(start + count - 1); b.u16(0xFFFF)                      // endCode
        b.u16(0)                                                     // reservedPad
        b.u16(start); b.u16(0xFFFF)                                  // startCode
        b.u16(0); b.u16(1)                                           // idDelta
        b.u16(4); b.u16(0)                                           // idRangeOffset: to glyphIdArray
        for i in 0..<count { b.u16(1 + i) }
        return b.data
    }

    /// A format 12 subtable with the given (start, end, startGlyph) groups.
    static func format12(_ groups: [(Int, Int, Int)]) -> [UInt8] {
        var b = Bytes()
        b.u16(12); b.u16(0); b.u32(16 + 12 * groups.count); b.u32(0); b.u32(groups.count)
        for (start, end, glyph) in groups { b.u32(start); b.u32(end); b.u32(glyph) }
        return b.data
    }

    /// A Microsoft `kern` table with one horizontal format 0 subtable of (left, right, value) pairs.
    static func kern(_ pairs: [(Int, Int, Int)]) -> [UInt8] {
        var b = Bytes()
        b.u16(0); b.u16(1)
        b.u16(0); b.u16(14 + 6 * pairs.count); b.u16(0x0001)
        b.u16(pairs.count); b.u16(0); b.u16(0); b.u16(0)
        for (left, right, value) in pairs { b.u16(left); b.u16(right); b.u16(value) }
        return b.data
    }

    /// The sfnt file: offset table, table records (sorted by tag), then the 4-byte-aligned tables.
    ///
    /// - Parameter base: Where the file will start inside a collection (table offsets are absolute).
    func bytes(base: Int = 0) -> [UInt8] {
        let tags = tables.keys.sorted()
        var b = Bytes()
        b.u32(0x0001_0000); b.u16(tags.count); b.u16(0); b.u16(0); b.u16(0)
        var offset = base + 12 + 16 * tags.count
        var body: [UInt8] = []
        for tag in tags {
            let table = tables[tag]!
            b.tag(tag); b.u32(0); b.u32(offset); b.u32(table.count)
            let padded = table + [UInt8](repeating: 0, count: (4 - table.count % 4) % 4)
            body += padded
            offset += padded.count
        }
        return b.data + body
    }

    /// A TrueType collection ('ttcf' version 1) of the given faces.
    static func collection(_ faces: [SyntheticFont]) -> [UInt8] {
        var header = Bytes()
        header.tag("ttcf"); header.u32(0x0001_0000); header.u32(faces.count)
        var offset = 12 + 4 * faces.count
        var body: [UInt8] = []
        for face in faces {
            header.u32(offset)
            let bytes = face.bytes(base: offset)
            body += bytes
            offset += bytes.count
        }
        return header.data + body
    }
}
