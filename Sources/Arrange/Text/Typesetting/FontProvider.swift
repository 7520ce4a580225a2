/// Finds the faces that draw a resolved font.
///
/// The environment carries one (`EnvironmentValues.fontProvider`); the default serves the fonts
/// bundled with Arrange, and tests substitute ``BoxFontProvider``.
protocol FontProvider: AnyObject, Sendable {
    /// The faces for `font`, best first: the matching face, then the faces to fall back to for
    /// characters it lacks. Never empty.
    func faces(for font: ResolvedFont) -> [Typeface]
}

/// A provider that answers every font with box typefaces (see ``BoxTypeface``).
final class BoxFontProvider: FontProvider, @unchecked Sendable {
    let faces: [Typeface]

    /// A provider with a primary box face and optional fallbacks.
    init(_ primary: BoxTypeface = BoxTypeface(), fallbacks: [BoxTypeface] = []) {
        self.faces = [primary] + fallbacks
    }

    func faces(for font: ResolvedFont) -> [Typeface] { faces }
}
