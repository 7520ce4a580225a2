/// An enumeration to indicate one edge of a rectangle.
///
/// Mirrors SwiftUI's `Edge`.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    /// The top edge.
    case top
    /// The leading edge (left in left-to-right layouts).
    case leading
    /// The bottom edge.
    case bottom
    /// The trailing edge (right in left-to-right layouts).
    case trailing
}
