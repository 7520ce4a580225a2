/// A horizontal row in a two-dimensional grid container.
///
/// Each view in the row is a cell of the next column (or of several, with `gridCellColumns(_:)`).
/// Outside a grid, a row's views act as a group.
public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content

    /// Creates a horizontal row of child views in a grid.
    ///
    /// - Parameters:
    ///   - alignment: The vertical alignment of the cells in this row, overriding the grid's.
    ///   - content: The views of the row's cells.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    /// A grid row is primitive.
    public var body: Never { primitiveBody() }
}

extension GridRow: PrimitiveView {
    func resolve(in builder: GraphBuilder, context: ResolveContext, into output: inout [Int32]) {
        guard context.isGridContent else {
            builder.resolve(content, context: context, into: &output)
            return
        }
        var inner = context
        inner.isGridContent = false
        let row = builder.addContainer(GridRowLayout(alignment: alignment), content: content, context: inner)
        builder.graph.nodes[Int(row)].flags.insert(.placedByContainer)
        output.append(row)
    }
}

/// The layout of a `GridRow` inside a grid: the grid sizes its cells and tells it where they go.
struct GridRowLayout: Layout, BuiltinLayout, Equatable {
    let alignment: VerticalAlignment?

    static var isUnaryModifier: Bool { false }

    /// Cells sit side by side, as the grid places them.
    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    /// A row is measured by its grid, which asks its cells directly; on its own it reports its
    /// size in the grid's last placement, or an HStack's.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) -> CGSize {
        if let placed = subviews.graph.gridRowSizes[subviews.container], ProposedViewSize(placed) == proposal {
            return placed
        }
        let stack = HStackLayout(alignment: alignment ?? .center)
        var stackCache = stack.makeCache(subviews: subviews)
        return stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &stackCache)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Void) {
        guard let cells = subviews.graph.gridCellPlacements[subviews.container] else {
            let stack = HStackLayout(alignment: alignment ?? .center)
            var stackCache = stack.makeCache(subviews: subviews)
            stack.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &stackCache)
            return
        }
        for (index, subview) in subviews.enumerated() where index < cells.count {
            let cell = cells[index]
            subview.place(at: CGPoint(x: bounds.minX + cell.origin.x, y: bounds.minY + cell.origin.y), anchor: .topLeading, proposal: cell.proposal)
        }
    }
}
