#if canImport(Darwin) && canImport(SwiftUI)
import SwiftUI
#else
import Arrange
#endif

extension RadialLayout {
    /// The rank of a subview of a ``RadialLayout``: 1 is the best, and the default for subviews that
    /// don't set one.
    ///
    /// Set it with `.rank(_:)`, as the WWDC22 session's `Rank` key:
    ///
    /// ```swift
    /// RadialLayout {
    ///     Avatar(pet: cat).rank(1)
    ///     Avatar(pet: goldfish).rank(3)
    ///     Avatar(pet: dog).rank(2)
    /// }
    /// ```
    ///
    /// A layout reads it with `subview[RadialLayout.Rank.self]`.
    ///
    /// - Complexity: Reading it is O(1).
    public struct Rank: LayoutValueKey {
        /// Unranked subviews count as first: 1.
        public static let defaultValue: Int = 1
    }
}
