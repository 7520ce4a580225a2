/// A view in a `containerRelativeFrame`: resolves as a single-child layout modifier and marks
/// the graph as reading container sizes (`LayoutGraph.usesContainerSizes`), which keeps the
/// bookkeeping of container sizes off graphs that don't use it.
struct ContainerRelativeFrameView<Content: View>: View, PrimitiveView {
    let content: Content
    let layout: ContainerRelativeFrameLayout

    var body: Never { primitiveBody() }

    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        builder.graph.usesContainerSizes = true
        ModifiedLayoutView(content: content, layout: layout).resolve(in: builder, context: context, into: &output)
    }
}

extension View {
    /// Positions this view within an invisible frame with a size relative to the nearest
    /// container.
    ///
    /// The container is the nearest enclosing `ScrollView` (its visible size) or, outside scroll
    /// views, the hosting area. On each axis of `axes` the frame is as long as the container
    /// and proposes that length to the view; on the other axis it passes its proposal through
    /// and takes the view's length. The view is placed in the frame by `alignment`.
    ///
    /// - Parameters:
    ///   - axes: The axes whose length comes from the container.
    ///   - alignment: The alignment of the view inside the frame.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        ContainerRelativeFrameView(content: self, layout: ContainerRelativeFrameLayout(axes: axes, alignment: alignment, length: .container))
    }

    /// Positions this view within an invisible frame with a size relative to the nearest
    /// container, as `span` of `count` equal columns (or rows) separated by `spacing`.
    ///
    /// The length on each axis of `axes` is
    /// `(containerLength - spacing * (count - 1)) / count * span + spacing * (span - 1)`:
    /// with a 390-point container, `count: 3, spacing: 10` gives 123.33 points. A count or span
    /// below 1, a span above the count, or a negative spacing is repaired and reported.
    ///
    /// - Parameters:
    ///   - axes: The axes whose length comes from the container.
    ///   - count: The number of columns (or rows) the container is divided into.
    ///   - span: How many of them the view spans.
    ///   - spacing: The spacing between columns (or rows).
    ///   - alignment: The alignment of the view inside the frame.
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> some View {
        ContainerRelativeFrameView(content: self, layout: ContainerRelativeFrameLayout(axes: axes, alignment: alignment, length: .grid(count: count, span: span, spacing: spacing)))
    }

    /// Positions this view within an invisible frame with a size relative to the nearest
    /// container, computed by `length` from the container's length on each axis of `axes`.
    ///
    /// A negative or NaN result gives 0 and an infinite one passes the proposal through; both
    /// are reported.
    ///
    /// - Parameters:
    ///   - axes: The axes whose length comes from the container.
    ///   - alignment: The alignment of the view inside the frame.
    ///   - length: The frame's length from the container's length along an axis, and the axis.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View {
        ContainerRelativeFrameView(content: self, layout: ContainerRelativeFrameLayout(axes: axes, alignment: alignment, length: .custom(length)))
    }
}
