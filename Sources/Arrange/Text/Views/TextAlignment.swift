/// An alignment position for text along the horizontal axis: how the lines of multiline text
/// line up with each other.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    /// Lines start at the leading edge.
    case leading
    /// Lines are centred.
    case center
    /// Lines end at the trailing edge.
    case trailing
}
