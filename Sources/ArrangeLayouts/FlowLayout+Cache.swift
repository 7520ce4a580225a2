#if canImport(Darwin) && canImport(SwiftUI)
import SwiftUI
#else
import Arrange
#endif

extension FlowLayout {
    /// What a ``FlowLayout`` remembers between its calls: every subview's ideal measurements and
    /// spacing preferences, and the lines of the width it arranged last.
    ///
    /// You don't create or read it: the layout makes it in ``FlowLayout/makeCache(subviews:)`` and
    /// SwiftUI (or Arrange) keeps it for as long as the subviews don't change.
    ///
    /// ```swift
    /// // Sizing then placing at the same width measures each subview once and breaks lines once.
    /// FlowLayout { ForEach(0..<100_000, id: \.self) { _ in Color.red.frame(width: 20, height: 10) } }
    /// ```
    ///
    /// - Complexity: O(*n*) memory for *n* subviews.
    public struct Cache {
        /// Each subview's size and alignment guide when proposed `.unspecified`.
        var ideals: [Item]
        /// `gaps[i]`: the preferred horizontal distance from subview `i − 1` to subview `i`
        /// (0 for the first).
        var gaps: [CGFloat]
        /// Each subview's spacing preferences, for the distance between lines.
        var spacings: [ViewSpacing]
        /// The guide the `guide` values of `ideals` were read on.
        var guideAlignment: VerticalAlignment
        /// The arrangement computed last, reused while the width and parameters stay the same.
        var last: Arrangement?

        /// Measures every subview once.
        init(subviews: LayoutSubviews, itemAlignment: VerticalAlignment) {
            ideals = []
            gaps = []
            spacings = []
            ideals.reserveCapacity(subviews.count)
            gaps.reserveCapacity(subviews.count)
            spacings.reserveCapacity(subviews.count)
            guideAlignment = itemAlignment
            var previous: ViewSpacing?
            for subview in subviews {
                let dimensions = subview.dimensions(in: .unspecified)
                ideals.append(Item(size: CGSize(width: dimensions.width, height: dimensions.height),
                                   guide: dimensions[itemAlignment]))
                let preferences = subview.spacing
                gaps.append(previous?.distance(to: preferences, along: .horizontal) ?? 0)
                spacings.append(preferences)
                previous = preferences
            }
        }

        /// Reads the ideal guides again after the layout's `itemAlignment` changed.
        mutating func remeasureGuides(_ subviews: LayoutSubviews, on alignment: VerticalAlignment) {
            for (index, subview) in subviews.enumerated() {
                ideals[index].guide = subview.dimensions(in: .unspecified)[alignment]
            }
            guideAlignment = alignment
            last = nil
        }
    }

    /// A subview's measured size and the position of the layout's item alignment guide in it.
    struct Item {
        var size: CGSize
        var guide: CGFloat
    }
}
