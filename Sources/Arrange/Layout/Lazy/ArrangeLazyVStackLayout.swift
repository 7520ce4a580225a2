/// The layout behind `LazyVStack`: its subviews top to bottom, each at its ideal length, across the
/// whole proposed width.
///
/// Unlike `VStackLayout`, it does not share out a proposed length: each subview is proposed an
/// unspecified length along the stack (its ideal length) and the stack's proposed width
/// across it. The stack takes the whole proposed width (the largest subview's when the
/// proposal leaves it unspecified or infinite) and aligns each subview within it. Spacing is each
/// pair's preferred spacing (`ViewSpacing`) unless `spacing` is given.
///
/// Inside a `ScrollView` along its axis, with a `ForEach` as content, the stack builds only what
/// it needs: the first viewport's worth of elements to estimate its length, and the elements
/// that intersect the viewport. Elements that are never built have no frame.
///
/// ```swift
/// ScrollView(.vertical) {
///     ArrangeLazyVStackLayout(spacing: 4) {
///         ForEach(0..<1_000) { _ in Color.red.frame(height: 40) }
///     }
/// }
/// ```
public struct ArrangeLazyVStackLayout: Layout {
    /// The horizontal alignment of subviews.
    public var alignment: HorizontalAlignment
    /// The distance between adjacent subviews, or nil for each pair's preferred spacing.
    public var spacing: CGFloat?

    /// Creates a lazy vertical stack layout.
    ///
    /// - Parameters:
    ///   - alignment: The guide for aligning the subviews across the stack.
    ///   - spacing: The distance between adjacent subviews, or nil for each pair's preferred
    ///     spacing (8 points between plain views).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// A lazy vertical stack orients the `Spacer`s and `Divider`s among its subviews like a
    /// `VStack`.
    public static var layoutProperties: LayoutProperties {
        stackProperties
    }

    /// The stack's cache: its spacing, repaired (and reported once) when it is not finite.
    public struct Cache {
        var spacing: CGFloat?
    }

    /// Checks the spacing: a NaN or infinite spacing is reported and replaced by each pair's
    /// preferred spacing.
    public func makeCache(subviews: Subviews) -> Cache {
        Cache(spacing: checkedSpacing(subviews))
    }

    /// The stack's spacing preferences: a `VStackLayout`'s over its subviews; for content built
    /// during layout, the first element's.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        lazySpacing(subviews, spacing: cache.spacing)
    }

    /// The subviews' ideal lengths plus spacing along the stack (estimated beyond the first
    /// viewport's worth for lazily built content) and the proposed width.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        algorithm(spacing: cache.spacing).sizeThatFits(proposal, LazyElements(subviews))
    }

    /// Places the subviews one after the other, aligned across the stack; only the visible ones
    /// for lazily built content.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        algorithm(spacing: cache.spacing).place(in: bounds, proposal, LazyElements(subviews))
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

extension ArrangeLazyVStackLayout: LazyStackLayoutAxis {
    static var axis: Axis { .vertical }
    var alignmentKey: AlignmentKey { alignment.key }
}
