/// A container view that arranges other views in a two-dimensional layout.
///
/// ```swift
/// Grid(alignment: .leading) {
///     ForEach(pets) { pet in
///         GridRow {
///             Text(pet.type)
///             ProgressView(value: Double(pet.votes), total: Double(totalVotes))
///             Text("\(pet.votes)").gridColumnAlignment(.trailing)
///         }
///         Divider()
///     }
/// }
/// ```
///
/// Each `GridRow` is a row; any other view forms a row by itself that spans every column.
public struct Grid<Content: View>: View {
    let layout: GridLayout
    let content: Content

    /// Creates a grid with the specified spacing, alignment, and child views.
    ///
    /// - Parameters:
    ///   - alignment: The guide for aligning the child views within their cells. The default is
    ///     `.center`.
    ///   - horizontalSpacing: The distance between columns, or nil for the default spacing.
    ///   - verticalSpacing: The distance between rows, or nil for the default spacing.
    ///   - content: A view builder that creates the grid's rows.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.layout = GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
        self.content = content()
    }

    /// A grid is primitive: the engine lays it out with `GridLayout`.
    public var body: Never { primitiveBody() }
}

extension Grid: PrimitiveView {
    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        output.append(builder.addContainer(layout, content: content, context: context))
    }
}
