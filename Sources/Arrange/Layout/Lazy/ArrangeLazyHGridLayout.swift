/// The layout behind `LazyHGrid`: columns of cells in the rows its grid items define.
///
/// The rows are resolved from the grid items for the proposed height (`GridItem`: fixed,
/// flexible and adaptive sizes); the elements fill them column by column, each cell proposed its
/// row's height and an unspecified width. A column is as wide as its widest cell,
/// with `spacing` (8 by default) between columns; cells align in their cell by their item's
/// alignment, or the grid's `alignment` vertically and centred horizontally.
///
/// Inside a `ScrollView` along its axis, with a `ForEach` as content, the grid builds only the
/// columns it needs (see `ArrangeLazyVStackLayout`).
///
/// ```swift
/// ArrangeLazyHGridLayout(rows: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
///     ForEach(0..<20) { _ in Color.red.frame(width: 40) }
/// }
/// ```
public struct ArrangeLazyHGridLayout: Layout {
    /// The rows of the grid.
    public var rows: [GridItem]
    /// How cells align vertically when their grid item gives no alignment.
    public var alignment: VerticalAlignment
    /// The distance between columns, or nil for the default spacing (8 points).
    public var spacing: CGFloat?

    /// Creates a lazy grid layout that grows horizontally.
    ///
    /// - Parameters:
    ///   - rows: The grid items that size and align the rows.
    ///   - alignment: How cells align vertically when their grid item gives no alignment.
    ///   - spacing: The distance between columns, or nil for the default.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
    }

    /// The grid's cache: its grid items and spacing with invalid values repaired (and reported
    /// once).
    public struct Cache {
        var items: [GridItem]
        var spacing: CGFloat?
    }

    /// Repairs invalid grid items and a non-finite spacing, recording a `LayoutDiagnostic` for
    /// each repair.
    public func makeCache(subviews: Subviews) -> Cache {
        let (items, spacing) = checkedItems(subviews)
        return Cache(items: items, spacing: spacing)
    }

    /// The union of the subviews' spacing preferences; for content built during layout, the
    /// first element's.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        lazySpacing(subviews)
    }

    /// The rows' total height with spacing, and the columns' total width with spacing
    /// (estimated beyond the first viewport's worth for lazily built content).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        algorithm(spacing: cache.spacing).sizeThatFits(proposal, cache.items, LazyElements(subviews))
    }

    /// Places each cell in its row and column, aligned within the cell; only the visible
    /// columns for lazily built content.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        algorithm(spacing: cache.spacing).place(in: bounds, cache.items, LazyElements(subviews))
    }

    /// The explicit value of a horizontal guide among the subviews, as any layout combines them;
    /// nil for content built during layout, whose unbuilt elements cannot answer.
    public func explicitAlignment(of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        lazyExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }

    /// The explicit value of a vertical guide among the subviews, as any layout combines them;
    /// nil for content built during layout.
    public func explicitAlignment(of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGFloat? {
        lazyExplicitAlignment(guide.key, in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}

extension ArrangeLazyHGridLayout: LazyGridLayoutAxis {
    static var axis: Axis { .horizontal }
    var items: [GridItem] { rows }
    var alignmentKey: AlignmentKey { alignment.key }
}
