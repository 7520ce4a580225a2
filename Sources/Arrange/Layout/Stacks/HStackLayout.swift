/// A horizontal container that you can use in conditional layouts.
///
/// The layout behind `HStack`: it arranges its subviews left to right (right to left in a
/// right-to-left environment), following SwiftUI's stack algorithm (Docs/LayoutRules.md §4). Use it directly
/// with `AnyLayout` or call it with a view builder: `HStackLayout(spacing: 4) { … }`.
public struct HStackLayout: Layout {
    /// The vertical alignment of subviews.
    public var alignment: VerticalAlignment
    /// The distance between adjacent subviews, or nil for each pair's preferred spacing.
    public var spacing: CGFloat?

    /// Creates a horizontal stack with the specified spacing and vertical alignment.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The cache type: spacing between neighbours and the last sizing.
    public typealias Cache = _StackLayoutCache

    /// A horizontal stack orients its `Spacer`s horizontally.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    var algorithm: StackAlgorithm { StackAlgorithm(axis: .horizontal, alignment: alignment.key, spacing: spacing) }

    /// Computes the spacing between neighbours once per set of subviews.
    public func makeCache(subviews: Subviews) -> Cache { algorithm.makeCache(subviews) }

    /// The union of the subviews' vertical edges, the first one's leading and the last one's
    /// trailing preferences.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { algorithm.spacing(subviews) }

    /// The stack's size: the subviews' widths plus spacing, and the height of their aligned union.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        algorithm.size(proposal, subviews, &cache)
    }

    /// Places the subviews side by side, aligned vertically.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        algorithm.place(in: bounds, proposal, subviews, &cache)
    }
}

extension HStackLayout: BuiltinLayout {
    /// A stack's size and its subviews' positions follow from their sizes (Docs/LayoutRules.md §4, §5).
    static var preservesProposalInvariance: Bool { true }
    static var isUnaryModifier: Bool { false }
}
