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

/// The layout of a `GridRow` inside a grid: the grid sizes its cells and tells it where they go,
/// through the row's cache.
struct GridRowLayout: Layout, BuiltinLayout, Equatable {
    let alignment: VerticalAlignment?

    static var isUnaryModifier: Bool { false }

    /// Cells sit side by side, as the grid places them.
    static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    /// The row's cache: where its grid put it and its cells. The grid writes it before placing
    /// the row (`GridLayout.placeSubviews`); a placement of another graph's pass (a presentation
    /// shares its graph's layout storages) does not count.
    struct Cache {
        var placement: GridRowPlacement?
    }

    /// No placement until the grid places the row.
    func makeCache(subviews: Subviews) -> Cache {
        Cache(placement: nil)
    }

    /// Keeps the grid's placement when the engine refreshes the row's cache (for a lazy
    /// container below it, `forgetMeasurementsBeforeViewport(of:)`): it is the grid's answer for
    /// this pass, not one the row's subviews gave.
    func updateCache(_ cache: inout Cache, subviews: Subviews) {}

    /// The grid's placement of this row in the current pass, if any.
    private func placement(_ cache: Cache, _ subviews: Subviews) -> GridRowPlacement? {
        guard let placement = cache.placement, placement.generation == subviews.graph.generation else { return nil }
        return placement
    }

    /// A row is measured by its grid, which asks its cells directly; on its own it reports its
    /// size in the grid's placement, or an HStack's.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        if let placed = placement(cache, subviews), ProposedViewSize(placed.size) == proposal {
            return placed.size
        }
        let stack = HStackLayout(alignment: alignment ?? .center)
        var stackCache = stack.makeCache(subviews: subviews)
        return stack.sizeThatFits(proposal: proposal, subviews: subviews, cache: &stackCache)
    }

    /// Places each cell where the grid put it, or as an HStack when the grid has not placed the row.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        guard let cells = placement(cache, subviews)?.cells else {
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
