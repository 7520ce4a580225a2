/// An environment-dependent font.
///
/// As in SwiftUI, a font describes what text should look like (a text style such as ``body``, or a
/// point size, with a weight, a design and traits) and is resolved against the environment (the
/// ``DynamicTypeSize``) when text is measured. Arrange draws and measures every font with faces
/// bundled in the package, so results are identical on every machine: Inter for the default and
/// rounded designs, DejaVu Sans Mono for the monospaced design.
///
/// ```swift
/// Text("Cat").font(.headline)
/// Text("42").font(.system(size: 34, weight: .bold).monospacedDigit())
/// ```
public struct Font: Hashable, Sendable {
    /// What the font is, before its modifiers.
    enum Base: Hashable, Sendable {
        /// The system font at a fixed point size.
        case system(size: CGFloat, design: Design?)
        /// A text style, scaled by the dynamic type size.
        case textStyle(TextStyle, design: Design?)
        /// A named font; `relativeTo` scales it with the dynamic type size like that style (nil:
        /// a fixed size).
        case custom(name: String, size: CGFloat, relativeTo: TextStyle?)
    }

    let base: Base
    /// A weight that overrides the base's.
    var weightOverride: Weight?
    /// Whether the font is italic.
    var isItalic = false
    /// Whether digits all have the same advance.
    var usesMonospacedDigits = false
    /// Whether the font uses the monospaced design whatever its base says.
    var isMonospaced = false
    /// A design that overrides the base's (`fontDesign(_:)`).
    var designOverride: Design?
    /// The width asked for with `width(_:)` (measured as standard; see Docs/Differences.md).
    var widthOverride: Width?
    /// The letters drawn as small capitals (`smallCaps()`, Font+SmallCaps.swift).
    var smallCapitals: SmallCaps = []
    /// The line spacing adjustment set with `leading(_:)` (Font+Leading.swift).
    var lineLeading: Leading = .standard

    init(base: Base, weight: Weight? = nil) {
        self.base = base
        self.weightOverride = weight
    }

    /// Specifies a system font to use, along with the style, weight, and any design parameters you
    /// want applied to the text.
    ///
    /// - Parameters:
    ///   - size: The point size; it does not scale with the dynamic type size.
    ///   - weight: The weight (regular when nil).
    ///   - design: The design (default when nil).
    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(base: .system(size: size, design: design), weight: weight)
    }

    /// Gets a system font that uses the specified style, design, and weight.
    ///
    /// - Parameters:
    ///   - style: The text style, which sets the size (scaled by the dynamic type size) and the
    ///     default weight.
    ///   - design: The design (default when nil).
    ///   - weight: A weight that replaces the style's.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(base: .textStyle(style, design: design), weight: weight)
    }

    /// Creates a custom font with the given name and size that scales with the body text style.
    ///
    /// Fonts are looked up by PostScript name, full name or family name among the bundled faces and
    /// those registered with `FontRegistry`; an unknown name falls back to the system font of the
    /// same size, as SwiftUI does.
    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: .body))
    }

    /// Creates a custom font with the given name and size that scales relative to the given text
    /// style.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(base: .custom(name: name, size: size, relativeTo: textStyle))
    }

    /// Creates a custom font with the given name and a fixed size that does not scale with the
    /// dynamic type size.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(base: .custom(name: name, size: fixedSize, relativeTo: nil))
    }

    /// Adds bold styling to the font.
    public func bold() -> Font { weight(.bold) }

    /// Adds italics to the font.
    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }

    /// Sets the weight of the font.
    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weightOverride = weight
        return copy
    }

    /// Returns a modified font that uses fixed-width digits, while leaving other characters
    /// proportionally spaced.
    public func monospacedDigit() -> Font {
        var copy = self
        copy.usesMonospacedDigits = true
        return copy
    }

    /// Returns a fixed-width font from the same family as the base font (in Arrange: the bundled
    /// monospaced face).
    public func monospaced() -> Font {
        var copy = self
        copy.isMonospaced = true
        return copy
    }
}
