/// A script whose characters need shaping beyond one glyph per character (joining forms,
/// reordering, ligatures, mark positioning), with its ISO 15924 tag as HarfBuzz takes it.
struct ComplexScript: Hashable, Sendable {
    /// The ISO 15924 tag ("Arab", "Deva", …).
    let tag: String

    /// Arabic, the one script the pure-Swift shaper handles (``ArabicShaper``).
    static let arabic = ComplexScript(tag: "Arab")

    /// Whether the script is written right to left.
    var isRightToLeft: Bool { ["Arab", "Hebr", "Syrc", "Nkoo", "Thaa"].contains(tag) }

    /// The script blocks that need complex shaping (Unicode's Blocks.txt ranges).
    private static let blocks: [(range: ClosedRange<UInt32>, tag: String)] = [
        (0x0590...0x05FF, "Hebr"), (0x0600...0x06FF, "Arab"), (0x0700...0x074F, "Syrc"), (0x0750...0x077F, "Arab"),
        (0x0780...0x07BF, "Thaa"), (0x07C0...0x07FF, "Nkoo"), (0x0870...0x08FF, "Arab"), (0x0900...0x097F, "Deva"),
        (0x0980...0x09FF, "Beng"), (0x0A00...0x0A7F, "Guru"), (0x0A80...0x0AFF, "Gujr"), (0x0B00...0x0B7F, "Orya"),
        (0x0B80...0x0BFF, "Taml"), (0x0C00...0x0C7F, "Telu"), (0x0C80...0x0CFF, "Knda"), (0x0D00...0x0D7F, "Mlym"),
        (0x0D80...0x0DFF, "Sinh"), (0x0E00...0x0E7F, "Thai"), (0x0E80...0x0EFF, "Laoo"), (0x0F00...0x0FFF, "Tibt"),
        (0x1000...0x109F, "Mymr"), (0x1780...0x17FF, "Khmr"), (0xA8E0...0xA8FF, "Deva"), (0xFB1D...0xFB4F, "Hebr"),
        (0xFB50...0xFDFF, "Arab"), (0xFE70...0xFEFF, "Arab"),
    ]

    /// The complex script of `scalar`, or nil for characters shaped one glyph at a time (Latin,
    /// Greek, Cyrillic, CJK, symbols; and marks, joiners and spaces, which take their
    /// neighbours' script).
    init?(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        guard value >= 0x0590, value <= 0xFEFF else { return nil }
        var low = 0, high = Self.blocks.count
        while low < high {
            let mid = (low + high) / 2
            if Self.blocks[mid].range.upperBound < value { low = mid + 1 } else { high = mid }
        }
        guard low < Self.blocks.count, Self.blocks[low].range.contains(value) else { return nil }
        tag = Self.blocks[low].tag
    }

    private init(tag: String) { self.tag = tag }

    /// Whether `scalar` continues a complex segment of any script: combining marks, ZWJ and ZWNJ.
    static func isInherited(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value == 0x200C || value == 0x200D || (0x0300...0x036F).contains(value)
    }

    /// The script as HarfBuzz's `hb_script_t`: the tag's four bytes, big-endian.
    var harfBuzzTag: UInt32 {
        tag.utf8.reduce(0) { $0 << 8 | UInt32($1) }
    }
}
