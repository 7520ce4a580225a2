/// The joining form each character of an Arabic segment takes (The Unicode Standard, chapter 9.2
/// "Arabic", "Cursive Joining", rules R1–R7), as the OpenType features `isol`, `init`, `medi`
/// and `fina` select it ("Creating and supporting OpenType fonts for the Arabic script",
/// Microsoft's script development specs).
enum ArabicJoining {
    /// The form of one character.
    enum Form: UInt8, Equatable, Sendable {
        /// Not a joining letter (non-joining, join-causing or transparent): no form feature.
        case none
        /// Joins on neither side.
        case isolated
        /// Joins only to the following character.
        case initial
        /// Joins on both sides.
        case medial
        /// Joins only to the preceding character.
        case final

        /// The OpenType feature that selects the form, or nil.
        var featureTag: String? {
            switch self {
            case .none: return nil
            case .isolated: return "isol"
            case .initial: return "init"
            case .medial: return "medi"
            case .final: return "fina"
            }
        }
    }

    /// The form of each of `types` (one per character, in logical order).
    ///
    /// Transparent characters (T, the harakat) are skipped when looking for neighbours (R5); a
    /// character joins to the preceding one when it joins backward (D, R, C) and that one joins
    /// forward (D, L, C), and to the following one symmetrically (R1–R4, R6–R7).
    static func forms(_ types: [JoiningType]) -> [Form] {
        var forms = [Form](repeating: .none, count: types.count)
        var previous: Int? = nil
        for index in types.indices where types[index] != .transparent {
            var next = index + 1
            while next < types.count && types[next] == .transparent { next += 1 }
            let type = types[index]
            guard type == .dualJoining || type == .rightJoining || type == .leftJoining else {
                previous = index
                continue
            }
            let joinsBefore = type.joinsBackward && previous.map { types[$0].joinsForward } == true
            let joinsAfter = type.joinsForward && next < types.count && types[next].joinsBackward
            switch (joinsBefore, joinsAfter) {
            case (true, true): forms[index] = .medial
            case (true, false): forms[index] = .final
            case (false, true): forms[index] = .initial
            case (false, false): forms[index] = .isolated
            }
            previous = index
        }
        return forms
    }
}
