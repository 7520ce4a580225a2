/// The Joining_Type of a character (Unicode chapter 9.2, "Arabic", and ArabicShaping.txt), in the
/// order of the generated table (`UnicodeTables.joiningTypeRanges`).
enum JoiningType: UInt8, Sendable {
    /// Non-joining (U): spaces, digits, Latin.
    case nonJoining
    /// Join-causing (C): ZWJ and the tatweel.
    case joinCausing
    /// Dual-joining (D): joins on both sides (beh, seen, lam…).
    case dualJoining
    /// Left-joining (L): joins only to the following character.
    case leftJoining
    /// Right-joining (R): joins only to the preceding character (alef, dal, reh, waw…).
    case rightJoining
    /// Transparent (T): marks that joining skips.
    case transparent

    /// The joining type of `scalar`.
    init(_ scalar: Unicode.Scalar) {
        let value = scalar.value
        guard value >= 0x300, value < 0x30000 else { self = .nonJoining; return }
        self = JoiningType(rawValue: UInt8(truncatingIfNeeded: UnicodeTables.rangeValue(of: value, in: UnicodeTables.joiningTypeRanges))) ?? .nonJoining
    }

    /// Whether the character joins to the character after it in logical order (D, L, C).
    var joinsForward: Bool { self == .dualJoining || self == .leftJoining || self == .joinCausing }
    /// Whether the character joins to the character before it in logical order (D, R, C).
    var joinsBackward: Bool { self == .dualJoining || self == .rightJoining || self == .joinCausing }
}
