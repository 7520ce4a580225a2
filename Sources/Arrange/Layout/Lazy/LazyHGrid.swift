/// A container view that arranges its child views in a grid that grows horizontally, creating
/// items only as needed.
///
/// Each grid item in `rows` sizes one row (or, adaptive, as many as fit); the content
/// fills the rows column by column. Inside a `ScrollView`, content given by a `ForEach` is
/// built during layout, only as far as the viewport shows it (see `ArrangeLazyHGridLayout`).
///
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHGrid(rows: [GridItem(.adaptive(minimum: 80))], spacing: 4) {
///         ForEach(0..<1_000, id: \.self) { index in
///             Color.teal.frame(width: 80).id(index)
///         }
///     }
/// }
/// ```
public struct LazyHGrid<Content: View>: View {
    let layout: ArrangeLazyHGridLayout
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a grid that grows horizontally.
    ///
    /// - Parameters:
    ///   - rows: An array of grid items to size and position each column of the grid.
    ///   - alignment: The alignment of cells vertically when their grid item gives none.
    ///   - spacing: The distance between columns, or nil for the default spacing.
    ///   - pinnedViews: Views to pin to the bounds of a parent scroll view (no effect on layout).
    ///   - content: The content of the grid.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.layout = ArrangeLazyHGridLayout(rows: rows, alignment: alignment, spacing: spacing)
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    /// A lazy grid is primitive: the engine lays it out with `ArrangeLazyHGridLayout`.
    public var body: Never { primitiveBody() }
}

extension LazyHGrid: PrimitiveView {
    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        output.append(builder.addLazyContainer(layout, axis: .horizontal, content: content, context: context))
    }
}
