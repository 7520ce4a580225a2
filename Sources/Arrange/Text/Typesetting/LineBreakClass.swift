/// What may follow a character: a simplified reading of Unicode's line breaking algorithm
/// (UAX #14) that covers spaces, hyphens, ideographs and mandatory breaks.
enum LineBreakClass: UInt8 {
    /// No break after this character.
    case none
    /// A line may break after this character.
    case allowed
    /// A line must break after this character.
    case mandatory

    /// Whether `scalar` forces a break after it (line feed, carriage return, line and paragraph
    /// separators, vertical tab, form feed, next line).
    static func isMandatoryBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// Whether `scalar` is a breaking space: a line may break after it and it hangs at the end of
    /// a line (not counted in the line's width). No-break spaces (U+00A0, U+2007, U+202F) are not.
    static func isBreakingSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x20, 0x1680, 0x2000...0x2006, 0x2008...0x200B, 0x205F, 0x3000: return true
        default: return false
        }
    }

    /// Whether a line may break after `scalar` when a non-digit follows: hyphens and dashes.
    static func isHyphen(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2D, 0xAD, 0x2010, 0x2012, 0x2013: return true
        default: return false
        }
    }

    /// Whether `scalar` is an ideograph (or a Hangul or Kana syllable), between which lines may
    /// break.
    static func isIdeographic(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2E80...0x2FFF, 0x3040...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF,
             0xF900...0xFAFF, 0x20000...0x3FFFF: return true
        default: return false
        }
    }

    /// Closing punctuation that must not start a line (a break is not allowed before it).
    static func isClosing(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x21, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D, 0x3001, 0x3002, 0x3009, 0x300B, 0x300D, 0x300F,
             0x3011, 0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F: return true
        default: return false
        }
    }

    /// Opening punctuation that must not end a line (a break is not allowed after it).
    static func isOpening(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x28, 0x5B, 0x7B, 0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0xFF08: return true
        default: return false
        }
    }
}
