#if canImport(Darwin) && canImport(SwiftUI)
import SwiftUI
#else
import Arrange
#endif

/// A layout that places its subviews side by side and wraps them onto a new line when the line is
/// full, like words in a paragraph.
///
/// Each subview is measured once with an unspecified proposal (its ideal size). Subviews go on the
/// current line from the leading edge while they fit in the proposed width; the first one that
/// doesn't starts the next line. A line is as tall as its items aligned on `itemAlignment`, and the
/// lines are stacked from the top.
///
/// ```swift
/// FlowLayout(alignment: .center, spacing: 6) {
///     ForEach(tags, id: \.self) { tag in
///         Capsule().fill(.blue).frame(width: tag.width, height: 24)
///     }
/// }
/// ```
///
/// **Sizing.** What the layout answers depends on the proposed width:
/// - `nil` (ideal) or `.infinity`: every item on one line.
/// - `0`: one item per line (the minimum width).
/// - a concrete width: the items wrapped at that width.
///
/// The reported width is the width of the widest line, not the proposed width, so the layout hugs
/// its content as `Text` does; the height is the lines' heights plus the spacing between them. The
/// proposed height is ignored: a flow grows downwards (put it in a `ScrollView` for long content).
///
/// **Items wider than a line.** An item whose ideal width exceeds the proposed width is proposed
/// `ProposedViewSize(width: lineWidth, height: nil)` instead of its ideal size, so that flexible
/// views and wrapping text shrink to the line; it is placed alone on its line. A rigid item that
/// stays wider overflows the trailing edge.
///
/// **Spacing.** With `spacing` nil, the distance between neighbours on a line is their own
/// preference, `previous.spacing.distance(to: next.spacing, along: .horizontal)`: 8 points between
/// plain views, 0 next to a `Spacer`. With `lineSpacing` nil, the distance between two lines is the
/// vertical distance between the union of the upper line's bottom-edge preferences and the union of
/// the lower line's top-edge preferences: what a `VStack` of `HStack`s would put there, 8 points
/// for plain views.
///
/// **Alignment.** Lines are aligned horizontally within the layout's bounds by `alignment`
/// (see ``LineAlignment``). In a right-to-left environment the whole arrangement is mirrored: the
/// first item sits at the right edge and `.leading` lines hug the right edge.
///
/// - Complexity: O(*n*) for *n* subviews per distinct proposed width: each subview is measured once
///   with its ideal proposal (kept in the cache) and items wider than a line once more; the line
///   breaks of the last width are kept in the cache so that placement after sizing costs one pass.
public struct FlowLayout: Layout {
    /// How each line is aligned horizontally within the layout's bounds.
    public var alignment: LineAlignment

    /// The guide on which the items of a line are aligned vertically.
    public var itemAlignment: VerticalAlignment

    /// The distance between adjacent items of a line, or nil for the items' own spacing preferences.
    public var spacing: CGFloat?

    /// The distance between adjacent lines, or nil for the lines' spacing preferences.
    public var lineSpacing: CGFloat?

    /// Creates a flow layout.
    ///
    /// ```swift
    /// FlowLayout(alignment: .justified, lineSpacing: 4) { chips }
    /// ```
    ///
    /// - Parameters:
    ///   - alignment: How each line is aligned horizontally; `.leading` by default.
    ///   - itemAlignment: The guide that aligns the items of a line vertically; `.center` by
    ///     default, as in an `HStack`.
    ///   - spacing: The distance between adjacent items of a line, or nil (the default) for the
    ///     distance the items prefer: 8 points between plain views.
    ///   - lineSpacing: The distance between lines, or nil (the default) for the distance the lines'
    ///     items prefer vertically: 8 points between plain views.
    ///
    /// - Complexity: O(1).
    public init(
        alignment: LineAlignment = .leading,
        itemAlignment: VerticalAlignment = .center,
        spacing: CGFloat? = nil,
        lineSpacing: CGFloat? = nil
    ) {
        self.alignment = alignment
        self.itemAlignment = itemAlignment
        self.spacing = spacing
        self.lineSpacing = lineSpacing
    }

    /// Measures every subview's ideal size, alignment guide and spacing preferences once.
    ///
    /// - Parameter subviews: The layout's subviews.
    /// - Returns: The cache the other methods read from.
    /// - Complexity: O(*n*) for *n* subviews.
    public func makeCache(subviews: Subviews) -> Cache {
        Cache(subviews: subviews, itemAlignment: itemAlignment)
    }

    /// Returns the size of the wrapped lines for the proposed width.
    ///
    /// `nil` and infinite widths put every item on one line, 0 puts one item on each line, and a
    /// concrete width wraps at that width. The answer's width is the widest line's.
    ///
    /// - Parameters:
    ///   - proposal: The proposed size; only its width matters.
    ///   - subviews: The layout's subviews.
    ///   - cache: The cache made by ``makeCache(subviews:)``.
    /// - Returns: The widest line's width by the total height of the lines and line spacing;
    ///   `.zero` without subviews.
    /// - Complexity: O(*n*) for *n* subviews, O(1) when the same width was just arranged.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        return arrangement(forWidth: proposal.width, subviews: subviews, cache: &cache).size
    }

    /// Places the items line by line, each line aligned within `bounds` by ``alignment``.
    ///
    /// The lines are the ones ``sizeThatFits(proposal:subviews:cache:)`` computed for the same
    /// proposal. Items are proposed their ideal size, or `(lineWidth, nil)` when wider than a line.
    ///
    /// - Parameters:
    ///   - bounds: The region the layout occupies.
    ///   - proposal: The proposal the layout was sized with; its width sets the line breaks.
    ///   - subviews: The layout's subviews.
    ///   - cache: The cache made by ``makeCache(subviews:)``.
    /// - Complexity: O(*n*) for *n* subviews.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        guard !subviews.isEmpty else { return }
        let arrangement = arrangement(forWidth: proposal.width, subviews: subviews, cache: &cache)
        let lastLine = arrangement.lines.count - 1
        for (number, line) in arrangement.lines.enumerated() {
            let extra = bounds.width - line.width
            var x: CGFloat
            var stretch: CGFloat = 0
            switch alignment {
            case .leading:
                x = 0
            case .center:
                x = extra / 2
            case .trailing:
                x = extra
            case .justified:
                x = 0
                if number < lastLine, line.range.count > 1, extra > 0 {
                    stretch = extra / CGFloat(line.range.count - 1)
                }
            }
            for index in line.range {
                if index != line.range.lowerBound {
                    x += (spacing ?? cache.gaps[index]) + stretch
                }
                let item = arrangement.item(index, cache: cache)
                let y = line.top + line.ascent - item.guide
                subviews[index].place(
                    at: CGPoint(x: bounds.minX + x, y: bounds.minY + y),
                    anchor: .topLeading,
                    proposal: arrangement.proposal(for: index, cache: cache))
                x += item.size.width
            }
        }
    }
}
