extension KeyEquivalent {
    /// Home (U+F729): moves a text field's caret to the start of its line.
    public static let home = KeyEquivalent("\u{F729}")
    /// End (U+F72B): moves a text field's caret to the end of its line.
    public static let end = KeyEquivalent("\u{F72B}")
    /// Delete Forward (U+F728): deletes the character after a text field's caret.
    public static let deleteForward = KeyEquivalent("\u{F728}")
    /// Page Up (U+F72C).
    public static let pageUp = KeyEquivalent("\u{F72C}")
    /// Page Down (U+F72D).
    public static let pageDown = KeyEquivalent("\u{F72D}")
    /// Clear (U+F739).
    public static let clear = KeyEquivalent("\u{F739}")
}
