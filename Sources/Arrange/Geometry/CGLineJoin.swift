#if !canImport(Darwin)
/// Junction types for stroked lines, with CoreGraphics' cases.
///
/// Supplied by Arrange where CoreGraphics is absent (Linux, Windows).
public enum CGLineJoin: Int32, Hashable, Sendable {
    /// The outer edges of the two segments meet at a point, unless the miter limit is exceeded
    /// (then the join is bevelled).
    case miter = 0
    /// The segments meet in an arc of the line's width around the joint.
    case round = 1
    /// The corner is cut off by a straight line across the outer edges.
    case bevel = 2
}
#endif
