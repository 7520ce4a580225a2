#if canImport(Darwin) && canImport(SwiftUI)
import SwiftUI
#else
import Arrange
#endif

/// A horizontal stack that gives every subview the same size: the widest subview's ideal width and
/// the tallest subview's ideal height.
///
/// The equal-width stack of WWDC22's "Compose custom layouts with SwiftUI" (`MyEqualWidthHStack`),
/// with a cache. Each subview is measured once with an unspecified proposal; the stack is as wide
/// as the largest ideal width times the number of subviews plus the spacing, and as tall as the
/// largest ideal height, whatever it is proposed. Every subview is then proposed that largest size
/// and centred in its slot, so buttons whose labels use `.frame(maxWidth: .infinity)` all come out
/// as wide as the widest label.
///
/// ```swift
/// ViewThatFits {
///     EqualWidthHStack { voteButtons }   // side by side when they fit…
///     EqualWidthVStack { voteButtons }   // …stacked otherwise
/// }
/// ```
///
/// With `spacing` nil, neighbours are as far apart as they prefer
/// (`spacing.distance(to:along: .horizontal)`: 8 points between plain views, 0 next to a
/// `Spacer`). In a right-to-left environment the stack is mirrored: the first subview is at the
/// right.
///
/// - Complexity: O(*n*) for *n* subviews to make the cache; sizing is then O(1) and placing O(*n*).
public struct EqualWidthHStack: Layout {
    /// The distance between adjacent subviews, or nil for the distance they prefer.
    public var spacing: CGFloat?

    /// Creates an equal-width horizontal stack.
    ///
    /// ```swift
    /// EqualWidthHStack(spacing: 12) { voteButtons }
    /// ```
    ///
    /// - Parameter spacing: The distance between adjacent subviews, or nil (the default) for the
    ///   distance each pair prefers: 8 points between plain views.
    /// - Complexity: O(1).
    public init(spacing: CGFloat? = nil) {
        self.spacing = spacing
    }

    /// A horizontal stack: a `Spacer` inside expands horizontally and a `Divider` is vertical.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    /// Measures the subviews' ideal sizes and the spacing between them once.
    ///
    /// - Parameter subviews: The stack's subviews.
    /// - Returns: The largest ideal size and the preferred horizontal spacing.
    /// - Complexity: O(*n*) for *n* subviews.
    public func makeCache(subviews: Subviews) -> EqualWidthStackCache {
        EqualWidthStackCache(subviews: subviews, axis: .horizontal)
    }

    /// Returns the largest ideal width times the number of subviews plus the spacing, by the
    /// largest ideal height; the proposal is ignored.
    ///
    /// - Parameters:
    ///   - proposal: The proposed size (ignored: the stack always wants its ideal size).
    ///   - subviews: The stack's subviews.
    ///   - cache: The cache made by ``makeCache(subviews:)``.
    /// - Returns: The stack's size; `.zero` without subviews.
    /// - Complexity: O(1).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout EqualWidthStackCache) -> CGSize {
        guard !subviews.isEmpty else { return .zero }
        return CGSize(
            width: cache.maxSize.width * CGFloat(subviews.count) + cache.total(explicit: spacing, count: subviews.count),
            height: cache.maxSize.height)
    }

    /// Places the subviews left to right, each proposed the largest ideal size and centred in a slot
    /// of that width, vertically centred in `bounds`.
    ///
    /// - Parameters:
    ///   - bounds: The region the stack occupies.
    ///   - proposal: The proposal the stack was sized with (unused).
    ///   - subviews: The stack's subviews.
    ///   - cache: The cache made by ``makeCache(subviews:)``.
    /// - Complexity: O(*n*) for *n* subviews.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout EqualWidthStackCache) {
        guard !subviews.isEmpty else { return }
        let maxSize = cache.maxSize
        let placement = ProposedViewSize(width: maxSize.width, height: maxSize.height)
        var x = bounds.minX + maxSize.width / 2
        for (offset, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .center, proposal: placement)
            x += maxSize.width + cache.gap(after: offset, explicit: spacing, count: subviews.count)
        }
    }
}
