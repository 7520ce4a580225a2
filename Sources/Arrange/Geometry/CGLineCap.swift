#if !canImport(Darwin)
/// Styles for rendering the endpoint of a stroked line, with CoreGraphics' cases.
///
/// Supplied by Arrange where CoreGraphics is absent (Linux, Windows).
public enum CGLineCap: Int32, Hashable, Sendable {
    /// The line ends exactly at its endpoint.
    case butt = 0
    /// The line ends in a half circle around its endpoint, of the line's width.
    case round = 1
    /// The line extends past its endpoint by half its width, squared off.
    case square = 2
}
#endif
