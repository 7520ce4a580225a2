/// The kind of autocapitalization behavior applied during text input. Arrange stores it in the
/// environment; typed text is inserted as typed (there is no on-screen keyboard to apply it:
/// Docs/Differences.md, "Text input and value controls").
public struct TextInputAutocapitalization: Hashable, Sendable {
    let name: String

    /// Defines an autocapitalizing behavior that will not capitalize anything.
    public static var never: TextInputAutocapitalization { TextInputAutocapitalization(name: "never") }
    /// Defines an autocapitalizing behavior that will capitalize the first letter of every word.
    public static var words: TextInputAutocapitalization { TextInputAutocapitalization(name: "words") }
    /// Defines an autocapitalizing behavior that will capitalize the first letter in every sentence.
    public static var sentences: TextInputAutocapitalization { TextInputAutocapitalization(name: "sentences") }
    /// Defines an autocapitalizing behavior that will capitalize every letter.
    public static var characters: TextInputAutocapitalization { TextInputAutocapitalization(name: "characters") }
}
