/// A vertical container that you can use in conditional layouts.
///
/// The layout behind `VStack`: it arranges its subviews top to bottom, following SwiftUI's stack
/// algorithm (Docs/LayoutRules.md §4). Use it directly with `AnyLayout` or call it with a view builder:
/// `VStackLayout(spacing: 4) { … }`.
public struct VStackLayout: Layout {
    /// The horizontal alignment of subviews.
    public var alignment: HorizontalAlignment
    /// The distance between adjacent subviews, or nil for each pair's preferred spacing.
    public var spacing: CGFloat?

    /// Creates a vertical stack with the specified spacing and horizontal alignment.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The cache type: spacing between neighbours and the last sizing.
    public typealias Cache = _StackLayoutCache

    /// A vertical stack orients its `Spacer`s vertically.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    var algorithm: StackAlgorithm { StackAlgorithm(axis: .vertical, alignment: alignment.key, spacing: spacing) }

    /// Computes the spacing between neighbours once per set of subviews.
    public func makeCache(subviews: Subviews) -> Cache { algorithm.makeCache(subviews) }

    /// The union of the subviews' horizontal edges, the first one's top and the last one's
    /// bottom preferences.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { algorithm.spacing(subviews) }

    /// The stack's size: the subviews' heights plus spacing, and the width of their aligned union.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        algorithm.size(proposal, subviews, &cache)
    }

    /// Places the subviews one below the other, aligned horizontally.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        algorithm.place(in: bounds, proposal, subviews, &cache)
    }
}

extension VStackLayout: BuiltinLayout {
    /// A stack's size and its subviews' positions follow from their sizes (Docs/LayoutRules.md §4, §5).
    static var preservesProposalInvariance: Bool { true }
    static var isUnaryModifier: Bool { false }
}
