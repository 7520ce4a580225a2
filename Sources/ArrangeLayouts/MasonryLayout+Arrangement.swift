#if canImport(Darwin) && canImport(SwiftUI)
import SwiftUI
#else
import Arrange
#endif

extension MasonryLayout {
    /// Where a ``MasonryLayout`` puts each subview for one proposed width.
    struct Arrangement {
        /// The proposed width it was made for (nil: ideal), and the parameters it used.
        var proposedWidth: CGFloat?
        var columns: Int
        var spacing: CGFloat?
        /// The width of a column, and the distance between two columns.
        var columnWidth: CGFloat
        var columnGap: CGFloat
        /// `columnOf[i]`: subview `i`'s column; `tops[i]`: its top edge, from the layout's top.
        var columnOf: [Int]
        var tops: [CGFloat]
        /// The layout's size.
        var size: CGSize
    }

    /// The distance between two views with no spacing preferences: the platform default (8).
    private static var defaultGap: CGFloat {
        ViewSpacing().distance(to: ViewSpacing(), along: .horizontal)
    }

    /// The arrangement for a proposed width, from the cache when the last one matches.
    func arrangement(forWidth proposed: CGFloat?, subviews: Subviews, cache: inout Cache) -> Arrangement {
        let count = max(1, columns)
        if let last = cache.last, last.proposedWidth == proposed, last.columns == count, last.spacing == spacing {
            return last
        }
        let gap = spacing ?? Self.defaultGap
        let columnWidth: CGFloat
        if let width = proposed, width.isFinite {
            columnWidth = max(0, (width - gap * CGFloat(count - 1)) / CGFloat(count))
        } else {
            columnWidth = cache.maxIdealWidth
        }
        let itemProposal = ProposedViewSize(width: columnWidth, height: nil)
        var bottoms = [CGFloat](repeating: 0, count: count)
        var lastInColumn = [Int](repeating: -1, count: count)
        var columnOf: [Int] = []
        var tops: [CGFloat] = []
        columnOf.reserveCapacity(subviews.count)
        tops.reserveCapacity(subviews.count)
        for (index, subview) in subviews.enumerated() {
            // The shortest column; the first one found wins a tie, so the leftmost.
            var column = 0
            for candidate in 1..<count where bottoms[candidate] < bottoms[column] {
                column = candidate
            }
            var top = bottoms[column]
            let above = lastInColumn[column]
            if above >= 0 {
                top += spacing ?? cache.spacings[above].distance(to: cache.spacings[index], along: .vertical)
            }
            let height = subview.sizeThatFits(itemProposal).height
            columnOf.append(column)
            tops.append(top)
            bottoms[column] = top + height
            lastInColumn[column] = index
        }
        let size = CGSize(width: columnWidth * CGFloat(count) + gap * CGFloat(count - 1),
                          height: bottoms.max() ?? 0)
        let result = Arrangement(proposedWidth: proposed, columns: count, spacing: spacing,
                                 columnWidth: columnWidth, columnGap: gap,
                                 columnOf: columnOf, tops: tops, size: size)
        cache.last = result
        return result
    }
}
