#if canImport(Darwin) && canImport(SwiftUI)
import SwiftUI
#else
import Arrange
#endif

/// A vertical stack that gives every subview the same size: the widest subview's ideal width and
/// the tallest subview's ideal height.
///
/// The vertical counterpart of ``EqualWidthHStack``, as WWDC22's sample app builds
/// `MyEqualWidthVStack` with a cache. Each subview is measured once with an unspecified proposal;
/// the stack is as wide as the largest ideal width and as tall as the largest ideal height times
/// the number of subviews plus the spacing, whatever it is proposed. Every subview is proposed that
/// largest size and centred in its slot, so the buttons keep equal widths when they no longer fit
/// side by side.
///
/// ```swift
/// ViewThatFits {
///     EqualWidthHStack { voteButtons }
///     EqualWidthVStack { voteButtons }
/// }
/// ```
///
/// With `spacing` nil, neighbours are as far apart as they prefer
/// (`spacing.distance(to:along: .vertical)`: 8 points between plain views, 0 next to a `Spacer`).
///
/// - Complexity: O(*n*) for *n* subviews to make the cache; sizing is then O(1) and placing O(*n*).
public struct EqualWidthVStack: Layout {
    /// The distance between adjacent subviews, or nil for the distance they prefer.
    public var spacing: CGFloat?

    /// Creates an equal-width vertical stack.
    ///
    /// ```swift
    /// EqualWidthVStack(spacing: 4) { voteButtons }
    /// ```
    ///
    /// - Parameter spacing: The distance between adjacent subviews, or nil (the default) for the
    ///   distance each pair prefers: 8 points between plain views.
    /// - Complexity: O(1).
    public init(spacing: CGFloat? = nil) {
        self.spacing = spacing
    }

    /// A vertical stack: a `Spacer` inside expands vertically and a `Divider` is horizontal.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    /// Measures the subviews' ideal sizes and the spacing between them once.
    ///
    /// - Parameter subviews: The stack's subviews.
    /// - Returns: The largest ideal size and the preferred vertical spacing.
    /// - Complexity: O(*n*) for *n* subviews.
    public func makeCache(subviews: Subviews) -> EqualWidthStackCache {
        EqualWidthStackCache(subviews: subviews, axis: .vertical)
    }

    /// Returns the largest ideal width, by the largest ideal height times the number of subviews
    /// plus the spacing; the proposal is ignored.
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
            width: cache.maxSize.width,
            height: cache.maxSize.height * CGFloat(subviews.count) + cache.total(explicit: spacing, count: subviews.count))
    }

    /// Places the subviews top to bottom, each proposed the largest ideal size and centred in a slot
    /// of that height, horizontally centred in `bounds`.
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
        var y = bounds.minY + maxSize.height / 2
        for (offset, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.midX, y: y), anchor: .center, proposal: placement)
            y += maxSize.height + cache.gap(after: offset, explicit: spacing, count: subviews.count)
        }
    }
}
