/// The Bidi_Class of a character (UAX #9, "Bidirectional Character Types", Table 4), in the order
/// of the generated table (`UnicodeTables.bidiClassRanges`, Scripts/generate-unicode-tables.py).
enum BidiClass: UInt8, Sendable {
    /// Left-to-right.
    case leftToRight
    /// Right-to-left (Hebrew and other right-to-left scripts).
    case rightToLeft
    /// Right-to-left Arabic.
    case arabicLetter
    /// European number.
    case europeanNumber
    /// European number separator (plus, minus).
    case europeanSeparator
    /// European number terminator (degree, currency signs, percent).
    case europeanTerminator
    /// Arabic number.
    case arabicNumber
    /// Common number separator (comma, full stop, colon, no-break space).
    case commonSeparator
    /// Nonspacing mark.
    case nonspacingMark
    /// Boundary neutral (format and control characters).
    case boundaryNeutral
    /// Paragraph separator.
    case paragraphSeparator
    /// Segment separator (tab).
    case segmentSeparator
    /// Whitespace.
    case whitespace
    /// Other neutrals.
    case otherNeutral
    /// Left-to-right embedding.
    case leftToRightEmbedding
    /// Left-to-right override.
    case leftToRightOverride
    /// Right-to-left embedding.
    case rightToLeftEmbedding
    /// Right-to-left override.
    case rightToLeftOverride
    /// Pop directional format.
    case popDirectionalFormat
    /// Left-to-right isolate.
    case leftToRightIsolate
    /// Right-to-left isolate.
    case rightToLeftIsolate
    /// First strong isolate.
    case firstStrongIsolate
    /// Pop directional isolate.
    case popDirectionalIsolate

    /// The class of `scalar`: ASCII letters and digits without a table search, others by binary
    /// search of the generated ranges.
    init(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        if value < 0x80 {
            switch value {
            case 0x41...0x5A, 0x61...0x7A: self = .leftToRight; return
            case 0x30...0x39: self = .europeanNumber; return
            case 0x20: self = .whitespace; return
            default: break
            }
        }
        let raw = UInt8(truncatingIfNeeded: UnicodeTables.rangeValue(of: value, in: UnicodeTables.bidiClassRanges))
        self = BidiClass(rawValue: raw) ?? .leftToRight
    }

    /// Whether the class is a strong right-to-left one (R or AL): what makes a text need the
    /// bidirectional algorithm.
    var isStrongRightToLeft: Bool { self == .rightToLeft || self == .arabicLetter }

    /// Whether the class is an isolate initiator or PDI (LRI, RLI, FSI, PDI).
    var isIsolateControl: Bool { rawValue >= BidiClass.leftToRightIsolate.rawValue }

    /// Whether X9 removes the class: the embedding and override controls and boundary neutrals
    /// (UAX #9 §3.3.2, X9).
    var isRemovedByX9: Bool {
        switch self {
        case .boundaryNeutral, .leftToRightEmbedding, .rightToLeftEmbedding, .leftToRightOverride,
             .rightToLeftOverride, .popDirectionalFormat: return true
        default: return false
        }
    }

    /// Whether a scalar may be strong right-to-left, without a table search: every R and AL
    /// character lies in U+0590–U+08FF, U+FB1D–U+FEFC or beyond U+10800, but for the
    /// right-to-left mark U+200F.
    static func mayBeRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (0x0590...0x08FF).contains(value) || value == 0x200F || (0xFB1D...0xFEFC).contains(value) || value >= 0x10800
    }

    /// Whether `string` has a strong right-to-left character: the one check Latin text pays.
    static func containsRightToLeft<S: Sequence>(_ scalars: S) -> Bool where S.Element == Unicode.Scalar {
        for scalar in scalars where mayBeRightToLeft(scalar) && BidiClass(scalar).isStrongRightToLeft { return true }
        return false
    }
}

extension UnicodeTables {
    /// The value of the range holding `value` in a table of `start << 8 | value` entries.
    static func rangeValue(of value: UInt32, in table: [UInt32]) -> UInt32 {
        var low = 0, high = table.count
        // The last entry whose start is at most `value`.
        while low < high {
            let mid = (low + high) / 2
            if table[mid] >> 8 <= value { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? 0 : table[low - 1] & 0xFF
    }

    /// The Bidi_Mirroring_Glyph of `scalar` (UAX #9 L4, BidiMirroring.txt), or nil when it has
    /// none.
    static func mirror(of scalar: Unicode.Scalar) -> Unicode.Scalar? {
        let value = UInt64(scalar.value)
        var low = 0, high = mirroringPairs.count
        while low < high {
            let mid = (low + high) / 2
            let key = mirroringPairs[mid] >> 32
            if key == value { return Unicode.Scalar(UInt32(truncatingIfNeeded: mirroringPairs[mid])) }
            if key < value { low = mid + 1 } else { high = mid }
        }
        return nil
    }
}
