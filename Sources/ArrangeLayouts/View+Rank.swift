#if canImport(Darwin) && canImport(SwiftUI)
import SwiftUI
#else
import Arrange
#endif

extension View {
    /// Sets the rank a ``RadialLayout`` reads to turn three subviews into a podium (1 is the best).
    ///
    /// As the WWDC22 session writes it: a `layoutValue(key:value:)` with the layout's ``RadialLayout/Rank`` key.
    ///
    /// ```swift
    /// RadialLayout {
    ///     ForEach(pets) { pet in Avatar(pet: pet).rank(rank(of: pet)) }
    /// }
    /// ```
    ///
    /// - Parameter value: The subview's rank; lower is better, ties allowed.
    /// - Returns: The view, carrying the rank.
    /// - Complexity: O(1).
    public func rank(_ value: Int) -> some View {
        layoutValue(key: RadialLayout.Rank.self, value: value)
    }
}
