/// Key equivalents consist of a letter, punctuation, or function key that can be combined with
/// an optional set of modifier keys: what ``ViewHost/press(_:modifiers:)`` takes.
public struct KeyEquivalent: Hashable, Sendable {
    /// The character value that the key equivalent represents.
    public var character: Character

    /// Creates a new key equivalent from the given character value.
    public init(_ character: Character) {
        self.character = character
    }

    /// Up Arrow (U+F700).
    public static let upArrow = KeyEquivalent("\u{F700}")
    /// Down Arrow (U+F701).
    public static let downArrow = KeyEquivalent("\u{F701}")
    /// Left Arrow (U+F702).
    public static let leftArrow = KeyEquivalent("\u{F702}")
    /// Right Arrow (U+F703).
    public static let rightArrow = KeyEquivalent("\u{F703}")
    /// Escape (U+001B).
    public static let escape = KeyEquivalent("\u{1B}")
    /// Delete (U+0008).
    public static let delete = KeyEquivalent("\u{8}")
    /// Tab (U+0009).
    public static let tab = KeyEquivalent("\t")
    /// Space (U+0020).
    public static let space = KeyEquivalent(" ")
    /// Return (U+000D).
    public static let `return` = KeyEquivalent("\r")
}
