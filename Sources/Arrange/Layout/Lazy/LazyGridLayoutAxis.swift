/// What `ArrangeLazyHGridLayout` and `ArrangeLazyVGridLayout` share, keyed by the axis they grow
/// along. Each declares the public methods `Layout` asks of it (their doc comments say what each
/// grid does) and calls these for the work.
protocol LazyGridLayoutAxis: Layout, BuiltinLayout, LazyLayout {
    /// The axis the grid grows along.
    static var axis: Axis { get }
    /// The grid items across that axis: a vertical grid's columns, a horizontal grid's rows.
    var items: [GridItem] { get }
    /// The guide that aligns cells across the grid when their grid item gives no alignment.
    var alignmentKey: AlignmentKey { get }
    /// The distance between lines along the axis, or nil for the default spacing (8 points).
    var spacing: CGFloat? { get }
}

extension LazyGridLayoutAxis {
    static var isUnaryModifier: Bool { false }
    var growthAxis: Axis { Self.axis }

    /// The grid items and spacing with invalid values repaired, recording a `LayoutDiagnostic`
    /// for each repair (the spacing's first).
    func checkedItems(_ subviews: Subviews) -> (items: [GridItem], spacing: CGFloat?) {
        let report = { (message: String) in subviews.graph.report(message, at: subviews.container) }
        var lineSpacing = spacing
        if let given = spacing, !given.isFinite {
            report("spacing \(given) is not finite; used the default spacing")
            lineSpacing = nil
        }
        return (LazyGridTracks.sanitized(items, report: report), lineSpacing)
    }

    /// The grid's algorithm with the checked `spacing`.
    func algorithm(spacing: CGFloat?) -> LazyGridAlgorithm {
        LazyGridAlgorithm(axis: Self.axis, alignment: alignmentKey, spacing: spacing)
    }

    /// The union of the subviews' spacing preferences; for content built during layout, the
    /// first element's.
    func lazySpacing(_ subviews: Subviews) -> ViewSpacing {
        let elements = LazyElements(subviews)
        guard elements.isLazy else { return subviews.unionOfSpacing(edges: .all) }
        return elements.count > 0 ? elements[0].spacing : .zero
    }
}
