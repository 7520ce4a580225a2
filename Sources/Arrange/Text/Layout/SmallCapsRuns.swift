import Foundation

/// Cuts a run of a small-capitals font into stretches drawn at full size and stretches of
/// synthesised small capitals (capitals at ``Font/smallCapsScale`` of the size).
enum SmallCapsRuns {
    /// The stretches of `string` for `caps`: each stretch's text (small capitals uppercased) and
    /// whether it is drawn small. Letters with no uppercase form (ß becomes SS) are uppercased
    /// as Swift's `uppercased()` does.
    static func split(_ string: String, caps: Font.SmallCaps) -> [(text: String, isSmall: Bool)] {
        guard !caps.isEmpty else { return [(string, false)] }
        var pieces: [(text: String, isSmall: Bool)] = []
        for character in string {
            let isSmall = (caps.contains(.lowercase) && character.isLowercase) || (caps.contains(.uppercase) && character.isUppercase)
            let text = isSmall ? character.uppercased() : String(character)
            if let last = pieces.last, last.isSmall == isSmall {
                pieces[pieces.count - 1].text += text
            } else {
                pieces.append((text, isSmall))
            }
        }
        return pieces.isEmpty ? [(string, false)] : pieces
    }
}
