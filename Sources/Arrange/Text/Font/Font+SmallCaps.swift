extension Font {
    /// Which letters a font draws as small capitals (`smallCaps()` and its relatives).
    struct SmallCaps: OptionSet, Hashable, Sendable {
        let rawValue: UInt8

        /// Lowercase letters become small capitals (OpenType `smcp`).
        static let lowercase = SmallCaps(rawValue: 1)
        /// Uppercase letters become small capitals (OpenType `c2sc`).
        static let uppercase = SmallCaps(rawValue: 2)
    }

    /// The size of a synthesised small capital relative to the font's size: 0.7, the scale CSS
    /// user agents use to synthesise `font-variant-caps: small-caps` from scaled capitals (CSS
    /// Fonts Module Level 3, §6.3 "Font variant caps": "by taking a normal font and replacing the
    /// lowercase letters by scaled uppercase characters"; Docs/Differences.md, "Text details").
    static let smallCapsScale: CGFloat = 0.7

    /// Adjusts the font to enable all small capitals: lowercase and uppercase letters both draw as
    /// small capitals.
    ///
    /// ```swift
    /// Text("Chapter One").font(.body.smallCaps())
    /// ```
    ///
    /// The bundled faces' own small capitals are not used: Arrange synthesises them as capitals
    /// at 0.7 of the font's size.
    public func smallCaps() -> Font {
        var copy = self
        copy.smallCapitals.formUnion([.lowercase, .uppercase])
        return copy
    }

    /// Adjusts the font to enable lowercase small capitals: lowercase letters draw as small
    /// capitals, capitals stay as they are.
    public func lowercaseSmallCaps() -> Font {
        var copy = self
        copy.smallCapitals.insert(.lowercase)
        return copy
    }

    /// Adjusts the font to enable uppercase small capitals: capitals draw as small capitals,
    /// lowercase letters stay as they are.
    public func uppercaseSmallCaps() -> Font {
        var copy = self
        copy.smallCapitals.insert(.uppercase)
        return copy
    }
}
