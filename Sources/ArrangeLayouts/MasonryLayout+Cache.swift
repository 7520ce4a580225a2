#if canImport(Darwin) && canImport(SwiftUI)
import SwiftUI
#else
import Arrange
#endif

extension MasonryLayout {
    /// What a ``MasonryLayout`` remembers between its calls: the widest ideal width, every subview's
    /// spacing preferences, and the columns of the width it arranged last.
    ///
    /// You don't create or read it: the layout makes it in ``MasonryLayout/makeCache(subviews:)``
    /// and SwiftUI (or Arrange) keeps it for as long as the subviews don't change.
    ///
    /// ```swift
    /// MasonryLayout(columns: 3) { cards }   // sizing then placing arranges the columns once
    /// ```
    ///
    /// - Complexity: O(*n*) memory for *n* subviews.
    public struct Cache {
        /// The widest ideal width among the subviews: the column width for an ideal-size proposal.
        var maxIdealWidth: CGFloat
        /// Each subview's spacing preferences, for the distance between neighbours in a column.
        var spacings: [ViewSpacing]
        /// The arrangement computed last, reused while the width and parameters stay the same.
        var last: Arrangement?

        /// Measures every subview's ideal width once.
        init(subviews: LayoutSubviews) {
            var widest: CGFloat = 0
            var spacings: [ViewSpacing] = []
            spacings.reserveCapacity(subviews.count)
            for subview in subviews {
                widest = max(widest, subview.sizeThatFits(.unspecified).width)
                spacings.append(subview.spacing)
            }
            self.maxIdealWidth = widest
            self.spacings = spacings
        }
    }
}
