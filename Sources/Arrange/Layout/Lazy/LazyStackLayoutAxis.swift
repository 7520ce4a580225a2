/// What `ArrangeLazyHStackLayout` and `ArrangeLazyVStackLayout` share, keyed by the axis they
/// grow along. Each declares the public methods `Layout` asks of it (their doc comments say what
/// each stack does) and calls these for the work.
protocol LazyStackLayoutAxis: Layout, BuiltinLayout, LazyLayout {
    /// The axis the stack grows along.
    static var axis: Axis { get }
    /// The guide that aligns the subviews across the stack.
    var alignmentKey: AlignmentKey { get }
    /// The distance between adjacent subviews, or nil for each pair's preferred spacing.
    var spacing: CGFloat? { get }
}

extension LazyStackLayoutAxis {
    static var isUnaryModifier: Bool { false }
    var growthAxis: Axis { Self.axis }

    /// A stack along `axis`: it orients the `Spacer`s and `Divider`s among its subviews.
    static var stackProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = axis
        return properties
    }

    /// The spacing to use: a NaN or infinite spacing is reported and replaced by each pair's
    /// preferred spacing (nil).
    func checkedSpacing(_ subviews: Subviews) -> CGFloat? {
        guard let spacing, !spacing.isFinite else { return spacing }
        subviews.graph.report("spacing \(spacing) is not finite; used each pair's preferred spacing", at: subviews.container)
        return nil
    }

    /// The stack's algorithm with the checked `spacing`.
    func algorithm(spacing: CGFloat?) -> LazyStackAlgorithm {
        LazyStackAlgorithm(axis: Self.axis, alignment: alignmentKey, spacing: spacing)
    }

    /// The stack's spacing preferences: a stack's along the same axis over its subviews; for
    /// content built during layout, the first element's.
    func lazySpacing(_ subviews: Subviews, spacing: CGFloat?) -> ViewSpacing {
        let elements = LazyElements(subviews)
        guard elements.isLazy else { return StackAlgorithm(axis: Self.axis, alignment: alignmentKey, spacing: spacing).spacing(subviews) }
        return elements.count > 0 ? elements[0].spacing : .zero
    }
}
