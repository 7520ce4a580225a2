/// The set of possible working color spaces for color-compositing operations.
///
/// Arrange's renderers composite in non-linear sRGB whichever mode is asked for
/// (Docs/Differences.md, "Drawing and motion").
public enum ColorRenderingMode: Hashable, Sendable {
    /// The non-linear sRGB working color space.
    case nonLinear
    /// The linear sRGB working color space.
    case linear
    /// The extended linear sRGB working color space.
    case extendedLinear
}
