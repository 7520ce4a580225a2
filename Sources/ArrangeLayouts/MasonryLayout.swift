#if canImport(Darwin) && canImport(SwiftUI)
import SwiftUI
#else
import Arrange
#endif

/// A layout that arranges its subviews in columns of equal width, each subview going to the bottom
/// of the currently shortest column, like a Pinterest board.
///
/// Every subview is proposed the column width and an unspecified height
/// (`ProposedViewSize(width: columnWidth, height: nil)`), so images with `.aspectRatio(contentMode:
/// .fit)` or wrapping text get their natural height. Subviews are taken in order; each goes to the
/// column whose bottom is highest (the leftmost on a tie), below the subview already there. A
/// subview narrower than the column is centred in it.
///
/// ```swift
/// MasonryLayout(columns: 3, spacing: 6) {
///     ForEach(photos) { photo in
///         Color.gray.aspectRatio(photo.aspectRatio, contentMode: .fit)
///     }
/// }
/// ```
///
/// **Column width.** For a concrete proposed width *W*, the columns share what the gaps leave:
/// (*W* − spacing · (columns − 1)) / columns, never less than 0. For an unspecified or infinite
/// width (ideal size), the columns are as wide as the widest subview's ideal width.
///
/// **Size.** The column width times the number of columns plus the gaps between them, by the
/// height of the tallest column; the proposed height is ignored. `.zero` without subviews.
///
/// **Spacing.** A given `spacing` separates the columns and the subviews within a column. With
/// `spacing` nil, the columns are separated by the default distance between views (8 points; a
/// column is not a view, so it has no preferences of its own) and a subview is as far below the
/// one above it in its column as the two prefer (`spacing.distance(to:along: .vertical)`: 8 between
/// plain views, 0 next to a `Spacer`).
///
/// In a right-to-left environment the arrangement is mirrored: the first column is at the right.
///
/// - Complexity: O(*n* · *c*) for *n* subviews in *c* columns per distinct column width, each
///   subview measured once for it; the arrangement of the last width is kept in the cache, so
///   placement after sizing costs O(*n*).
public struct MasonryLayout: Layout {
    /// The number of columns (at least 1 is used).
    public var columns: Int

    /// The distance between columns and between subviews in a column, or nil for the defaults.
    public var spacing: CGFloat?

    /// Creates a masonry layout.
    ///
    /// ```swift
    /// MasonryLayout(columns: 2) { cards }
    /// ```
    ///
    /// - Parameters:
    ///   - columns: The number of columns; 2 by default. Fewer than 1 is treated as 1.
    ///   - spacing: The distance between columns and between subviews in a column, or nil (the
    ///     default) for 8 points between columns and the subviews' preferred vertical distance
    ///     within a column.
    /// - Complexity: O(1).
    public init(columns: Int = 2, spacing: CGFloat? = nil) {
        self.columns = columns
        self.spacing = spacing
    }

    /// Measures every subview's ideal width and reads its spacing preferences once.
    ///
    /// - Parameter subviews: The layout's subviews.
    /// - Returns: The cache the other methods read from.
    /// - Complexity: O(*n*) for *n* subviews.
    public func makeCache(subviews: Subviews) -> Cache {
        Cache(subviews: subviews)
    }

    /// Returns the columns' total width and the tallest column's height for the proposed width.
    ///
    /// - Parameters:
    ///   - proposal: The proposed size; only its width matters.
    ///   - subviews: The layout's subviews.
    ///   - cache: The cache made by ``makeCache(subviews:)``.
    /// - Returns: The layout's size; `.zero` without subviews.
    /// - Complexity: O(*n* · *c*), O(1) when the same width was just arranged.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        return arrangement(forWidth: proposal.width, subviews: subviews, cache: &cache).size
    }

    /// Places each subview at the top of its slot in its column, centred across the column and
    /// proposed `(columnWidth, nil)`.
    ///
    /// - Parameters:
    ///   - bounds: The region the layout occupies.
    ///   - proposal: The proposal the layout was sized with; its width sets the column width.
    ///   - subviews: The layout's subviews.
    ///   - cache: The cache made by ``makeCache(subviews:)``.
    /// - Complexity: O(*n*) after sizing with the same proposal.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        guard !subviews.isEmpty else { return }
        let arrangement = arrangement(forWidth: proposal.width, subviews: subviews, cache: &cache)
        let itemProposal = ProposedViewSize(width: arrangement.columnWidth, height: nil)
        for (index, subview) in subviews.enumerated() {
            let column = CGFloat(arrangement.columnOf[index])
            let x = column * (arrangement.columnWidth + arrangement.columnGap) + arrangement.columnWidth / 2
            subview.place(at: CGPoint(x: bounds.minX + x, y: bounds.minY + arrangement.tops[index]),
                          anchor: .top, proposal: itemProposal)
        }
    }
}
