/// Turns text from a display list into characters that are safe to put in terminal cells.
///
/// Text comes from users, so nothing in it may act on the terminal or move other text:
/// - escape sequences are removed whole: CSI (`ESC [` … final byte), OSC, DCS, SOS, PM and APC
///   strings (`ESC ]`, `ESC P`, `ESC X`, `ESC ^`, `ESC _` … up to BEL or ST, or the end of the run),
///   other two-character escapes, and their C1 forms (`U+009B`, `U+009D`, `U+0090`, …);
/// - tab, line feed, carriage return, vertical tab, form feed, NEL and the line and paragraph
///   separators become a space; every other control character (C0, DEL, C1) becomes `U+FFFD` �;
/// - format characters (general category Cf) are removed: bidirectional embeddings, overrides
///   and isolates (`U+202A`–`U+202E`, `U+2066`–`U+2069`), marks (`U+200E`, `U+200F`, `U+061C`),
///   zero-width space, joiner and non-joiner, word joiner, byte-order mark, soft hyphen, tags;
///   so a ZWJ sequence shows as its separate pictographs;
/// - a cell keeps a base character and at most two combining marks or modifiers; a mark without
///   a base is dropped.
enum TerminalText {
    /// The most combining marks a cell keeps after its base character.
    static let maximumMarks = 2

    /// The cells `string` fills, in order, each with its width in cells (1, or 2 for wide
    /// characters).
    static func cells(of string: String) -> [(character: Character, width: Int)] {
        let scalars = strippingEscapes(Array(string.unicodeScalars))
        var cleaned = String.UnicodeScalarView()
        for scalar in scalars {
            let value = scalar.value
            switch scalar.properties.generalCategory {
            case .control:
                let blank: Set<UInt32> = [0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85]
                cleaned.append(blank.contains(value) ? " " : "\u{FFFD}")
            case .lineSeparator, .paragraphSeparator:
                cleaned.append(" ")
            case .format, .surrogate:
                continue
            case .unassigned where isNoncharacter(value):
                continue
            default:
                cleaned.append(scalar)
            }
        }
        var result: [(Character, Int)] = []
        for character in String(cleaned) {
            let parts = Array(character.unicodeScalars)
            guard let base = parts.first, !isMark(base) else { continue }
            var kept = String.UnicodeScalarView([base])
            var marks = 0
            for scalar in parts.dropFirst() {
                if isRegionalIndicator(base), isRegionalIndicator(scalar), kept.count == 1 {
                    kept.append(scalar)
                } else if isMark(scalar), marks < maximumMarks {
                    kept.append(scalar)
                    marks += 1
                }
            }
            let wide = EastAsianWidth.isWide(base) || kept.contains("\u{FE0F}") || isRegionalIndicator(base)
            result.append((Character(String(kept)), wide ? 2 : 1))
        }
        return result
    }

    /// `scalars` without escape sequences (see the type's documentation).
    static func strippingEscapes(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        var index = 0
        /// Skips a control string's body up to and including BEL or ST.
        func skipString() {
            while index < scalars.count {
                let value = scalars[index].value
                index += 1
                if value == 0x07 || value == 0x9C { return }
                if value == 0x1B, index < scalars.count, scalars[index] == "\\" { index += 1; return }
            }
        }
        /// Skips a CSI's parameters and intermediates up to and including its final byte.
        func skipControlSequence() {
            while index < scalars.count {
                let value = scalars[index].value
                index += 1
                if (0x40...0x7E).contains(value) || !(0x20...0x3F).contains(value) { return }
            }
        }
        while index < scalars.count {
            let value = scalars[index].value
            index += 1
            switch value {
            case 0x1B:
                guard index < scalars.count else { continue }
                let next = scalars[index].value
                index += 1
                switch next {
                case 0x5B: skipControlSequence()                         // ESC [
                case 0x5D, 0x50, 0x58, 0x5E, 0x5F: skipString()         // ESC ] P X ^ _
                case 0x20...0x2F:                                        // ESC, intermediates, final
                    while index < scalars.count, (0x20...0x2F).contains(scalars[index].value) { index += 1 }
                    if index < scalars.count { index += 1 }
                default: break                                           // ESC and one character
                }
            case 0x9B: skipControlSequence()
            case 0x9D, 0x90, 0x98, 0x9E, 0x9F: skipString()
            default: result.append(scalars[index - 1])
            }
        }
        return result
    }

    /// Whether `scalar` combines with the character before it (a mark, a variation selector, an
    /// emoji skin-tone modifier).
    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return (0x1F3FB...0x1F3FF).contains(scalar.value)
        }
    }

    /// Whether `scalar` is a regional indicator (two make a flag).
    static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F1E6...0x1F1FF).contains(scalar.value)
    }

    /// Whether `value` is a Unicode noncharacter (`U+FDD0`–`U+FDEF`, `U+xFFFE`, `U+xFFFF`).
    static func isNoncharacter(_ value: UInt32) -> Bool {
        (0xFDD0...0xFDEF).contains(value) || value & 0xFFFE == 0xFFFE
    }
}
