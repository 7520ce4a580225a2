/// A direction in which to lay out content horizontally.
///
/// Mirrors SwiftUI's `LayoutDirection`.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    /// Content flows from the left edge to the right edge.
    case leftToRight
    /// Content flows from the right edge to the left edge.
    case rightToLeft
}
