import Foundation

/// The naming strings of a face, read from its `name` table.
///
/// Reads the "name — Naming Table" (OpenType spec), formats 0 and 1: the name records
/// (platform, encoding, language, name ID, length, offset into string storage). For each name ID the
/// best record wins: Windows Unicode (platform 3, encoding 1 or 10) in US English (0x0409), then any
/// Windows Unicode language, then Unicode platform 0, then Macintosh Roman (platform 1, encoding 0)
/// in English. Windows and Unicode strings are UTF-16BE; Macintosh strings are Mac OS Roman.
struct FontNames {
    /// The decoded strings, keyed by name ID.
    private let strings: [Int: String]

    /// A face without a `name` table: every name is `nil`.
    init() {
        strings = [:]
    }

    /// Reads the `name` table.
    ///
    /// - Throws: ``FontError`` when the record array lies outside the table. A single record whose
    ///   string lies outside the storage area is skipped.
    init(table: FontDataReader) throws {
        let count = try table.u16(2)
        let storage = try table.u16(4)
        try table.checkArray(6, count: count, size: 12)
        var best: [Int: (rank: Int, text: String)] = [:]
        for i in 0..<count {
            let record = 6 + 12 * i
            let platform = try table.u16(record)
            let encoding = try table.u16(record + 2)
            let language = try table.u16(record + 4)
            let nameID = try table.u16(record + 6)
            let length = try table.u16(record + 8)
            let offset = try table.u16(record + 10)
            let rank: Int
            switch (platform, encoding) {
            case (3, 1), (3, 10): rank = language == 0x0409 ? 0 : 1
            case (0, _): rank = 2
            case (1, 0): rank = language == 0 ? 3 : 4
            default: continue
            }
            if let existing = best[nameID], existing.rank <= rank { continue }
            guard let raw = try? table.slice(storage + offset, length) else { continue }
            let text: String?
            if platform == 1 {
                text = String(bytes: raw, encoding: .macOSRoman)
            } else {
                var units: [UInt16] = []
                units.reserveCapacity(raw.count / 2)
                var index = raw.startIndex
                while index + 1 < raw.endIndex {
                    units.append(UInt16(raw[index]) << 8 | UInt16(raw[index + 1]))
                    index += 2
                }
                text = String(decoding: units, as: UTF16.self)
            }
            if let text { best[nameID] = (rank, text) }
        }
        strings = best.mapValues(\.text)
    }

    /// Returns the string for `nameID`, or `nil` when the table has none.
    ///
    /// - Parameter nameID: A name ID from the spec's "Name IDs" list (1 family, 2 subfamily, 4 full
    ///   name, 6 PostScript name, 16 typographic family, 17 typographic subfamily).
    subscript(nameID nameID: Int) -> String? {
        strings[nameID]
    }
}
