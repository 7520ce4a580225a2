/// Modes for compositing a view with overlapping content (Apple's `BlendMode`).
///
/// The first sixteen are the blend modes of the W3C Compositing and Blending specification
/// (`multiply`, `screen`, … `luminosity`), blending the colour of the view with the colour behind
/// it and then compositing source over. The last five are Porter-Duff operators and the
/// `plus-darker`/`plus-lighter` sums. See Docs/Differences.md, "Effects".
public enum BlendMode: Hashable, Sendable {
    /// Draws the view over what is behind it.
    case normal
    /// Multiplies the colours: the result is never lighter.
    case multiply
    /// Multiplies the complements of the colours: the result is never darker.
    case screen
    /// Multiplies or screens, depending on the colour behind.
    case overlay
    /// Keeps the darker of the two colours.
    case darken
    /// Keeps the lighter of the two colours.
    case lighten
    /// Brightens the colour behind to reflect the view's colour.
    case colorDodge
    /// Darkens the colour behind to reflect the view's colour.
    case colorBurn
    /// Darkens or lightens, depending on the view's colour, softly.
    case softLight
    /// Multiplies or screens, depending on the view's colour.
    case hardLight
    /// Subtracts the darker colour from the lighter.
    case difference
    /// Like `difference`, with lower contrast.
    case exclusion
    /// The hue of the view with the saturation and luminosity behind.
    case hue
    /// The saturation of the view with the hue and luminosity behind.
    case saturation
    /// The hue and saturation of the view with the luminosity behind.
    case color
    /// The luminosity of the view with the hue and saturation behind.
    case luminosity
    /// The view drawn only where there is something behind it (Porter-Duff source-atop).
    case sourceAtop
    /// The view drawn behind what is already there (Porter-Duff destination-over).
    case destinationOver
    /// What is behind, erased where the view is drawn (Porter-Duff destination-out).
    case destinationOut
    /// The sum of the colours minus one, clamped at zero: `max(0, 1 − ((1 − D) + (1 − S)))`.
    case plusDarker
    /// The sum of the colours, clamped at one: `min(1, S + D)`.
    case plusLighter
}
