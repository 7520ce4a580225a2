import Foundation

/// The characters of one writing system, as the fallback chain recognises them: a face added with
/// ``FontRegistry/addFallback(contentsOfFile:for:)`` is tried first for these characters.
///
/// Scripts are named by their ISO 15924 codes (`Locale.Script`) and recognised by the Unicode
/// blocks that hold them (Unicode Standard, "Blocks.txt"): Latin (Latn), Greek (Grek), Cyrillic
/// (Cyrl), Arabic (Arab), Hebrew (Hebr), Devanagari (Deva), Bengali (Beng), Thai (Thai), Han
/// (Hani, Hans, Hant: ideographs, CJK symbols and punctuation, Bopomofo, full-width forms),
/// Hiragana (Hira), Katakana (Kana), Japanese (Jpan: Han, Hiragana and Katakana), Hangul (Hang)
/// and Korean (Kore: Hangul and Han), and emoji (Zsye: characters with the Unicode Emoji property
/// beyond ASCII, with their joiners and modifiers).
struct FallbackScript: Equatable, Sendable {
    /// The ISO 15924 code.
    let identifier: String
    /// The scalar ranges of the script, sorted.
    private let ranges: [ClosedRange<UInt32>]
    /// Whether the emoji characters belong to it (Zsye).
    private let isEmoji: Bool

    private static let latin: [ClosedRange<UInt32>] = [0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF, 0x2C60...0x2C7F,
                                                       0xA720...0xA7FF, 0xAB30...0xAB6F, 0xFF21...0xFF3A, 0xFF41...0xFF5A]
    private static let han: [ClosedRange<UInt32>] = [0x2E80...0x2FDF, 0x3000...0x303F, 0x3100...0x312F, 0x3190...0x31BF,
                                                     0x31C0...0x31EF, 0x3200...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
                                                     0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF20, 0xFF3B...0xFF40,
                                                     0xFF5B...0xFF65, 0xFFE0...0xFFEF, 0x20000...0x3FFFF]
    private static let hiragana: [ClosedRange<UInt32>] = [0x3040...0x309F]
    private static let katakana: [ClosedRange<UInt32>] = [0x30A0...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F]
    private static let hangul: [ClosedRange<UInt32>] = [0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xFFA0...0xFFDC]

    /// The scripts Arrange recognises, by ISO 15924 code.
    static let known: [String: [ClosedRange<UInt32>]] = [
        "Latn": latin,
        "Grek": [0x370...0x3FF, 0x1F00...0x1FFF],
        "Cyrl": [0x400...0x52F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F],
        "Arab": [0x600...0x6FF, 0x750...0x77F, 0x870...0x8FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF],
        "Hebr": [0x590...0x5FF, 0xFB1D...0xFB4F],
        "Deva": [0x900...0x97F, 0xA8E0...0xA8FF],
        "Beng": [0x980...0x9FF],
        "Thai": [0xE00...0xE7F],
        "Hani": han, "Hans": han, "Hant": han,
        "Hira": hiragana, "Kana": katakana,
        "Jpan": han + hiragana + katakana,
        "Hang": hangul, "Kore": hangul + han,
        "Zsye": [],
    ]

    /// The script named by `script`.
    ///
    /// - Throws: ``FontError`` when Arrange doesn't recognise the script's characters.
    init(_ script: Locale.Script) throws {
        guard let ranges = Self.known[script.identifier] else {
            throw FontError("fallback: script '\(script.identifier)' is not one Arrange recognises (\(Self.known.keys.sorted().joined(separator: ", ")))")
        }
        identifier = script.identifier
        self.ranges = ranges.sorted { $0.lowerBound < $1.lowerBound }
        isEmoji = script.identifier == "Zsye"
    }

    /// Whether `scalar` belongs to the script.
    func contains(_ scalar: Unicode.Scalar) -> Bool {
        if isEmoji { return Self.isEmoji(scalar) }
        let value = scalar.value
        var low = 0, high = ranges.count
        while low < high {
            let mid = (low + high) / 2
            if ranges[mid].upperBound < value { low = mid + 1 } else { high = mid }
        }
        return low < ranges.count && ranges[low].contains(value)
    }

    /// Whether `scalar` is drawn as emoji when a colour face has it: a character with the Unicode
    /// Emoji property beyond ASCII (digits, # and * only with U+FE0F or U+20E3), a regional
    /// indicator, a skin-tone modifier, or the joiners and selectors of emoji sequences (U+200D,
    /// U+FE0F, U+20E3, tags U+E0020–E007F).
    static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0x2000 { return value == 0xA9 || value == 0xAE }
        if value == 0x200D || value == 0xFE0F || value == 0x20E3 || (0xE0020...0xE007F).contains(value) { return true }
        return scalar.properties.isEmoji
    }
}
