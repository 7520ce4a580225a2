#if canImport(Darwin) && canImport(SwiftUI)
import SwiftUI
#else
import Arrange
#endif

/// What ``EqualWidthHStack`` and ``EqualWidthVStack`` remember between their calls: the largest
/// ideal size among the subviews and the spacing the subviews prefer between neighbours.
///
/// You don't create or read it: a stack makes it in `makeCache(subviews:)` and SwiftUI (or Arrange)
/// keeps it until the subviews change, as the cache of the WWDC22 sample's `MyEqualWidthVStack`.
///
/// ```swift
/// EqualWidthVStack { voteButtons }   // measures each button once, then reads the cache
/// ```
///
/// - Complexity: O(*n*) memory for *n* subviews.
public struct EqualWidthStackCache {
    /// The largest ideal width and the largest ideal height among the subviews.
    public let maxSize: CGSize
    /// `spacing[i]`: the distance subview `i` prefers to subview `i + 1` along the stack's axis
    /// (0 after the last subview).
    public let spacing: [CGFloat]
    /// The sum of `spacing`.
    public let totalSpacing: CGFloat

    /// Measures every subview once with an unspecified proposal and reads the preferred spacing
    /// between neighbours along `axis`.
    ///
    /// - Parameters:
    ///   - subviews: The stack's subviews.
    ///   - axis: The stack's axis.
    /// - Complexity: O(*n*) for *n* subviews.
    init(subviews: LayoutSubviews, axis: Axis) {
        var maxSize = CGSize.zero
        var spacing: [CGFloat] = []
        spacing.reserveCapacity(subviews.count)
        var previous: ViewSpacing?
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            maxSize.width = max(maxSize.width, size.width)
            maxSize.height = max(maxSize.height, size.height)
            let preferences = subview.spacing
            if let previous {
                spacing.append(previous.distance(to: preferences, along: axis))
            }
            previous = preferences
        }
        if !subviews.isEmpty { spacing.append(0) }
        self.maxSize = maxSize
        self.spacing = spacing
        self.totalSpacing = spacing.reduce(0, +)
    }

    /// The distance after subview `index`: `explicit` between neighbours when given, else the
    /// preferred one.
    func gap(after index: Int, explicit: CGFloat?, count: Int) -> CGFloat {
        guard index < count - 1 else { return 0 }
        return explicit ?? spacing[index]
    }

    /// The sum of the distances between `count` subviews.
    func total(explicit: CGFloat?, count: Int) -> CGFloat {
        guard let explicit else { return totalSpacing }
        return explicit * CGFloat(max(0, count - 1))
    }
}
