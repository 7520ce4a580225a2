/// Finds the faces that draw a resolved font.
///
/// The environment carries one (`EnvironmentValues.fontProvider`); the default serves the fonts
/// bundled with Arrange, and tests substitute ``BoxFontProvider``.
protocol FontProvider: AnyObject, Sendable {
    /// The faces for `font`, best first: the matching face, then the faces to fall back to for
    /// characters it lacks. Never empty.
    func faces(for font: ResolvedFont) -> [Typeface]
    /// For each face of ``faces(for:)``, the script it is limited to (nil: any character); fewer
    /// entries than faces leave the rest unlimited.
    func fallbackScripts(for font: ResolvedFont) -> [FallbackScript?]
}

extension FontProvider {
    /// No face is limited to a script.
    func fallbackScripts(for font: ResolvedFont) -> [FallbackScript?] { [] }
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
