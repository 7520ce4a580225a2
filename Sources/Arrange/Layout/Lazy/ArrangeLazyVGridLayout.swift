/// The layout behind `LazyVGrid`: rows of cells in the columns its grid items define.
///
/// The columns are resolved from the grid items for the proposed width (`GridItem`: fixed,
/// flexible and adaptive sizes); the elements fill them row by row, each cell proposed its
/// column's width and an unspecified height. A row is as tall as its tallest cell,
/// with `spacing` (8 by default) between rows; cells align in their cell by their item's
/// alignment, or the grid's `alignment` horizontally and centred vertically.
///
/// Inside a `ScrollView` along its axis, with a `ForEach` as content, the grid builds only the
/// rows it needs (see `ArrangeLazyVStackLayout`).
///
/// ```swift
/// ArrangeLazyVGridLayout(columns: [GridItem(.fixed(70)), GridItem(.adaptive(minimum: 40))]) {
///     ForEach(0..<20) { _ in Color.red.frame(height: 40) }
/// }
/// ```
public struct ArrangeLazyVGridLayout: Layout {
    /// The columns of the grid.
    public var columns: [GridItem]
    /// How cells align horizontally when their grid item gives no alignment.
    public var alignment: HorizontalAlignment
    /// The distance between rows, or nil for the default spacing (8 points).
    public var spacing: CGFloat?

    /// Creates a lazy grid layout that grows vertically.
    ///
    /// - Parameters:
    ///   - columns: The grid items that size and align the columns.
    ///   - alignment: How cells align horizontally when their grid item gives no alignment.
    ///   - spacing: The distance between rows, or nil for the default.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.columns = columns
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

    /// The columns' total width with spacing, and the rows' total height with spacing
    /// (estimated beyond the first viewport's worth for lazily built content).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        algorithm(spacing: cache.spacing).sizeThatFits(proposal, cache.items, LazyElements(subviews))
    }

    /// Places each cell in its column and row, aligned within the cell; only the visible
    /// rows for lazily built content.
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

extension ArrangeLazyVGridLayout: LazyGridLayoutAxis {
    static var axis: Axis { .vertical }
    var items: [GridItem] { columns }
    var alignmentKey: AlignmentKey { alignment.key }
}
