/// A container view that arranges its child views in a grid that grows vertically, creating
/// items only as needed.
///
/// Each grid item in `columns` sizes one column (or, adaptive, as many as fit); the content
/// fills the columns row by row. Inside a `ScrollView`, content given by a `ForEach` is
/// built during layout, only as far as the viewport shows it (see `ArrangeLazyVGridLayout`).
///
/// ```swift
/// ScrollView(.vertical) {
///     LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 4) {
///         ForEach(0..<1_000, id: \.self) { index in
///             Color.teal.frame(height: 80).id(index)
///         }
///     }
/// }
/// ```
public struct LazyVGrid<Content: View>: View {
    let layout: ArrangeLazyVGridLayout
    let pinnedViews: PinnedScrollableViews
    let content: Content

    /// Creates a grid that grows vertically.
    ///
    /// - Parameters:
    ///   - columns: An array of grid items to size and position each row of the grid.
    ///   - alignment: The alignment of cells horizontally when their grid item gives none.
    ///   - spacing: The distance between rows, or nil for the default spacing.
    ///   - pinnedViews: Views to pin to the bounds of a parent scroll view (no effect on layout).
    ///   - content: The content of the grid.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.layout = ArrangeLazyVGridLayout(columns: columns, alignment: alignment, spacing: spacing)
        self.pinnedViews = pinnedViews
        self.content = content()
    }

    /// A lazy grid is primitive: the engine lays it out with `ArrangeLazyVGridLayout`.
    public var body: Never { primitiveBody() }
}

extension LazyVGrid: PrimitiveView {
    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        output.append(builder.addLazyContainer(layout, axis: .vertical, content: content, context: context))
    }
}
